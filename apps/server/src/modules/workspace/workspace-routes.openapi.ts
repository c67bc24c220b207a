import {
  ZOperationDetail,
  ZOperationExportQuery,
  ZOperationListQuery,
  ZOperationListResponse,
} from '@confirma/contracts/workspace';
import { z } from 'zod';
import { problems, ZOperationParams } from '../../platform/http/route-kit.ts';

const tags = ['workspace'];
const AUTH =
  'The signed-in browser (session cookie) or an account token (Authorization: Bearer); ' +
  "only the account's own operations, any other is 404.";
const pdf = {
  200: z.any().describe('the PDF (application/pdf, as an attachment)'),
  ...problems(400, 401, 404),
};

export const listOperationsRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: "The account's operations, newest first (filters, search, keyset pages)",
    description: `${AUTH} \`q\` matches a signer's name or e-mail or a document's name.`,
    querystring: ZOperationListQuery,
    response: { 200: ZOperationListResponse, ...problems(400, 401, 404) },
  },
} as const;

export const exportOperationsRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: "The account's operations as CSV (the list's filters, the newest 10 000)",
    description:
      `${AUTH} One row per operation: uuid, type, status, created, last_event, expires, ` +
      'completed, credits, documents, signers (name <e-mail>: status), subject, ' +
      'copy_recipients (name <e-mail>). RFC 4180 (every ' +
      'cell quoted), UTF-8 with a byte-order mark; a formula a spreadsheet would run ' +
      "(=, +, -, @, tab or CR at a cell's start or after a , ; tab or line break in it) " +
      "is shown as text behind a '. With `lang` (es, en, it) the columns are named and " +
      "the types and statuses written in that language, for a person's spreadsheet.",
    querystring: ZOperationExportQuery,
    response: {
      200: z.any().describe('text/csv, as an attachment'),
      ...problems(400, 401, 404),
    },
  },
} as const;

/** The stream's documentation says its heartbeat and its cap, as configured. */
export const operationStreamRoute = (limits: { heartbeatMs: number; streamsPerUser: number }) =>
  ({
    config: { access: 'account', permission: 'read' },
    schema: {
      tags,
      summary: "Live changes of the account's operations and credits (Server-Sent Events)",
      description:
        `${AUTH} text/event-stream: each event is \`data:\` one ZWorkspaceEvent JSON ` +
        '(`{"kind":"operation","operationUuid","status","at"}` or `{"kind":"credits","at"}`), ' +
        'from whichever server process made the change; a comment every ' +
        `${Math.round(limits.heartbeatMs / 1000)} s keeps it open. The ` +
        'stream may close (server restart, lost database connection): reconnect and read ' +
        `afresh. At most ${limits.streamsPerUser} streams per account and ` +
        'server process; one more is 429.',
      response: { 200: z.any().describe('text/event-stream'), ...problems(401, 429, 503) },
    },
  }) as const;

export const readOperationRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary:
      'One operation: signers, documents, evidence timeline, files, identifications and actions',
    description:
      `${AUTH} The timeline shows each evidence event with the client address masked and ` +
      'the device summarised; `files` are links to GET …/files/… below; `identifications` ' +
      "name each video identification's `videoUuid` for the identification service's " +
      'summary (`/api/v2/identification/images/data/{op}/{video}`) and certificate ' +
      '(`/api/v2/identification/certificate/{op}/{video}`), which take an account token.',
    params: ZOperationParams,
    response: { 200: ZOperationDetail, ...problems(400, 401, 404) },
  },
} as const;

export const operationCertificateRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: 'Download the operation certificate (acta), sealed by the platform',
    description: `${AUTH} The same certificate the signers get.`,
    params: ZOperationParams,
    response: pdf,
  },
} as const;

export const operationDocumentRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: 'Download a document: as uploaded (original) or as signed (signed)',
    description: `${AUTH} The same bytes the signers get; a document not signed yet has no signed file (404).`,
    params: ZOperationParams.extend({
      kind: z.enum(['original', 'signed']),
      documentUuid: z.uuid(),
    }),
    response: pdf,
  },
} as const;
