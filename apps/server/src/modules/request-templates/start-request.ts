import type { TFieldIssue } from '@confirma/contracts/errors';
import type { TCreateOperationResponse } from '@confirma/contracts/operations';
import { buildSignatureRequestPayload } from '@confirma/contracts/request-payload';
import {
  rolePersonFor,
  type TRequestFromTemplate,
  type TRolePerson,
} from '@confirma/contracts/request-templates';
import { AppError } from '../../platform/errors.ts';
import type { TRecordAnswer } from '../../platform/idempotency/idempotency.ts';
import type { TRequestMeta } from '../operations/index.ts';
import type {
  TRequestTemplateRow,
  TRequestTemplatesContext,
  TTemplateScope,
} from './request-templates.types.ts';
import { findTemplate } from './template-queries.ts';

/**
 * Starts a signature request from a template (one row of a bulk send): every role given
 * its person (checked for what the role's way of signing needs), the text fields' words
 * the request gives, then the same payload the request form builds
 * (buildSignatureRequestPayload) created by the operations module's creation: the same
 * checks, credits, evidence, invitations, webhooks and Idempotency-Key as
 * POST /api/v2/create/withotpandtoken. Its problems about a signer name the role
 * (`body.roles.<roleId>.phone`).
 */
export async function startRequest(
  { context, createOperation }: TRequestTemplatesContext,
  options: {
    scope: TTemplateScope;
    request: TRequestFromTemplate;
    meta: TRequestMeta;
    record?: TRecordAnswer | undefined;
    /** Paid out of this credit reservation of the account's (a bulk send's), not debited. */
    reservation?: string | undefined;
    /** The member who sends it, and whether through an API key of theirs. */
    senderUserId?: string | undefined;
    via?: 'api_key' | undefined;
  },
): Promise<TCreateOperationResponse> {
  const { scope, request } = options;
  const template = await findTemplate(context.db, scope);
  const people = peopleOf(template, request);
  const document = template.documentSha256
    ? {
        name: template.documentName ?? 'document.pdf',
        b64: (await context.platform.blobs.get(template.documentSha256)).toString('base64'),
      }
    : null;
  const values = request.fieldValues ?? {};
  const payload = buildSignatureRequestPayload({
    subject: request.subject ?? template.subject,
    message: request.message ?? template.message,
    order: template.order,
    copies: request.copies ?? template.copies,
    delivery: request.delivery,
    ownDocument: document !== null,
    document,
    contractType: template.contractType,
    signers: template.roles.map((role, index) => {
      const person = people[index] as TRolePerson;
      return {
        role: role.name,
        method: role.method,
        name: person.name,
        lastname: person.lastname,
        email: person.email,
        phone: person.phone,
        nif: person.nif,
        language: person.language ?? role.language,
        placement: role.placement,
        fields: role.fields.map((field) => ({ ...field, value: values[field.id] ?? field.value })),
      };
    }),
  });
  try {
    return await createOperation({
      organizationId: scope.organizationId,
      senderUserId: options.senderUserId,
      via: options.via,
      request: payload,
      meta: options.meta,
      record: options.record,
      reservation: options.reservation,
    });
  } catch (error) {
    throw error instanceof AppError && error.fieldIssues
      ? new AppError(error.code, error.detail, error.fieldIssues.map(roleIssue(template)))
      : error;
  }
}

/**
 * Each role's person, in the template's order, checked: one for every role and none for a
 * role the template lacks, each with what its way of signing needs; the words given only
 * to the template's text fields. Every problem is named in one 400.
 */
function peopleOf(template: TRequestTemplateRow, request: TRequestFromTemplate): TRolePerson[] {
  const issues: TFieldIssue[] = [];
  const known = new Set(template.roles.map((role) => role.id));
  for (const id of Object.keys(request.roles).filter((id) => !known.has(id))) {
    issues.push({ path: `body.roles.${id}`, message: 'the template has no such role' });
  }
  const texts = new Set(
    template.roles.flatMap((role) =>
      role.fields.flatMap((field) => (field.type === 'text' ? [field.id] : [])),
    ),
  );
  for (const id of Object.keys(request.fieldValues ?? {}).filter((id) => !texts.has(id))) {
    issues.push({
      path: `body.fieldValues.${id}`,
      message: 'the template has no text field so named',
    });
  }
  const people = template.roles.map((role) => {
    const given = request.roles[role.id];
    if (!given) {
      issues.push({
        path: `body.roles.${role.id}`,
        message: `a person for the role ${role.name} is required`,
        key: 'flows:templates.validation.personRequired',
      });
      return null;
    }
    const checked = rolePersonFor(role.method).safeParse(given);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      issues.push({
        path: ['body', 'roles', role.id, ...issue.path].join('.'),
        message: issue.message,
      });
    }
    return null;
  });
  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Some people or values are not valid', issues);
  }
  return people as TRolePerson[];
}

/** The creation's names of a signer's data, as a role's person calls them. */
const PERSON_FIELDS: Record<string, string> = {
  cellphone: 'phone',
  phone: 'phone',
  movil: 'phone',
};

/** A signer's index at the start of a creation problem's path (`body.signers[1]…`, `body.signers.1…`). */
const SIGNER_PATH = /^body\.signers[.[](\d+)\]?/;

/**
 * A creation problem about its n-th signer said about the role that signer fills:
 * `body.signers[1].signerData[cellphone]` → `body.roles.r2.phone`, `…signaturesType` →
 * `….method`, `…boxPositions…` → `….placement`, `…fields[0]…` → `….fields.0…`; anything
 * else as it was.
 */
function roleIssue(template: TRequestTemplateRow) {
  return (issue: TFieldIssue): TFieldIssue => {
    const match = SIGNER_PATH.exec(issue.path);
    const role = match ? template.roles[Number(match[1])] : undefined;
    if (!match || !role) return issue;
    const tail = issue.path.slice(match[0].length);
    let where: string;
    if (tail.startsWith('.signerData[') && tail.endsWith(']')) {
      const datum = tail.slice('.signerData['.length, -1).toLowerCase();
      where = `.${PERSON_FIELDS[datum] ?? datum}`;
    } else if (tail.startsWith('.signaturesType')) where = '.method';
    else if (tail.startsWith('.boxPositions')) where = '.placement';
    else where = tail.replaceAll('[', '.').replaceAll(']', '');
    return { ...issue, path: `body.roles.${role.id}${where}` };
  };
}
