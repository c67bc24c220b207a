import { ZIdempotencyHeaders } from '@confirma/contracts/idempotency';
import { ZCreateOperationResponse } from '@confirma/contracts/operations';
import {
  REQUEST_TEMPLATE_LIMITS,
  ZRequestFromTemplate,
  ZRequestTemplate,
  ZRequestTemplateCreate,
  ZRequestTemplateList,
  ZRequestTemplateUpdate,
} from '@confirma/contracts/request-templates';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['request templates'];
const idParams = z.object({ id: z.uuid() });
/** A PDF of up to 20 MB as base64, and the JSON around it. */
const PDF_BODY_LIMIT = 30 * 1024 * 1024;
const AUTH =
  'An account token (Authorization: Bearer) or the signed-in browser (session cookie); ' +
  "only the account's own templates, any other is 404.";
const IDEMPOTENT =
  'With an `Idempotency-Key` a retry (same key and body, within 24 hours) replays the ' +
  'first answer; the same key with another body is 409 CONFLICT.';

export const saveTemplateRoute = {
  config: { access: 'account', permission: 'send' },
  bodyLimit: PDF_BODY_LIMIT,
  schema: {
    tags,
    summary: 'Save a request template: a document, its roles and fields, and the invitation',
    description:
      `${AUTH} \`document\` (the sender's PDF as base64, checked as an operation's ` +
      'upload: 413, 415 as there) or `contractType`, one of them. Each role is a named ' +
      'slot for a signer (names differ): its way of signing, language, signature box and ' +
      "fields on the template's PDF (none on a contract type); ids left out are given " +
      '(`r1`, `f1`…; a field id is unique in the template). A box off its page is 400 ' +
      `naming \`body.roles.<i>…\`. At most ${REQUEST_TEMPLATE_LIMITS.perAccount} per ` +
      `account (409 CONFLICT). ${IDEMPOTENT}`,
    headers: ZIdempotencyHeaders,
    body: ZRequestTemplateCreate,
    response: { 201: ZRequestTemplate, ...problems(400, 401, 403, 404, 409, 413, 415) },
  },
} as const;

export const listTemplatesRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: "The account's request templates, newest first (all of them: a capped list)",
    description: `${AUTH} Each with its roles and fields (what a request from it fills).`,
    response: { 200: ZRequestTemplateList, ...problems(400, 401, 403, 404) },
  },
} as const;

export const readTemplateRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: 'One request template',
    description: AUTH,
    params: idParams,
    response: { 200: ZRequestTemplate, ...problems(400, 401, 403, 404) },
  },
} as const;

export const templateDocumentRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: "The template's own PDF (404 for a template on a contract type)",
    description: AUTH,
    produces: ['application/pdf'],
    params: idParams,
    response: {
      200: z.any().describe('the PDF (application/pdf)'),
      ...problems(400, 401, 403, 404),
    },
  },
} as const;

export const changeTemplateRoute = {
  config: { access: 'account', permission: 'send' },
  bodyLimit: PDF_BODY_LIMIT,
  schema: {
    tags,
    summary: 'Rename a request template, or change its content',
    description:
      `${AUTH} What the body carries replaces what the template had (\`{"name": "…"}\` ` +
      'renames it); `document` replaces its PDF, `contractType` turns it into that ' +
      'contract. The roles it ends with must fit the document it ends with (400 naming ' +
      '`body.roles.<i>…`, and nothing changes). Requests already started are not touched.',
    params: idParams,
    body: ZRequestTemplateUpdate,
    response: { 200: ZRequestTemplate, ...problems(400, 401, 403, 404, 413, 415) },
  },
} as const;

export const deleteTemplateRoute = {
  config: { access: 'account', permission: 'send' },
  schema: {
    tags,
    summary: 'Delete a request template (requests started from it are not touched)',
    description: AUTH,
    params: idParams,
    response: { 204: z.null(), ...problems(400, 401, 403, 404) },
  },
} as const;

export const startRequestRoute = {
  config: { access: 'account', permission: 'send' },
  schema: {
    tags,
    summary: 'Start a signature request from a template: a person for each role',
    description:
      `${AUTH} \`roles\` gives every role of the template (by its id) its person: name, ` +
      'e-mail, the mobile where the role signs by SMS code, the document number where it ' +
      "is identified by video, a `language` instead of the role's. `fieldValues` (by " +
      "field id) gives text fields their words instead of the template's; `subject`, " +
      "`message` and `copies` replace the template's. The request is created as " +
      'POST /api/v2/create/withotpandtoken creates one (the same checks, credits (402 ' +
      'INSUFFICIENT_CREDITS), evidence, invitations and webhooks) and answers the same ' +
      '(`uuids[0]`: the operation). A problem about a person names its role: ' +
      `\`body.roles.<roleId>.phone\`. ${IDEMPOTENT}`,
    params: idParams,
    headers: ZIdempotencyHeaders,
    body: ZRequestFromTemplate,
    response: { 201: ZCreateOperationResponse, ...problems(400, 401, 402, 403, 404, 409) },
  },
} as const;
