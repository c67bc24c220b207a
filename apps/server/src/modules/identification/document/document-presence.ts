import {
  DOCUMENT_PRESENCE_FINDINGS,
  type TDocumentPresenceFinding,
} from '@confirma/contracts/identification';
import type { TDocumentPresence, TVisionPool } from '@confirma/vision';
import type { TTx } from '../../../platform/db/client.ts';
import { recordEvidence } from '../../evidence/index.ts';
import { pickCapture } from '../capture/pick-capture.ts';
import type { TStoredDocumentPresence } from '../detection-findings.ts';
import type {
  TExtracted,
  TIdentificationActor,
  TIdentificationContext,
} from '../identification.types.ts';
import { listCaptures } from '../identification-queries.ts';

/**
 * Findings that stand once any look saw them: a screen's pattern or bezel, a portrait
 * sliding against its card, are there only when something is presented. The others
 * (`COPY`: nothing on the card changed colour; `OTHER_CARD`: the burst did not show the
 * front's card) are an absence a badly tilted or framed burst also gives: they stand only
 * when every look saw them. A refusal fails the verdict; a doubt sends it to a person.
 */
const SEEN_ONCE: readonly TDocumentPresenceFinding[] = ['SCREEN', 'CUTOUT'];

/**
 * Whether the card is really before the camera (vision `documentPresence`): the front the
 * server captured (its frame, the card's corners and its portrait in it) and one hologram
 * burst's frames. The frames are copied: the pool takes the bytes it is given.
 */
export async function lookForDocument(
  context: Pick<TIdentificationContext, 'db' | 'platform'> & { vision: Pick<TVisionPool, 'run'> },
  identificationId: string,
  extracted: TExtracted,
  frames: readonly Uint8Array[],
): Promise<TDocumentPresence> {
  const captures = await listCaptures(context.db, { identificationId });
  const front = pickCapture(captures, 'DNIFRONT');
  const bytes = front ? new Uint8Array(await context.platform.blobs.get(front.imageSha256)) : null;
  return context.vision.run('documentPresence', {
    front: bytes,
    frontCorners: bytes ? (extracted.frontCorners ?? null) : null,
    ...(bytes && extracted.portraitBox !== undefined ? { portrait: extracted.portraitBox } : {}),
    frames: frames.map((frame) => frame.slice()),
  });
}

/**
 * The stored presence with one more look: how many looks refused, and refused or doubted,
 * each finding, and which refusals and doubts stand (SEEN_ONCE: from one look; the others:
 * while every look saw them).
 */
export function withPresenceLook(
  stored: TStoredDocumentPresence | undefined,
  look: Pick<TDocumentPresence, 'findings' | 'doubts'>,
): TStoredDocumentPresence {
  const looks = (stored?.looks ?? 0) + 1;
  const seen = { ...stored?.seen };
  const suspected = { ...stored?.suspected };
  for (const finding of look.findings) seen[finding] = (seen[finding] ?? 0) + 1;
  for (const finding of [...look.findings, ...look.doubts]) {
    suspected[finding] = (suspected[finding] ?? 0) + 1;
  }
  const stands = (finding: TDocumentPresenceFinding, times: number) =>
    SEEN_ONCE.includes(finding) ? times > 0 : times === looks;
  const findings = DOCUMENT_PRESENCE_FINDINGS.filter((finding) =>
    stands(finding, seen[finding] ?? 0),
  );
  const doubts = DOCUMENT_PRESENCE_FINDINGS.filter(
    (finding) => !findings.includes(finding) && stands(finding, suspected[finding] ?? 0),
  );
  return { findings, doubts, looks, seen, suspected };
}

/**
 * The evidence of one look, its measures and what it found, in the burst's transaction.
 * The signer's answer never says: a presenter is not told which measure gave them away.
 */
export async function recordPresenceLook(
  tx: TTx,
  actor: TIdentificationActor,
  identificationId: string,
  look: { attempt: number; check: TDocumentPresence; stored: TStoredDocumentPresence },
): Promise<void> {
  await recordEvidence(tx, {
    subjectType: 'identification',
    subjectId: identificationId,
    type: 'identification.document_presence_checked',
    actorType: 'signer',
    actorId: actor.signer.id,
    ...actor.meta,
    data: {
      attempt: look.attempt,
      genuine: look.check.genuine,
      findings: look.check.findings,
      doubts: look.check.doubts,
      standing: { findings: look.stored.findings, doubts: look.stored.doubts },
      measures: look.check.measures,
      ms: Math.round(look.check.ms),
    },
  });
}
