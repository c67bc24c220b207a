import {
  BULK_SEND_LIMITS,
  ZBulkCsvQuery,
  ZBulkPreview,
  ZBulkSend,
  ZBulkSendList,
  ZBulkSendListQuery,
  ZBulkSendUpload,
} from '@confirma/contracts/bulk-sends';
import { ZIdempotencyHeaders } from '@confirma/contracts/idempotency';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['bulk sends'];
const idParams = z.object({ id: z.uuid() });
/** The CSV's characters as JSON (escapes take room), and the object around them. */
const CSV_BODY_LIMIT = 3 * BULK_SEND_LIMITS.csvMaxChars;
/** How many bulk sends the list answers. */
export const BULK_SENDS_LISTED = 20;
const AUTH =
  'An account token (Authorization: Bearer) or the signed-in browser (session cookie); ' +
  "only the account's own templates and bulk sends, any other is 404.";
const CSV_RULES =
  '`csv`: the file as text (UTF-8; a byte-order mark is ignored), cells separated by `,`, ' +
  '`;` (as Spanish and Italian Excel save it) or a tab, cells in double quotes may hold ' +
  'separators and line breaks; a header row, then one row per request (empty lines are ' +
  `left out), at most ${BULK_SEND_LIMITS.rowsMax} rows and ${BULK_SEND_LIMITS.csvMaxChars} ` +
  "characters. Columns: each role's person as `<role name> <part>` or `<role id>.<part>`, " +
  'the part one of name, lastname, email, phone, nif, language or their words in Spanish, ' +
  'English or Italian (`Cliente nombre`, `Cliente email`, `Cliente móvil`, `r1.phone`); ' +
  'name and e-mail are needed for every role, the mobile where it signs by SMS code, the ' +
  'document number where it is identified by video. A text field by its label, its id, ' +
  "or `<role name> <label>` where two share a label; an empty cell keeps the template's " +
  'words. Headers are read as words (case, accents and punctuation aside); a column ' +
  'naming nothing of the template is ignored. GET …/bulk/template.csv writes the headers.';
const CSV_OUT =
  'RFC 4180 (every cell quoted), UTF-8 with a byte-order mark; a formula a spreadsheet ' +
  "would run is shown as text behind a '. With `lang` (es, en, it): for a person, the " +
  'columns named in it and, for es and it, cells separated by `;` as their spreadsheets ' +
  "read them; without: a program's names, separated by `,`.";
const csvFile = {
  200: z.any().describe('text/csv, as an attachment'),
  ...problems(400, 401, 403, 404),
};

export const templateCsvRoute = {
  config: { access: 'account', permission: 'send' },
  schema: {
    tags,
    summary: "The CSV template of a request template's bulk send: its headers",
    description:
      `${AUTH} One header row: for each role its name, last name, e-mail and mobile ` +
      '(and document number where it is identified by video), then each text field. ' +
      CSV_OUT,
    params: idParams,
    querystring: ZBulkCsvQuery,
    produces: ['text/csv'],
    response: csvFile,
  },
} as const;

export const previewBulkSendRoute = {
  config: { access: 'account', permission: 'send' },
  bodyLimit: CSV_BODY_LIMIT,
  schema: {
    tags,
    summary: 'Read a CSV for a bulk send and check every row, sending nothing',
    description:
      `${AUTH} ${CSV_RULES} Answers how each column was read, the first rows as ` +
      'parsed, every problem (its row as a spreadsheet numbers it, the header being row ' +
      '1; its column; an English sentence and an i18n key), the credits one request ' +
      'and all of them cost, and the balance. Nothing is created or charged.',
    params: idParams,
    body: ZBulkSendUpload,
    response: { 200: ZBulkPreview, ...problems(400, 401, 403, 404, 413) },
  },
} as const;

export const startBulkSendRoute = {
  config: { access: 'account', permission: 'send' },
  bodyLimit: CSV_BODY_LIMIT,
  schema: {
    tags,
    summary: 'Send a bulk send: one signature request per row of a CSV',
    description:
      `${AUTH} ${CSV_RULES} Every row is checked again: any problem is 400 ` +
      'VALIDATION_FAILED naming each (`rows.<row>.<column>`) and nothing is sent. The ' +
      "credits of every row (its roles' ways of signing) are reserved at once: 402 " +
      'INSUFFICIENT_CREDITS (or ACCOUNT_IN_DEBT) when the balance does not cover them, ' +
      'and nothing is sent. The rows are then created by a job, each as POST ' +
      '/api/request-templates/{id}/requests creates one (invitations, evidence, ' +
      'webhooks), paid out of the reservation; what rows that fail do not use is given ' +
      'back when it ends. Answers the bulk send (201); follow it at ' +
      'GET /api/bulk-sends/{id}. With an `Idempotency-Key` a retry (same key and body, ' +
      'within 24 hours) replays the first answer and sends nothing twice.',
    params: idParams,
    headers: ZIdempotencyHeaders,
    body: ZBulkSendUpload,
    response: { 201: ZBulkSend, ...problems(400, 401, 402, 403, 404, 409, 413) },
  },
} as const;

export const listBulkSendsRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: "The account's newest bulk sends (of one template when given)",
    description: `${AUTH} The ${BULK_SENDS_LISTED} newest, each with its progress.`,
    querystring: ZBulkSendListQuery,
    response: { 200: ZBulkSendList, ...problems(400, 401, 403, 404) },
  },
} as const;

export const readBulkSendRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: 'A bulk send and its progress',
    description:
      `${AUTH} \`state\`: running, done or cancelled; rows created, failed, ` +
      'cancelled and pending; the credits reserved, used and given back (at the end).',
    params: idParams,
    response: { 200: ZBulkSend, ...problems(400, 401, 403, 404) },
  },
} as const;

export const resultCsvRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: "A bulk send's result file: each row's operation or why it was not sent",
    description:
      `${AUTH} One row per request, in the file's order: its row number, each role's ` +
      'e-mail, the outcome (created, failed, cancelled, or pending while it runs), the ' +
      `operation's uuid, and why it was not created. ${CSV_OUT}`,
    params: idParams,
    querystring: ZBulkCsvQuery,
    produces: ['text/csv'],
    response: csvFile,
  },
} as const;

export const cancelBulkSendRoute = {
  config: { access: 'account', permission: 'send' },
  schema: {
    tags,
    summary: 'Cancel a running bulk send: the rows not yet created are not sent',
    description:
      `${AUTH} The job stops before its next row; the rows left are marked cancelled ` +
      'and their credits given back. Requests already created are not touched (cancel ' +
      'each one if needed). A bulk send that has ended is answered as it is.',
    params: idParams,
    response: { 200: ZBulkSend, ...problems(400, 401, 403, 404) },
  },
} as const;
