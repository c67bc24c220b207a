import type {
  TOperationDetail,
  TOperationSummary,
  TWorkspaceFile,
  TWorkspaceIdentification,
} from '@confirma/contracts/workspace';
import { AppError } from '../../platform/errors.ts';
import { listEvidence } from '../evidence/index.ts';
import { signedPdfName } from '../mail-texts/index.ts';
import type { TOperationsContext } from '../operations/index.ts';
import {
  AT_TURN,
  canTransition,
  EXPIRABLE_STATUSES,
  findOperation,
  listSigners,
  memberScope,
} from '../operations/index.ts';
import { nextReminderAt } from './automatic-reminders.ts';
import type { TWorkspaceMember } from './list-operations.ts';
import { senderTimeline } from './sender-timeline.ts';
import { summariseOperations } from './summarise-operations.ts';

/** Where the sender downloads a file of the operation (their session or token applies). */
export function senderFilePath(
  operationId: string,
  file: { kind: 'original' | 'signed'; documentId: string } | { kind: 'certificate' },
): string {
  const base = `/api/operations/${operationId}/files`;
  return file.kind === 'certificate'
    ? `${base}/certificate`
    : `${base}/${file.kind}/${file.documentId}`;
}

/** The original of each document, the signed version of each signed one, and the certificate once SIGNED. */
function filesOf(summary: TOperationSummary): TWorkspaceFile[] {
  const files: TWorkspaceFile[] = [];
  for (const document of summary.documents) {
    const documentId = document.documentUuid;
    files.push({
      kind: 'original',
      documentUuid: documentId,
      name: document.name,
      url: senderFilePath(summary.uuid, { kind: 'original', documentId }),
    });
    if (document.signed) {
      files.push({
        kind: 'signed',
        documentUuid: documentId,
        name: signedPdfName(document.name, summary.language),
        url: senderFilePath(summary.uuid, { kind: 'signed', documentId }),
      });
    }
  }
  // A certified notification's certificate of delivery tells each step as it comes, so it
  // is offered as soon as the notification has been sent (or bounced).
  const notified = summary.signatureType === 'NOTIFICACION' && summary.status !== 'CREATED';
  if (summary.status === 'SIGNED' || notified) {
    files.push({
      kind: 'certificate',
      documentUuid: null,
      name: `acta-${summary.uuid}.pdf`,
      url: senderFilePath(summary.uuid, { kind: 'certificate' }),
    });
  }
  return files;
}

/**
 * The video identifications of an operation the caller owns: the identification module
 * answers (it depends on this module, so it is handed in, not imported).
 */
export type TIdentificationsOf = (operationId: string) => Promise<TWorkspaceIdentification[]>;

/**
 * One operation of the account as its sender follows it: the list's row, the evidence
 * timeline, the files to download, its video identifications and what may be done now.
 * Another account's operation, or a demo, is NOT_FOUND. A read: an operation past its end
 * date shows EXPIRED, nothing is written.
 */
export async function readOperationDetail(
  { db, platform }: Pick<TOperationsContext, 'db' | 'platform'>,
  {
    member,
    operationId,
    identificationsOf,
  }: { member: TWorkspaceMember; operationId: string; identificationsOf: TIdentificationsOf },
): Promise<TOperationDetail> {
  const operation = await findOperation(db, { operationId, scope: memberScope(member) });
  if (!operation) throw new AppError('NOT_FOUND', 'No such operation');
  const [[summary], events, signers, identifications] = await Promise.all([
    summariseOperations(db, [operation]),
    listEvidence(db, { subjectType: 'operation', subjectId: operation.id }),
    listSigners(db, { operationId: operation.id }),
    identificationsOf(operation.id),
  ]);
  if (!summary) throw new AppError('NOT_FOUND', 'No such operation');
  // What nudgeSigners accepts: a live operation with a signer at their turn to write to
  // (never a certified notification: it is delivered once).
  const awaited =
    operation.signatureType !== 'NOTIFICACION' &&
    EXPIRABLE_STATUSES.includes(summary.status) &&
    signers.some((signer) => AT_TURN.includes(signer.status) && signer.email);
  return {
    ...summary,
    timeline: senderTimeline(events, summary.signers),
    files: filesOf(summary),
    identifications,
    actions: {
      resend: awaited,
      remind: awaited,
      cancel: canTransition(summary.status, 'CANCELLED'),
    },
    nextReminderAt:
      nextReminderAt(
        { ...operation, status: summary.status },
        signers,
        platform.config.REMINDER_DAYS,
      )?.toISOString() ?? null,
  };
}
