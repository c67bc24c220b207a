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

/** What to say of a field the server refused with a message that is not one of ours. */
const REFUSED: Record<TSignerField, string> = {
  name: 'flows:create.validation.nameRequired',
  lastname: 'flows:create.validation.lastnameRequired',
  email: 'flows:create.validation.emailInvalid',
  phone: 'flows:create.validation.phoneInvalid',
  nif: 'flows:create.validation.nifInvalid',
};

const SIGNER_DATUM = /^body\.signers\[(\d+)\]\.signerData\[(\w+)\]$/;

/**
 * The form fields a 400 VALIDATION_FAILED of the creation names, by signer (their index in
 * the request), with the message to show: the server's i18n key (`key`; its `message` is
 * the API's English sentence) when it is one of the `flows` namespace, as the form's own
 * are (`body.signers[1].signerData[email]`, checked on the server: an e-mail the mail job
 * accepts, a phone that is a valid number), otherwise the field's own "not valid" message
 * in the user's language.
 */
export function signerFieldIssues(
  error: unknown,
): { signer: number; field: TSignerField; message: string }[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  return (error.problem?.errors ?? []).flatMap((issue) => {
    const [, index, identifier] = SIGNER_DATUM.exec(issue.path) ?? [];
    const field = FIELDS[identifier as keyof typeof FIELDS];
    if (!field) return [];
    const message = issue.key?.startsWith('flows:') ? issue.key : REFUSED[field];
    return [{ signer: Number(index), field, message }];
  });
}
