import { z } from 'zod';
import { FORM_LIMITS } from './constants.ts';
import {
  CONTRACT_TYPES,
  CREATION_NEEDS,
  checkNeeds,
  DELIVERIES,
  REQUEST_LANGUAGES,
  REQUEST_SIGNERS_MAX,
  ROLE_NAME_MAX,
  SIGNER_METHODS,
  SIGNING_ORDERS,
  type TSignerMethod,
  ZPickedPdf,
  ZPlacement,
  ZRequestCopy,
  ZRequestField,
} from './creation.ts';
import { emailAddress } from './email-address.ts';
import { FIELD_LIMITS, REQUEST_LIMITS, ZFieldId } from './operations.ts';

/**
 * A sender's request templates: a document (their own PDF, or one of the
 * contract types) with its roles, each a named slot for a signer ("Cliente", "Empresa")
 * with its way of signing, language, signature box and fields, the signing order, copy
 * recipients, subject and message. A request starts from one by giving each role a person
 * (and, if wanted, the words of its text fields): POST /api/request-templates/{id}/requests,
 * one row of a bulk send. Messages are i18n keys of the web client's `flows` namespace.
 */

export const REQUEST_TEMPLATE_LIMITS = {
  nameMax: 100,
  /** Templates one account keeps; one more is 409 CONFLICT. */
  perAccount: 200,
} as const;

const m = (key: string) => ({ message: `flows:templates.validation.${key}` });
const c = (key: string) => ({ message: `flows:create.validation.${key}` });

/** A role's id: the key its person is given under (`roles.<id>`), kept while it exists. */
export const ZRoleId = ZFieldId;

/**
 * One role: its name (unique in the template), how and in which language its signer signs,
 * where their signature goes and what they fill on the template's own PDF (none on a
 * contract type: its document is drawn for the signer). Ids may be left out: the server
 * gives the role `r1`, `r2`… and each field `f1`, `f2`… (unique in the template).
 */
export const ZTemplateRole = z.object({
  id: ZRoleId.optional().describe(
    'Given by the server when left out (`r1`, `r2`…, and the fields `f1`, `f2`…): send the ids ' +
      'back in a PATCH to keep them.',
  ),
  name: z.string().trim().min(1, m('roleNameRequired')).max(ROLE_NAME_MAX, c('roleNameMax')),
  method: z.enum(SIGNER_METHODS, c('typeRequired')),
  language: z.enum(REQUEST_LANGUAGES).default('es'),
  placement: ZPlacement.nullable().default(null),
  fields: z.array(ZRequestField).max(FIELD_LIMITS.perSigner).default([]),
});
export type TTemplateRole = z.infer<typeof ZTemplateRole>;

/** A template's name, as the sender knows it. */
export const ZTemplateName = z
  .string()
  .trim()
  .min(1, m('nameRequired'))
  .max(REQUEST_TEMPLATE_LIMITS.nameMax, m('nameMax'));

/** What a template holds besides its name and document. */
const content = {
  subject: z.string().trim().max(REQUEST_LIMITS.subjectMax, c('subjectMax')),
  message: z.string().trim().max(REQUEST_LIMITS.messageMax, c('messageMax')),
  order: z.enum(SIGNING_ORDERS),
  copies: z.array(ZRequestCopy).max(REQUEST_LIMITS.copyRecipientsMax),
  roles: z.array(ZTemplateRole).min(1).max(REQUEST_SIGNERS_MAX),
};

/**
 * The rules a template keeps as a whole (checkTemplate), for the server to check what an
 * update leaves: its roles, whether it has its own PDF, its contract type.
 */
export const ZTemplateRules = z
  .object({
    roles: content.roles,
    document: z.boolean(),
    contractType: z.enum(CONTRACT_TYPES).nullable(),
  })
  .superRefine(checkTemplate);

