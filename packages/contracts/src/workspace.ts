import { z } from 'zod';
import { ZSignatureType } from './constant-enums.ts';
import {
  RELAXED_CHECKS,
  ZIdentificationFailure,
  ZIdentificationReviewReason,
  ZIdentificationStatus,
} from './identification.ts';
import { ZCopyRecipient, ZOperationStatus, ZSignerStatus } from './operations.ts';
import { ZReviewDecider } from './review-decision.ts';

/**
 * The sender's workspace: the list of an account's operations, one operation
 * with its evidence timeline, the live stream of their changes and the sender's actions.
 * Owner only: another account's operation is NOT_FOUND. The web authenticates with its
 * session cookie, an integrator with an account token (Authorization: Bearer).
 */

/** A comma-separated list of statuses, e.g. `status=SIGNED,REJECTED`. */
const ZStatusList = z
  .string()
  .max(300)
  .transform((text) => text.split(',').filter(Boolean))
  .pipe(z.array(ZOperationStatus).max(20));

/** A day (`2026-11-22`) or an instant (`2026-11-22T10:00:00Z`). */
const ZDateBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const ZOperationListQuery = z.object({
  status: ZStatusList.optional().describe(
    'Only operations in one of these statuses, comma-separated (`SIGNED,REJECTED`), as ' +
      'readers see them: an operation past its end date is EXPIRED even before the sweep ' +
      'recorded it.',
  ),
  type: z.optional(ZSignatureType).describe('Only operations of this signature type.'),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe(
      "Search: the subject, a signer's name or e-mail, or a document's name containing the " +
        'text, case-insensitively (`%` and `_` are plain characters).',
    ),
  from: ZDateBound.optional().describe(
    'Created on or after: a day (`2026-11-22`, from its start, UTC) or an instant ' +
      '(`2026-11-22T10:00:00Z`, included).',
  ),
  to: ZDateBound.optional().describe(
    'Created on or before: a day (to its end, UTC) or an instant (included).',
  ),
  sender: z
    .enum(['me', 'all'])
    .default('all')
    .describe(
      "`me`: only the operations the caller sent; `all` (default): the organisation's (a " +
        'sender of an organisation that shows senders only their own sees only theirs either way).',
    ),
  cursor: z
    .string()
    .max(300)
    .optional()
    .describe('`nextCursor` of the previous page, sent with the same filters.'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TOperationListQuery = z.infer<typeof ZOperationListQuery>;

/** GET /api/operations/export.csv: the list's filters, and the reader's language. */
export const ZOperationExportQuery = ZOperationListQuery.omit({ cursor: true, limit: true }).extend(
  {
    lang: z
      .enum(['es', 'en', 'it'])
      .optional()
      .describe(
        "With it, the columns are named and the statuses and types written in it (a person's " +
          "spreadsheet); without it, the columns' names and the codes (a program's). In a " +
          "row, documents' names are joined by ` | `, signers and copy recipients by `; `.",
      ),
  },
);
export type TOperationExportQuery = z.infer<typeof ZOperationExportQuery>;

export const ZWorkspaceSigner = z.object({
  signerUuid: z.uuid(),
  level: z.number().int(),
  order: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  status: ZSignerStatus,
  signedAt: z.string().nullable(),
  /** OTP or HANDWRITTEN once signed. */
  method: z.enum(['OTP', 'HANDWRITTEN']).nullable(),
});
export type TWorkspaceSigner = z.infer<typeof ZWorkspaceSigner>;

export const ZWorkspaceDocument = z.object({
  documentUuid: z.uuid(),
  name: z.string(),
  pages: z.number().int(),
  signed: z.boolean(),
});
export type TWorkspaceDocument = z.infer<typeof ZWorkspaceDocument>;

/** One row of the list. */
export const ZOperationSummary = z.object({
  uuid: z.uuid(),
  opClass: z.number().int(),
  signatureType: ZSignatureType,
  status: ZOperationStatus,
  demo: z.boolean(),
  language: z.enum(['es', 'en', 'it']),
  /** The sender's subject, the operation's title (null: its documents' names are). */
  subject: z.string().nullable(),
  /** The sender's message to the signers. */
  message: z.string().nullable(),
  /** Who is sent the signed documents and the certificate once it is SIGNED. */
  copyRecipients: z.array(ZCopyRecipient),
  documents: z.array(ZWorkspaceDocument),
  signers: z.array(ZWorkspaceSigner),
  createdAt: z.string(),
  /** The time of the newest evidence event. */
  lastEventAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  creditsSpent: z.number().int(),
});
export type TOperationSummary = z.infer<typeof ZOperationSummary>;

export const ZOperationListResponse = z.object({
  items: z.array(ZOperationSummary),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type TOperationListResponse = z.infer<typeof ZOperationListResponse>;

/** One evidence event as the sender sees it. */
export const ZTimelineEvent = z.object({
  seq: z.number().int(),
  /** The event's code, e.g. `operation.created`, `signer.signed`, `signer.rejected`. */
  type: z.string(),
  occurredAt: z.string(),
  actorType: z.string(),
  /** The signer the event is about, when it is about one. */
  signerUuid: z.uuid().nullable(),
  signerName: z.string().nullable(),
  ip: z
    .string()
    .nullable()
    .describe(
      'The client address with its last part hidden (`203.0.113.x`; IPv6 to its first four ' +
        'groups); the evidence itself keeps the full address and user agent.',
    ),
  device: z.string().nullable().describe('The user agent summarised: `Chrome 142 on Android`.'),
  /** What the event says besides (a rejection's `reason`, a document's name…). */
  data: z.record(z.string(), z.unknown()),
});
export type TTimelineEvent = z.infer<typeof ZTimelineEvent>;

/**
 * A file of the operation the sender can download: `url` is a path on the server
 * (`/api/operations/{uuid}/files/…`), answered to the same session cookie or account token.
 */
export const ZWorkspaceFile = z.object({
  kind: z.enum(['original', 'signed', 'certificate']),
  documentUuid: z.uuid().nullable(),
  name: z.string(),
  url: z.string(),
});
export type TWorkspaceFile = z.infer<typeof ZWorkspaceFile>;

/**
 * A video identification of the operation, oldest first: its `videoUuid` names
 * it on the identification service (`/api/v2/identification/images/data/{op}/{video}`, the
 * summary; `/api/v2/identification/certificate/{op}/{video}`, the sealed certificate, once
 * `finished`), which answer the owner's account token.
 */
export const ZWorkspaceIdentification = z.object({
  videoUuid: z.uuid(),
  signerUuid: z.uuid(),
  status: ZIdentificationStatus,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** PASSED, FAILED or REVIEW: the summary is complete and the certificate can be downloaded. */
  finished: z.boolean(),
  /** The images and video were deleted by the retention purge (the certificate stays). */
  purged: z.boolean(),
  /** Why it failed, or why a person should look (the verdict's codes; empty before it). */
  failures: z.array(ZIdentificationFailure),
  reviewReasons: z.array(ZIdentificationReviewReason),
  /** Checks the secure defaults require that this operation did not (said in words). */
  relaxed: z.array(z.enum(RELAXED_CHECKS)),
  /**
   * Under review (absent otherwise): who decides (the platform's reviewers, or the owner),
   * whether a second reviewer confirms, whether a first decision waits for it, and when a
   * decision is expected.
   */
  review: z
    .object({
      by: ZReviewDecider,
      fourEyes: z.boolean(),
      awaitingSecond: z.boolean(),
      expectedBy: z.string(),
    })
    .optional(),
});
export type TWorkspaceIdentification = z.infer<typeof ZWorkspaceIdentification>;

/** GET /api/operations/{operationUuid}. */
export const ZOperationDetail = ZOperationSummary.extend({
  timeline: z
    .array(ZTimelineEvent)
    .describe("Every event of the operation's evidence chain, in order (`seq`)."),
  files: z
    .array(ZWorkspaceFile)
    .describe(
      'The original of each document, the signed version of each signed one, and the ' +
        'certificate once the operation is SIGNED.',
    ),
  /** The video identifications of its signers (none for a signature without video). */
  identifications: z.array(ZWorkspaceIdentification),
  actions: z
    .object({ resend: z.boolean(), remind: z.boolean(), cancel: z.boolean() })
    .describe(
      'What the sender may do now: `resend` and `remind` while the operation is live (not ' +
        'SIGNED, REJECTED, EXPIRED, CANCELLED or SEALING) and a signer is still INVITED, ' +
        'OPENED, DOCUMENT_READ or OTP_SENT; `cancel` while it can still be cancelled.',
    ),
  nextReminderAt: z
    .string()
    .nullable()
    .describe('When the next automatic reminder goes out, if one will.'),
});
export type TOperationDetail = z.infer<typeof ZOperationDetail>;

/** What GET /api/operations/stream sends (Server-Sent Events, `data:` one JSON object). */
export const ZWorkspaceEvent = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('operation'),
      operationUuid: z.uuid(),
      status: ZOperationStatus,
      at: z.string(),
    }),
    z.object({ kind: z.literal('credits'), at: z.string() }),
  ])
  .describe(
    'An operation of the account changed status, or one of its signers took a step ' +
      "(`status`: the operation's then); or the account's credits changed (a spend, " +
      'purchase, grant or refund). The stream starts with `retry: 3000` and sends a `: ping` ' +
      'comment every WORKSPACE_STREAM_HEARTBEAT_MS (20 s).',
  );
export type TWorkspaceEvent = z.infer<typeof ZWorkspaceEvent>;

/** The answer of resend and remind: how many signers were written to. */
export const ZSenderActionResult = z.object({
  result: z.literal('OK'),
  notified: z.number().int(),
});
export type TSenderActionResult = z.infer<typeof ZSenderActionResult>;
