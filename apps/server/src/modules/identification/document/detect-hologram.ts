import type {
  TDocumentDetectionResponse,
  THologramRequest,
} from '@confirma/contracts/identification';
import { IDENTIFICATION_DEFAULTS, ZHologramRequest } from '@confirma/contracts/identification';
import { measureQuality } from '@confirma/vision';
import { AppError } from '../../../platform/errors.ts';
import { recordEvidence } from '../../evidence/index.ts';
import { decodeFrame } from '../capture/decode-frame.ts';
import { hashFrames, logFrames } from '../capture/frame-log.ts';
import { qualityFlags, qualityThresholds } from '../capture/frame-quality.ts';
import { prepareCapture } from '../capture/store-capture.ts';
import { extractedOf } from '../detection-findings.ts';
import type {
  TExtracted,
  TIdentificationActor,
  TIdentificationContext,
  TStoredHologram,
} from '../identification.types.ts';
import {
  findIdentification,
  lockIdentification,
  updateIdentification,
} from '../identification-queries.ts';
import { recordingIdentification } from '../session/recording-identification.ts';
import { cropDocument } from './document-crop.ts';
import { lookForDocument, recordPresenceLook, withPresenceLook } from './document-presence.ts';

/** Bursts of one identification; past them the check stays as it is. */
const MAX_HOLOGRAM_ATTEMPTS = 5;
const threshold = IDENTIFICATION_DEFAULTS.hologramConfidence;

/**
 * `POST detection/hologram/{op}`: after a card's front and before its back, a burst of
 * frames taken while the card is tilted, checked in the vision pool (document/hologram.ts:
 * the card straightened in each frame, a small region changing colour between frames while
 * the rest keeps its colours). The best score is kept on the identification; the most
 * telling frame is stored as the HOLOGRAM capture when it beats the earlier bursts; each
 * burst is an evidence event. Five bursts at most. Each burst is also a look at whether
 * the card is physically there (document-presence.ts), kept for the verdict and never said
 * in the answer.
 */
export async function detectHologram(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  input: THologramRequest,
): Promise<TDocumentDetectionResponse> {
  const receivedAt = new Date();
  const request = ZHologramRequest.parse(input);
  const row = await recordingIdentification(context, actor, ['BACK']);
  const before = extractedOf(row);
  hologramTurn(before);
  const maxPixels = context.platform.config.IMAGE_MAX_PIXELS;
  const frames = request.frames.map((frame) => new Uint8Array(decodeFrame(frame, { maxPixels })));
  // The pool takes the bytes it is given: the frames are kept here for the capture.
  const [check, presence] = await context.vision.together((vision) =>
    Promise.all([
      vision.run('hologram', { frames: frames.map((frame) => frame.slice()), threshold }),
      lookForDocument({ ...context, vision }, row.id, before ?? {}, frames),
    ]),
  );
  const telling = check.telling ? frames[check.telling.frame] : undefined;
  const quality = qualityFlags(
    await measureQuality(telling ?? (frames[0] as Uint8Array), qualityThresholds(request)),
    request,
  );
  const crop =
    telling && check.telling && request.returnHologramImg
      ? (await cropDocument(telling, check.telling)).document
      : null;
  const capture = telling ? await prepareCapture(context, telling) : null;
  const logged = await hashFrames('HOLOGRAM', receivedAt, frames);

  await context.db.transaction(async (tx) => {
    // Read again under the row's lock: two bursts at once count as two tries.
    await lockIdentification(tx, { id: row.id });
    const fresh = await findIdentification(tx, {
      id: row.id,
      operationId: actor.operationId,
      signerId: actor.signer.id,
    });
    if (fresh?.status !== 'RECORDING') {
      throw new AppError('IDENTIFICATION_CLOSED', 'The identification is over');
    }
    if (fresh.stage !== 'BACK') {
      throw new AppError('IDENTIFICATION_OUT_OF_ORDER', `The identification is at ${fresh.stage}`);
    }
    const extracted = extractedOf(fresh);
    const previous = hologramTurn(extracted);
    // The stored capture is always the best burst's frame (images/data shows the latest).
    const improves = capture !== null && (previous.score === null || check.score > previous.score);
    const hologram: TStoredHologram = {
      detected: previous.detected || check.detected,
      score: improves ? check.score : previous.score,
      attempts: previous.attempts + 1,
    };
    const documentPresence = withPresenceLook(extracted?.documentPresence, presence);
    await updateIdentification(tx, {
      id: row.id,
      from: 'RECORDING',
      set: { extracted: { ...extracted, hologram, documentPresence } },
    });
    await logFrames(tx, row.id, logged);
    const captureRow =
      improves && capture
        ? await capture.record(tx, {
            identificationId: row.id,
            documentType: 'HOLOGRAM',
            metadata: { source: 'detection', confidence: check.score, detected: check.detected },
          })
        : null;
    await recordEvidence(tx, {
      subjectType: 'identification',
      subjectId: row.id,
      type: 'identification.hologram_checked',
      actorType: 'signer',
      actorId: actor.signer.id,
      ...actor.meta,
      data: {
        attempt: hologram.attempts,
        passed: check.detected,
        score: check.score,
        threshold,
        changedShare: check.changedShare,
        printChangedShare: check.printChangedShare,
        reason: check.reason,
        frames: frames.length,
        cardFrames: check.frames,
        captureId: captureRow?.id ?? null,
        imageSha256: captureRow ? capture?.sha256 : null,
      },
    });
    await recordPresenceLook(tx, actor, row.id, {
      attempt: hologram.attempts,
      check: presence,
      stored: documentPresence,
    });
  });
  return [
    {
      detected: check.detected,
      documenttype: 'hologram',
      confidence: check.score,
      brightness: quality.brightness,
      blur: quality.blur,
      biometryData: null,
      ocr: null,
      imagebase64: crop ? crop.toString('base64') : null,
      imagemrzbase64: null,
    },
  ];
}

/** The stored bursts of a card with tries left; otherwise the burst is out of order. */
function hologramTurn(extracted: TExtracted | null): TStoredHologram {
  if (extracted?.document !== 'ID_CARD') {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'Only a card front has a hologram');
  }
  const stored = extracted.hologram ?? { detected: false, score: null, attempts: 0 };
  if (stored.attempts >= MAX_HOLOGRAM_ATTEMPTS) {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'No tries left for the hologram');
  }
  return stored;
}