/** POST /api/request-templates: what is left out is empty (sequential, no copies). */
export const ZRequestTemplateCreate = z
  .object({
    name: ZTemplateName,
    subject: content.subject.default(''),
    message: content.message.default(''),
    order: content.order.default('sequential'),
    copies: content.copies.default([]),
    roles: content.roles,
    document: ZPickedPdf.nullable().default(null),
    contractType: z.enum(CONTRACT_TYPES).nullable().default(null),
  })
  .superRefine(checkTemplate)
  .meta({
    examples: [
      {
        name: 'Alquiler de vivienda',
        subject: 'Contrato de alquiler',
        message: 'Hola, te enviamos el contrato para firmar.',
        order: 'sequential',
        copies: [],
        contractType: null,
        document: { name: 'alquiler.pdf', b64: 'JVBERi0xLjcK…' },
        roles: [
          {
            name: 'Inquilino',
            method: 'SIMPLE',
            language: 'es',
            placement: { pageNumber: 2, x: 60, y: 90, width: 180, height: 60 },
            fields: [
              {
                type: 'text',
                label: 'Renta mensual',
                required: true,
                value: '900 €',
                placement: { pageNumber: 1, x: 300, y: 500, width: 120, height: 18 },
              },
            ],
          },
          { name: 'Propietario', method: 'BIOMETRICA', language: 'es' },
        ],
      },
    ],
  });
export type TRequestTemplateCreate = z.infer<typeof ZRequestTemplateCreate>;

/**
 * PATCH /api/request-templates/{id}: what it carries replaces what the template had (a new
 * `name` renames it); `document` replaces the PDF, `contractType` turns it into that
 * contract (its PDF dropped). The result is checked as a whole: the roles' boxes and fields
 * must fit the document it ends with.
 */
export const ZRequestTemplateUpdate = z
  .object({
    name: ZTemplateName.optional(),
    subject: content.subject.optional(),
    message: content.message.optional(),
    order: content.order.optional(),
    copies: content.copies.optional(),
    roles: content.roles.optional(),
    document: ZPickedPdf.optional(),
    contractType: z.enum(CONTRACT_TYPES).optional(),
  })
  .refine((update) => Object.keys(update).length > 0, 'nothing to change')
  .refine((update) => !(update.document && update.contractType), {
    path: ['contractType'],
    message: 'a document or a contract type, not both',
  });
export type TRequestTemplateUpdate = z.infer<typeof ZRequestTemplateUpdate>;

/**
 * The template's rules beyond each part's: its own PDF or a contract type (one of them);
 * roles with different names and ids; field ids unique in the template; and on a contract
 * type, no boxes or fields (there is no PDF of the sender's to put them on).
 */
function checkTemplate(
  template: {
    roles: TTemplateRole[];
    document: unknown;
    contractType: string | null;
  },
  ctx: z.RefinementCtx,
) {
  if (!template.document === !template.contractType) {
    ctx.addIssue({ code: 'custom', path: ['document'], ...m('documentOrContract') });
  }
  const names = new Set<string>();
  const roleIds = new Set<string>();
  const fieldIds = new Set<string>();
  template.roles.forEach((role, index) => {
    const name = role.name.toLocaleLowerCase();
    if (names.has(name)) {
      ctx.addIssue({ code: 'custom', path: ['roles', index, 'name'], ...m('roleNameTaken') });
    }
    names.add(name);
    if (role.id !== undefined && roleIds.has(role.id)) {
      ctx.addIssue({ code: 'custom', path: ['roles', index, 'id'], message: 'ids must differ' });
    }
    if (role.id !== undefined) roleIds.add(role.id);
    role.fields.forEach((field, at) => {
      if (field.id === undefined) return;
      if (fieldIds.has(field.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['roles', index, 'fields', at, 'id'],
          message: 'field ids must differ in the template',
        });
      }
      fieldIds.add(field.id);
    });
    if (template.contractType && (role.placement || role.fields.length > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['roles', index, role.placement ? 'placement' : 'fields'],
        ...m('ownDocumentOnly'),
      });
    }
  });
}

