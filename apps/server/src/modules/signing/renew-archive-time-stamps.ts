import { DAY_MS } from '../../platform/time-units.ts';
import { queueAnchor, recordEvidence } from '../evidence/index.ts';
import {
  listArchiveRenewalsDue,
  storeSealedVersion,
  type TDocumentRow,
  type TOperationsContext,
} from '../operations/index.ts';
import { lastTimeStampExpiry } from '../sealing/index.ts';

/** Documents renewed a run: each is a seal thread's parse and two signatures. */
const RENEWALS_A_RUN = 50;
/** The soonest a renewed document is looked at again (its TSA certificate ends soon too). */
const MIN_NEXT_RENEWAL = 7 * DAY_MS;

/**
 * When `pdf`'s newest time stamp needs another: ARCHIVE_RENEW_DAYS before its TSA
 * certificate ends, but never sooner than a week from now (a TSA whose own certificate is
 * about to end is the administrator's to replace, not a reason to stamp every day).
 */
export function archiveRenewalAt(pdf: Uint8Array, renewDays: number, now = new Date()): Date {
  const expiry = lastTimeStampExpiry(pdf);
  const due = expiry ? expiry.getTime() - renewDays * DAY_MS : now.getTime();
  return new Date(Math.max(due, now.getTime() + MIN_NEXT_RENEWAL));
}

async function renewOne(context: TOperationsContext, document: TDocumentRow, now: Date) {
  const { platform } = context;
  const before = document.signedSha256;
  if (!before) return false;
  const bytes = await context.extendArchive(await platform.blobs.get(before));
  const stored = await platform.blobs.put(bytes);
  const archiveRenewAt = archiveRenewalAt(bytes, platform.config.ARCHIVE_RENEW_DAYS, now);
  return context.db.transaction(async (tx) => {
    const moved = !(await storeSealedVersion(tx, {
      documentId: document.id,
      before,
      after: stored.key,
      archiveRenewAt,
    }));
    if (moved) return false;
    const subject = { subjectType: 'operation', subjectId: document.operationId } as const;
    await recordEvidence(tx, {
      ...subject,
      type: 'operation.archive_time_stamped',
      actorType: 'system',
      documentSha256: stored.key,
      data: { documentId: document.id, name: document.name, before, after: stored.key },
    });
    await queueAnchor(platform, tx, subject);
    return true;
  });
}

/**
 * PAdES B-LTA renewal: each signed document whose newest time stamp is due (its TSA
 * certificate ends within ARCHIVE_RENEW_DAYS) gets a DSS with that TSA's validation data
 * and a new document time stamp over everything, stored as its new signed version with an
 * evidence event. A document that fails stays due and is tried on the next run.
 */
export async function renewArchiveTimeStamps(
  context: TOperationsContext,
  { now = new Date(), limit = RENEWALS_A_RUN }: { now?: Date; limit?: number } = {},
): Promise<{ renewed: number; failed: number }> {
  const due = await listArchiveRenewalsDue(context.db, { now, limit });
  let renewed = 0;
  let failed = 0;
  for (const document of due) {
    try {
      if (await renewOne(context, document, now)) renewed += 1;
    } catch (error) {
      failed += 1;
      context.platform.log.error(
        { err: error, documentId: document.id },
        'archive time stamp not renewed',
      );
    }
  }
  return { renewed, failed };
}
