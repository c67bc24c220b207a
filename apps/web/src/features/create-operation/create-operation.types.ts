import type { TCreationForm } from '@confirma/contracts/creation';
import type { Control } from 'react-hook-form';

/**
 * What the creation form creates: a signature, a video identification (with or without
 * one), or a traveller report (spec 001 §2.10: its three choices; `trial`, 'Parte Viajero'
 * alone, identified in a dialog on this page).
 */
export type TCreationService = 'signature' | 'identification' | 'traveller' | 'trial';

/** The form's own values: nothing chosen yet. */
export type TCreationValues = Omit<TCreationForm, 'type'> & { type: TCreationForm['type'] | '' };

/** The form's control, as its parts bind their fields to it. */
export type TCreationControl = Control<TCreationValues, unknown, TCreationForm>;
