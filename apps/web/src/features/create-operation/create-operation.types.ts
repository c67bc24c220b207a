import type { TCreationForm, TSignatureRequestForm } from '@confirma/contracts/creation';
import type { Control } from 'react-hook-form';

/**
 * What the one-person creation form creates: a video identification (with or without a
 * signature after it), or a traveller report (its three choices; `trial`, 'Parte Viajero'
 * alone, identified in a dialog on this page).
 */
export type TCreationService = 'identification' | 'traveller' | 'trial';

/** The form's own values: nothing chosen yet. */
export type TCreationValues = Omit<TCreationForm, 'type'> & { type: TCreationForm['type'] | '' };

/** The form's control, as its parts bind their fields to it. */
export type TCreationControl = Control<TCreationValues, unknown, TCreationForm>;

/** The signature request form's control (several signers). */
export type TSignatureRequestControl = Control<
  TSignatureRequestForm,
  unknown,
  TSignatureRequestForm
>;
