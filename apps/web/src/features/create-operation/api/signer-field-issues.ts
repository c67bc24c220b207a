import { ApiError } from '../../../lib/api-error';

/** The form's field for each signer datum the server may name. */
const FIELDS = {
  name: 'name',
  lastname: 'lastname',
  email: 'email',
  cellphone: 'phone',
  phone: 'phone',
  movil: 'phone',
  nif: 'nif',
} as const;
type TSignerField = (typeof FIELDS)[keyof typeof FIELDS];

/**
 * The form fields a 400 VALIDATION_FAILED of the creation names, with the server's message
 * (an i18n key of the `flows` namespace, as the form's own): the form's one signer's data,
 * `body.signers[0].signerData[email]`, as checked on the server (an e-mail the mail job
 * accepts, a phone that is a valid number).
 */
export function signerFieldIssues(error: unknown): { field: TSignerField; message: string }[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  return (error.problem?.errors ?? []).flatMap((issue) => {
    const identifier = /^body\.signers\[0\]\.signerData\[(\w+)\]$/.exec(issue.path)?.[1];
    const field = FIELDS[identifier as keyof typeof FIELDS];
    return field ? [{ field, message: issue.message }] : [];
  });
}
