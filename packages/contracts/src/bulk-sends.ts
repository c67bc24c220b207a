import { z } from 'zod';
import { ZFieldId } from './operations.ts';

/**
 * Bulk send: a request template and a CSV of one row per request (each
 * role's person: name, last name, e-mail, mobile, document number, language; the words of
 * the template's text fields). Every row is checked before anything is sent
 * (POST /api/request-templates/{id}/bulk/preview), the total credits are reserved at once
 * when it is sent (POST …/bulk), and the rows are created by a job whose progress and
 * result file are read at /api/bulk-sends/{id}. Issue keys are i18n keys of the web
 * client's `bulk` and `flows` namespaces.
 */

export const BULK_SEND_LIMITS = {
  /** Requests one CSV may carry. */
  rowsMax: 500,
  /** The CSV's text, in characters (about 1 MB). */
  csvMaxChars: 1_000_000,
  /** Rows the preview shows as parsed. */
  previewRows: 10,
  /** Problems a preview lists; the rest are counted (`issuesLeftOut`). */
  issuesMax: 1000,
} as const;

/** What a person column of a role holds. */
export const BULK_PERSON_PARTS = ['name', 'lastname', 'email', 'phone', 'nif', 'language'] as const;
export type TBulkPersonPart = (typeof BULK_PERSON_PARTS)[number];

/** A bulk send's progress: rows are being created, all were, or it was cancelled. */
export const BULK_SEND_STATES = ['running', 'done', 'cancelled'] as const;
export type TBulkSendState = (typeof BULK_SEND_STATES)[number];

/** A row's outcome: not yet created, its operation created, refused, or not sent (cancelled). */
export const BULK_ROW_STATES = ['pending', 'created', 'failed', 'cancelled'] as const;
export type TBulkRowState = (typeof BULK_ROW_STATES)[number];

/** The CSV (UTF-8 text; a byte-order mark is ignored; `,`, `;` or tab between cells). */
export const ZBulkSendUpload = z
  .object({
    csv: z
      .string()
      .min(1, { message: 'bulk:issues.emptyFile' })
      .max(BULK_SEND_LIMITS.csvMaxChars, { message: 'bulk:issues.fileTooLarge' }),
  })
  .meta({
    examples: [
      {
        csv:
          'Cliente nombre;Cliente apellidos;Cliente email;Cliente móvil;Renta\r\n' +
          'Ana;García;ana@example.com;+34600111222;900 €\r\n' +
          'Luis;Pérez;luis@example.com;600111333;950 €\r\n',
      },
    ],
  });
export type TBulkSendUpload = z.infer<typeof ZBulkSendUpload>;

/** What a column of the CSV is read as: a role's person's part, a text field, or nothing. */
export const ZBulkColumnTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('person'), roleId: ZFieldId, part: z.enum(BULK_PERSON_PARTS) }),
  z.object({ kind: z.literal('field'), fieldId: ZFieldId }),
  /** Not one of the template's: its cells are not read. */
  z.object({ kind: z.literal('ignored') }),
]);
export type TBulkColumnTarget = z.infer<typeof ZBulkColumnTarget>;

export const ZBulkColumn = z.object({
  /** The header as the file writes it. */
  header: z.string(),
  target: ZBulkColumnTarget,
});
export type TBulkColumn = z.infer<typeof ZBulkColumn>;

/**
 * One problem of the file: its row as a spreadsheet numbers it (the header is row 1, the
 * first request row 2), the column's header (null: the row or the file as a whole), an
 * English sentence and its i18n key with the values it names.
 */
export const ZBulkIssue = z.object({
  row: z.number().int().min(1),
  column: z.string().nullable(),
  message: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TBulkIssue = z.infer<typeof ZBulkIssue>;

/** A row as parsed: its cells in the order of `columns`, and whether it has no problem. */
export const ZBulkPreviewRow = z.object({
  row: z.number().int(),
  cells: z.array(z.string()),
  valid: z.boolean(),
});
export type TBulkPreviewRow = z.infer<typeof ZBulkPreviewRow>;

/**
 * POST /api/request-templates/{id}/bulk/preview: the file read and every row checked,
 * nothing created or charged. `rows` counts the requests (empty lines left out); `valid`
 * is true when the file and every row are (then POST …/bulk would take it, credits
 * permitting: `enough`).
 */
export const ZBulkPreview = z.object({
  template: z.object({ id: z.uuid(), name: z.string() }),
  separator: z.enum([',', ';', '\t']),
  columns: z.array(ZBulkColumn),
  rows: z.number().int(),
  invalidRows: z.number().int(),
  valid: z.boolean(),
  first: z
    .array(ZBulkPreviewRow)
    .describe(`The first rows as parsed (up to ${BULK_SEND_LIMITS.previewRows}).`),
  issues: z
    .array(ZBulkIssue)
    .describe(
      `Every problem (up to ${BULK_SEND_LIMITS.issuesMax}; \`issuesLeftOut\` counts the rest), by ` +
        'row. A column a role needs and the file lacks, one named twice, or one that could be ' +
        'two things is a problem of the file (row 1).',
    ),
  issuesLeftOut: z.number().int(),
  /** Credits one request costs (its roles' ways of signing) and all of them together. */
  creditsPerRow: z.number().int(),
  creditsTotal: z.number().int(),
  /** The account's credits now, and whether they pay for the total. */
  balance: z.object({ available: z.number().int(), debt: z.number().int() }),
  enough: z.boolean(),
});
export type TBulkPreview = z.infer<typeof ZBulkPreview>;

/**
 * A bulk send and its progress: rows created, refused and not sent (cancelled) so far, the
 * credits reserved, used and given back (given back when it ends).
 */
export const ZBulkSend = z.object({
  id: z.uuid(),
  templateId: z.uuid().nullable(),
  templateName: z.string(),
  state: z.enum(BULK_SEND_STATES),
  total: z.number().int(),
  created: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  pending: z.number().int(),
  credits: z.object({
    reserved: z.number().int(),
    used: z.number().int(),
    returned: z.number().int(),
  }),
  /** Whether a cancellation was asked for and not yet carried out. */
  cancelling: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The result file (GET with the same credentials; `lang` for a person's). */
  resultUrl: z.string(),
});
export type TBulkSend = z.infer<typeof ZBulkSend>;

export const ZBulkSendList = z.object({ items: z.array(ZBulkSend) });
export type TBulkSendList = z.infer<typeof ZBulkSendList>;

/** GET /api/bulk-sends: the newest first (20), of one template when given. */
export const ZBulkSendListQuery = z.object({ templateId: z.uuid().optional() });

/** The language of a CSV a person reads (columns named, outcomes in words). */
export const ZBulkCsvQuery = z.object({ lang: z.enum(['es', 'en', 'it']).optional() });
