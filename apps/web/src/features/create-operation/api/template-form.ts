import type { TPickedPdf, TSignatureRequestForm } from '@confirma/contracts/creation';
import type {
  TRequestTemplate,
  TRequestTemplateCreate,
} from '@confirma/contracts/request-templates';

/**
 * The request form filled from a template: its document, subject, message, order and
 * copies, and a signer for each role (its name shown on the signer's card; how and in
 * which language they sign, their box and fields), whose person the sender gives.
 */
export function formFromTemplate(
  template: TRequestTemplate,
  document: TPickedPdf | null,
  empty: TSignatureRequestForm,
): TSignatureRequestForm {
  return {
    ...empty,
    subject: template.subject,
    message: template.message,
    order: template.order,
    copies: template.copies,
    ownDocument: document !== null,
    document,
    contractType: template.contractType ?? empty.contractType,
    signers: template.roles.map((role) => ({
      role: role.name,
      method: role.method,
      name: '',
      lastname: '',
      email: '',
      phone: '',
      nif: '',
      language: role.language,
      placement: role.placement,
      fields: role.fields.map(({ id, type, label, required, value, placement }) => ({
        id,
        type,
        label,
        required,
        placement,
        ...(value === undefined ? {} : { value }),
      })),
    })),
  };
}

/**
 * The template a request is saved as (POST /api/request-templates): its document (own PDF
 * or contract type), each signer a role named `roles[i]` with its way of signing, language,
 * box and fields (on an own PDF), the order, copies, subject and message. Nobody's name or
 * address is kept.
 */
export function templateFromForm(
  form: TSignatureRequestForm,
  name: string,
  roles: string[],
): TRequestTemplateCreate {
  const own = form.ownDocument;
  return {
    name,
    subject: form.subject,
    message: form.message,
    order: form.order,
    copies: form.copies,
    document: own ? form.document : null,
    contractType: own ? null : form.contractType,
    roles: form.signers.map((signer, index) => ({
      name: roles[index] ?? '',
      method: signer.method,
      language: signer.language,
      placement: own ? (signer.placement ?? null) : null,
      fields: own ? signer.fields : [],
    })),
  };
}