/** A role as stored: its id and its fields' ids settled. */
export const ZStoredTemplateRole = ZTemplateRole.extend({
  id: ZRoleId,
  fields: z.array(
    z.object({
      id: ZFieldId,
      type: ZRequestField.shape.type,
      label: z.string(),
      required: z.boolean(),
      value: z.string().optional(),
      placement: ZPlacement.extend({ width: z.number(), height: z.number() }),
    }),
  ),
});
export type TStoredTemplateRole = z.infer<typeof ZStoredTemplateRole>;

/** The template's own PDF: its name, pages, SHA-256 and where to read it. */
export const ZTemplateDocument = z.object({
  name: z.string(),
  pages: z.number().int(),
  sha256: z.string(),
  /** GET it with the same credentials (application/pdf). */
  url: z.string(),
});

/** A template as GET answers it. */
export const ZRequestTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  subject: z.string(),
  message: z.string(),
  order: z.enum(SIGNING_ORDERS),
  copies: z.array(z.object({ name: z.string(), email: z.string() })),
  roles: z.array(ZStoredTemplateRole),
  /** The sender's own PDF, or null with a contract type. */
  document: ZTemplateDocument.nullable(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRequestTemplate = z.infer<typeof ZRequestTemplate>;

/** One template of the list: enough to choose it, and its roles and fields to fill. */
export const ZRequestTemplateSummary = ZRequestTemplate.omit({ copies: true, message: true });
export type TRequestTemplateSummary = z.infer<typeof ZRequestTemplateSummary>;

/** GET /api/request-templates: every template of the account, newest first. */
export const ZRequestTemplateList = z.object({ items: z.array(ZRequestTemplateSummary) });
export type TRequestTemplateList = z.infer<typeof ZRequestTemplateList>;

/**
 * The person who fills a role: name and e-mail, the mobile where they sign by SMS code,
 * the document number where a video identification comes first; `language` (else the
 * role's) for their invitation, pages and stamp.
 */
export const ZRolePerson = z.object({
  name: z.string().trim().min(1, c('nameRequired')).max(FORM_LIMITS.nameMax, c('nameMax')),
  lastname: z.string().trim().max(FORM_LIMITS.lastnameMax, c('lastnameMax')).default(''),
  email: z
    .string()
    .trim()
    .min(1, c('emailRequired'))
    .pipe(emailAddress(c('emailInvalid'))),
  phone: z.string().trim().default(''),
  nif: z.string().trim().default(''),
  language: z.enum(REQUEST_LANGUAGES).optional(),
});
export type TRolePerson = z.infer<typeof ZRolePerson>;

/** A role's person checked for what its way of signing needs (the phone, the document number). */
export const rolePersonFor = (method: TSignerMethod) =>
  ZRolePerson.superRefine((person, ctx) => checkNeeds(CREATION_NEEDS[method], person, ctx));

/**
 * POST /api/request-templates/{id}/requests: a person for every role (by role id), and, if
 * wanted, the request's own subject, message and copy recipients (instead of the
 * template's) and the words of text fields (by field id, instead of their defaults).
 * `delivery: 'here'`: the first signer signs now, with the answer's token.
 */
export const ZRequestFromTemplate = z
  .object({
    roles: z.record(ZRoleId, ZRolePerson),
    subject: content.subject.optional(),
    message: content.message.optional(),
    copies: content.copies.optional(),
    fieldValues: z
      .record(ZFieldId, z.string().trim().max(FIELD_LIMITS.valueMax, c('fieldValueMax')))
      .optional(),
    delivery: z
      .enum(DELIVERIES)
      .default('email')
      .describe(
        '`email`: every signer is invited as usual; `here`: the first signer signs now, with ' +
          "the answer's `loginautToken`.",
      ),
  })
  .meta({
    examples: [
      {
        roles: {
          r1: { name: 'Ana', lastname: 'García', email: 'ana@example.com', phone: '+34600111222' },
          r2: { name: 'Luis', lastname: 'Pérez', email: 'luis@example.com', language: 'en' },
        },
        fieldValues: { f1: '950 €' },
        delivery: 'email',
      },
    ],
  });
export type TRequestFromTemplate = z.infer<typeof ZRequestFromTemplate>;
