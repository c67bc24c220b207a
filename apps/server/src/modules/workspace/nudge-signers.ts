import type { TSenderActionResult } from '@confirma/contracts/workspace';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { RateLimitedError } from '../../platform/http/rate-limit.ts';
import { DAY_MS } from '../../platform/time-units.ts';
import { evidenceTimes, recordEvidence } from '../evidence/index.ts';
import type { TOperationAccess, TOperationsContext, TRequestMeta } from '../operations/index.ts';
import {
  AT_TURN,
  EXPIRABLE_STATUSES,
  firstDocumentId,
  listSigners,
  lockOperationStatus,
  progressOperation,
  queueSigningMail,
  refuseIfExpired,
  restartReminders,
} from '../operations/index.ts';

/**
 * How often a sender may write to an operation's signers (resent invitations and
 * reminders counted together, so a signer is not flooded): one every
 * SENDER_NUDGE_INTERVAL_SECONDS (10 minutes), SENDER_NUDGE_DAILY_MAX (5) in 24 hours.
 * Counted on the operation's evidence, so every server process sees the same count.
 */
function nudgeLimits({ config }: TOperationsContext['platform']) {
  return [
    { windowMs: config.SENDER_NUDGE_INTERVAL_SECONDS * 1000, max: 1 },
    { windowMs: DAY_MS, max: config.SENDER_NUDGE_DAILY_MAX },
  ];
}

const EVENT = {
  invitation: 'operation.invitation_resent',
  reminder: 'operation.reminder_sent',
} as const;

/**
 * Seconds until the sender may write to the operation's signers again (0: now), from the
 * times of their earlier resends and reminders.
 */
export async function nudgeRetryAfter(
  context: Pick<TOperationsContext, 'platform'>,
  db: TDbOrTx,
  operationId: string,
  now = Date.now(),
): Promise<number> {
  const limits = nudgeLimits(context.platform);
  const longest = Math.max(...limits.map((limit) => limit.windowMs));
  const times = await evidenceTimes(db, {
    subjectType: 'operation',
    subjectId: operationId,
    types: Object.values(EVENT),
    actorType: 'sender',
    since: new Date(now - longest),
  });
  let waitMs = 0;
  for (const { windowMs, max } of limits) {
    const inWindow = times.filter((time) => time.getTime() > now - windowMs);
    const freed = inWindow[max - 1];
    if (freed) waitMs = Math.max(waitMs, freed.getTime() + windowMs - now);
  }
  return Math.ceil(waitMs / 1000);
}

/**
 * The sender writes again to every signer whose turn it is and who has not signed: the
 * invitation with a new signing link (their automatic reminders then count from now), or
 * a reminder that says when the request expires. Under a lock on the operation, so the
 * limits hold under parallel requests; the e-mails and the evidence event commit together.
 * 409 when the operation has ended (or is being sealed) or nobody is left to write to,
 * 429 with Retry-After over the limits.
 */
export async function nudgeSigners(
  context: TOperationsContext,
  {
    access,
    kind,
    meta,
  }: { access: TOperationAccess; kind: 'invitation' | 'reminder'; meta: TRequestMeta },
): Promise<TSenderActionResult> {
  if (access.actor !== 'sender') throw new AppError('FORBIDDEN', 'Only the sender can do this');
  const { operation, userId } = access;
  if (operation.signatureType === 'NOTIFICACION') {
    // A certified notification is delivered once: its evidence is that delivery.
    throw new AppError('CONFLICT', 'A certified notification is not resent');
  }
  await refuseIfExpired(context, operation);
  return context.db.transaction(async (tx) => {
    const status = await lockOperationStatus(tx, operation.id);
    if (!EXPIRABLE_STATUSES.includes(status)) {
      throw new AppError('CONFLICT', `The operation is ${status.toLowerCase()}`);
    }
    const retryAfter = await nudgeRetryAfter(context, tx, operation.id);
    if (retryAfter > 0) throw new RateLimitedError(retryAfter);
    const signers = (await listSigners(tx, { operationId: operation.id })).filter(
      (signer) => AT_TURN.includes(signer.status) && signer.email,
    );
    if (!signers.length) throw new AppError('CONFLICT', 'No signer is waiting for an e-mail');
    const documentId = await firstDocumentId(tx, operation.id);
    const written: { signerId: string; to: string | null }[] = [];
    for (const signer of signers) {
      const to = await queueSigningMail(context, tx, {
        operationId: operation.id,
        signer,
        documentId,
        ...(kind === 'invitation' ? { kind } : { kind, expiresAt: operation.expiresAt }),
      });
      if (kind === 'invitation') await restartReminders(tx, { signerId: signer.id });
      written.push({ signerId: signer.id, to });
    }
    const evidence = {
      type: EVENT[kind],
      actorType: 'sender' as const,
      actorId: userId,
      ...meta,
      data: { signers: written },
    };
    // A resent invitation is an invitation sent: a request never sent before becomes SENT.
    if (kind === 'invitation')
      await progressOperation(context.platform, tx, operation.id, 'SENT', evidence);
    else
      await recordEvidence(tx, { ...evidence, subjectType: 'operation', subjectId: operation.id });
    return { result: 'OK' as const, notified: written.length };
  });
}
