import {
  BULK_SEND_LIMITS,
  ZBulkCsvQuery,
  ZBulkPreview,
  ZBulkSend,
  ZBulkSendList,
  ZBulkSendListQuery,
  ZBulkSendUpload,
} from '@confirma/contracts/bulk-sends';
import { ZProblem } from '@confirma/contracts/errors';
import { ZIdempotencyHeaders } from '@confirma/contracts/idempotency';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import { findTemplate } from '../request-templates/index.ts';
import { findBulkSend, listBulkSends, requestCancel } from './bulk-send-queries.ts';
import { readBulkSend, type TBulkSendsContext } from './bulk-sends.types.ts';
import { templateCsv } from './csv/template-csv.ts';
import { previewBulkSend } from './preview-bulk-send.ts';
import { resultCsv } from './result-csv.ts';
import { startBulkSend } from './start-bulk-send.ts';

const problems = { 400: ZProblem, 401: ZProblem, 403: ZProblem, 404: ZProblem };
const idParams = z.object({ id: z.uuid() });
/** The CSV's characters as JSON (escapes take room), and the object around them. */
const CSV_BODY_LIMIT = 3 * BULK_SEND_LIMITS.csvMaxChars;
const LISTED = 20;
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
const config = { access: 'account' as const };
const tags = ['bulk sends'];

/**
 * Bulk send: a template's CSV template, the preview of a CSV, the send
 * (credits reserved, rows created by a job), its progress, result file and cancellation.
 */
export const bulkSendRoutes: FastifyPluginAsyncZod<{ templates: TBulkSendsContext }> = async (
  app,
  { templates },
) => {
  const { db, platform } = templates.context;
  const userOf = (request: FastifyRequest) => actorOf(request, 'account').userId;
  const scopeOf = (request: FastifyRequest & { params: { id: string } }) => ({
    userId: userOf(request),
    id: request.params.id,
  });
  app.addHook('onRequest', sameOriginGuard(platform.config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/request-templates/:id/bulk/template.csv',
    {
      config,
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
        response: { 200: z.any().describe('text/csv, as an attachment'), ...problems },
      },
    },
    async (request, reply) => {
      const template = await findTemplate(db, scopeOf(request));
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', attachment(`${template.name}.csv`))
        .send(templateCsv(template, request.query.lang));
    },
  );

  app.post(
    '/api/request-templates/:id/bulk/preview',
    {
      config,
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
        response: { 200: ZBulkPreview, ...problems, 413: ZProblem },
      },
    },
    async (request) => previewBulkSend(db, { scope: scopeOf(request), csv: request.body.csv }),
  );

  app.post(
    '/api/request-templates/:id/bulk',
    {
      config,
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
        response: { 201: ZBulkSend, ...problems, 402: ZProblem, 409: ZProblem, 413: ZProblem },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const result = await platform.idempotency.run(
        idempotencyScope(request, scope.userId),
        201,
        (record) =>
          startBulkSend(templates, {
            scope,
            csv: request.body.csv,
            meta: requestMeta(request),
            record,
          }),
      );
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/api/bulk-sends',
    {
      config,
      schema: {
        tags,
        summary: "The account's newest bulk sends (of one template when given)",
        description: `${AUTH} The ${LISTED} newest, each with its progress.`,
        querystring: ZBulkSendListQuery,
        response: { 200: ZBulkSendList, ...problems },
      },
    },
    async (request) => {
      const rows = await listBulkSends(db, {
        userId: userOf(request),
        templateId: request.query.templateId,
        limit: LISTED,
      });
      return { items: await Promise.all(rows.map((row) => readBulkSend(db, row))) };
    },
  );

  app.get(
    '/api/bulk-sends/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A bulk send and its progress',
        description:
          `${AUTH} \`state\`: running, done or cancelled; rows created, failed, ` +
          'cancelled and pending; the credits reserved, used and given back (at the end).',
        params: idParams,
        response: { 200: ZBulkSend, ...problems },
      },
    },
    async (request) => readBulkSend(db, await findBulkSend(db, scopeOf(request))),
  );

  app.get(
    '/api/bulk-sends/:id/result.csv',
    {
      config,
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
        response: { 200: z.any().describe('text/csv, as an attachment'), ...problems },
      },
    },
    async (request, reply) => {
      const bulk = await findBulkSend(db, scopeOf(request));
      const day = bulk.createdAt.toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', attachment(`${bulk.templateName} ${day}.csv`))
        .send(await resultCsv(db, { bulk, language: request.query.lang }));
    },
  );

  app.post(
    '/api/bulk-sends/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel a running bulk send: the rows not yet created are not sent',
        description:
          `${AUTH} The job stops before its next row; the rows left are marked cancelled ` +
          'and their credits given back. Requests already created are not touched (cancel ' +
          'each one if needed). A bulk send that has ended is answered as it is.',
        params: idParams,
        response: { 200: ZBulkSend, ...problems },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await findBulkSend(db, scope);
      await requestCancel(db, scope);
      return readBulkSend(db, await findBulkSend(db, scope));
    },
  );
};
