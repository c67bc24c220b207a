import type { TCreationForm } from '@confirma/contracts/creation';
import type { Control } from 'react-hook-form';

/** What the creation form creates: a signature, or a video identification (with or without one). */
export type TCreationService = 'signature' | 'identification';

/** The form's own values: nothing chosen yet. */
export type TCreationValues = Omit<TCreationForm, 'type'> & { type: TCreationForm['type'] | '' };

/** The form's control, as its parts bind their fields to it. */
export type TCreationControl = Control<TCreationValues, unknown, TCreationForm>;
