import type { TIdDocumentType } from '@confirma/contracts/constants';
import type { TIdentificationEventType } from '@confirma/contracts/evidence-events';
import type { TTx } from '../../../platform/db/client.ts';
import { recordEvidence } from '../../evidence/index.ts';
import type {
  TIdentificationActor,
  TIdentificationContext,
  TIdentificationRow,
} from '../identification.types.ts';
import { insertCapture, updateIdentification } from '../identification-queries.ts';
import { logFrames, type TFramesToLog } from './frame-log.ts';

/**
 * Stores a capture's image as a content-addressed blob (before the transaction: the same
 * bytes stored twice are one blob, and an unreferenced one is collected) and returns the
 * function that records it inside the caller's transaction.
 */
export async function prepareCapture(
  context: TIdentificationContext,
  image: Uint8Array,
): Promise<{
  sha256: string;
  record(
    tx: TTx,
    values: { identificationId: string; documentType: TIdDocumentType; metadata: unknown },
  ): Promise<{ id: string }>;
}> {
  const { key } = await context.platform.blobs.put(image);
  return {
    sha256: key,
    record: (tx, values) => insertCapture(tx, { ...values, imageSha256: key }),
  };
}

/** A capture a stage's detection keeps: its frame (or a crop of it) and what it shows. */
interface TDetectedCapture {
  image: Uint8Array;
  documentType: TIdDocumentType;
}

/**
 * What every capture stage does once its detection took a frame (the face, a card's front
 * or a passport page, a card's back): the identification moves on (`set`, only while it
 * still records: another request may have moved it first, and then nothing is kept), the
 * frame and any crop of it are stored as the server's captures (source 'detection', with
 * the detection's confidence), its perceptual hash is logged for the recording check, and the
 * evidence event names the frame, in one transaction.
 */
export async function recordDetection(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  row: TIdentificationRow,
  detection: {
    set: Partial<TIdentificationRow>;
    captures: [TDetectedCapture, ...TDetectedCapture[]];
    confidence: number | null;
    event: TIdentificationEventType;
    data: Record<string, unknown>;
    /** The frame judged, for the recording check (frame-log.ts). */
    frames: TFramesToLog;
  },
): Promise<void> {
  const prepared = await Promise.all(
    detection.captures.map(async (capture) => ({
      ...capture,
      stored: await prepareCapture(context, capture.image),
    })),
  );
  await context.db.transaction(async (tx) => {
    const moved = await updateIdentification(tx, {
      id: row.id,
      from: 'RECORDING',
      set: detection.set,
    });
    if (!moved) return;
    await logFrames(tx, row.id, detection.frames);
    const rows = [];
    for (const capture of prepared) {
      rows.push(
        await capture.stored.record(tx, {
          identificationId: row.id,
          documentType: capture.documentType,
          metadata: { source: 'detection', confidence: detection.confidence },
        }),
      );
    }
    await recordEvidence(tx, {
      subjectType: 'identification',
      subjectId: row.id,
      type: detection.event,
      actorType: 'signer',
      actorId: actor.signer.id,
      ...actor.meta,
      data: {
        captureId: rows[0]?.id ?? null,
        imageSha256: prepared[0]?.stored.sha256 ?? null,
        confidence: detection.confidence,
        ...detection.data,
      },
    });
  });
}
