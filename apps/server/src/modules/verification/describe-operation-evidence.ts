import type { TVerifiedOperation } from '@confirma/contracts/verify';
import { AppError } from '../../platform/errors.ts';
import {
  anchorSubject,
  listEvidence,
  type TMirroredAnchor,
  verifyEvidenceChain,
} from '../evidence/index.ts';
import { effectiveStatus, findOperation, SYSTEM_SCOPE } from '../operations/index.ts';
import type { TVerificationContext } from './verification.types.ts';

/**
 * An operation's evidence as the public sees it: the status, whether the chain verifies
 * (hashes, links, RFC 3161 anchors), how far the anchors reach, and each event's code and
 * time. No names, e-mails, phones, addresses or user agents: those stay in the certificate
 * the parties hold. With `mirror` (the posted bytes of a copy of the public anchor log a
 * third party kept), the chain is checked against that copy's anchors too; the copy is
 * read, and every token checked, in the anchor verifier's thread (VALIDATION_FAILED when
 * it is no copy: readAnchorMirror).
 */
export async function describeOperationEvidence(
  context: TVerificationContext,
  {
    operationId,
    matchedBy,
    mirror,
  }: {
    operationId: string;
    matchedBy: TVerifiedOperation['matchedBy'];
    mirror?: Uint8Array;
  },
): Promise<TVerifiedOperation | null> {
  const operation = await findOperation(context.db, { operationId, scope: SYSTEM_SCOPE });
  if (!operation) return null;
  const subject = { subjectType: 'operation', subjectId: operation.id };
  let mirrored: TMirroredAnchor[] | undefined;
  if (mirror) {
    const read = await context.anchors.readMirror(mirror, anchorSubject(subject));
    if (!read.ok) throw new AppError('VALIDATION_FAILED', read.reason);
    mirrored = read.anchors;
  }
  const [events, chain] = await Promise.all([
    listEvidence(context.db, subject),
    verifyEvidenceChain(context.db, subject, context.evidenceTrust, {
      mirrored,
      check: context.anchors.check,
    }),
  ]);
  return {
    operationUuid: operation.id,
    status: effectiveStatus(operation),
    matchedBy,
    chain: {
      valid: chain.ok,
      events: chain.events,
      anchoredEvents: chain.anchoredEvents,
      head: chain.head,
      anchors: chain.anchors.map((anchor) => ({
        seq: anchor.seq,
        time: anchor.genTime,
        tsa: anchor.tsa,
        valid: anchor.valid,
        ...(anchor.mirrored ? { mirrored: true } : {}),
      })),
    },
    mirror: chain.mirror && {
      anchors: chain.mirror.anchors,
      missing: chain.mirror.missing,
      untrusted: chain.mirror.untrusted.length,
    },
    events: events.map((event) => ({
      seq: event.seq,
      type: event.type,
      at: event.occurredAt.toISOString(),
    })),
  };
}
