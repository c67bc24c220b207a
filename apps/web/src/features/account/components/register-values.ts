import type { TRegisterForm } from '@confirma/contracts/account';

/** The register form's own values: the policy box starts unticked. */
export type TRegisterValues = Omit<TRegisterForm, 'acceptPolicy'> & { acceptPolicy: boolean };
