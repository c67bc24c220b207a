import {
  COLOUR_NAMES,
  COLOUR_SEQUENCE_DEFAULTS,
  IDENTIFICATION_DEFAULTS,
  type TColourRequest,
  type TColourResponse,
} from '@confirma/contracts/identification';
import { colourFollowed, faceMatch, type TColourReflection } from '@confirma/vision';
import { AppError } from '../../../platform/errors.ts';
import { recordEvidence } from '../../evidence/index.ts';
import { decodeFrame } from '../capture/decode-frame.ts';
import { hashFrames, logFrames, type TFramesToLog } from '../capture/frame-log.ts';
import { extractedOf } from '../detection-findings.ts';
import type {
  TIdentificationActor,
  TIdentificationContext,
  TIdentificationRow,
  TStoredColour,
} from '../identification.types.ts';
import { updateIdentification } from '../identification-queries.ts';
import { recordingIdentification } from '../session/recording-identification.ts';
import { colourSequenceView, drawColours, isColourSettled } from './colour-sequence.ts';

const threshold = IDENTIFICATION_DEFAULTS.biometryConfidence;

/**
 * `POST detection/colours/{op}`: the frames the page took while its screen showed the open
 * colour sequence (the neutral screen, then one per colour), after the movement challenges
 * and before the documents. Timed when the request arrives, inside the sequence's window on
 * the server's clock (later: settled as expired, 409 CHALLENGE_EXPIRED). In the vision pool
 * the neutral frame's face must be the selfie's person, and the skin's colour must follow
 * the issued colours beyond the far room's (colour-reflection.ts). A try that does not pass
 * draws a new sequence while tries are left. Each try is an evidence event with what was
 * issued and what was measured; its frames are logged for the recording check.
 */
export async function checkColours(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  request: TColourRequest,
): Promise<TColourResponse> {
  const receivedAt = new Date();
  const row = await recordingIdentification(context, actor, ['FRONT']);
  const colour = openColour(extractedOf(row).colour);
  if (request.steps.length !== colour.colours.length) {
    throw new AppError('VALIDATION_FAILED', 'One frame per colour of the sequence', [
      { path: 'steps', message: `${colour.colours.length} frames expected` },
    ]);
  }
  const openedAt = Date.parse(colour.openedAt as string);
  const lateMs = receivedAt.getTime() - openedAt - colour.windowSeconds * 1000;
  if (lateMs > 0) {
    await settle(
      context,
      actor,
      row,
      { ...colour, expired: true },
      {
        attempt: colour.attempts + 1,
        issued: colour.colours,
        passed: false,
        expired: true,
        lateMs,
      },
    );
    throw new AppError('CHALLENGE_EXPIRED', 'The window of the colour sequence closed');
  }
  const maxPixels = context.platform.config.IMAGE_MAX_PIXELS;
  const frames = [request.neutral, ...request.steps].map(
    (frame) => new Uint8Array(decodeFrame(frame, { maxPixels })),
  );
  const [measure, logged] = await Promise.all([
    measureTry(context, row, colour, frames),
    hashFrames('COLOUR', receivedAt, frames),
  ]);
  const passed = measure.passed;
  const attempts = colour.attempts + 1;
  const retry = !passed && attempts < COLOUR_SEQUENCE_DEFAULTS.tries;
  const tried: TStoredColour = {
    ...colour,
    attempts,
    passed,
    score: Math.max(colour.score ?? 0, measure.score),
    ...(passed ? { answeredAt: receivedAt.toISOString() } : {}),
    // Not passed with tries left: the next try shows a sequence nobody has seen.
    ...(retry ? { colours: drawColours(), openedAt: new Date().toISOString() } : {}),
  };
  await settle(
    context,
    actor,
    row,
    tried,
    {
      attempt: attempts,
      issued: colour.colours,
      stepMs: colour.stepMs,
      passed,
      score: measure.score,
      matched: measure.reflection?.matched ?? 0,
      // Each step as measured, its colours named.
      steps: (measure.reflection?.steps ?? []).map((step) => ({
        ...step,
        issued: COLOUR_NAMES[step.issued],
        nearest: step.nearest === null ? null : COLOUR_NAMES[step.nearest],
      })),
      similarity: measure.similarity,
      faceFound: measure.faceFound,
      receivedAt: receivedAt.toISOString(),
    },
    logged,
  );
  return {
    passed,
    score: measure.score,
    matched: measure.reflection?.matched ?? 0,
    steps: colour.colours.length,
    next: retry ? colourSequenceView(tried) : null,
  };
}

/** The stored sequence if it is open: drawn, its challenges settled, itself not settled. */
function openColour(colour: TStoredColour | undefined): TStoredColour {
  if (!colour) throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'No colour sequence was issued');
  if (colour.openedAt === null) {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'Answer the movement challenges first');
  }
  if (isColourSettled(colour)) {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'The colour sequence is settled');
  }
  return colour;
}

/**
 * One try in the vision pool: the neutral frame's face (its box, and the selfie's person),
 * then how the skin's colour followed the sequence. No face, or another person: not passed,
 * score 0.
 */
async function measureTry(
  context: TIdentificationContext,
  row: TIdentificationRow,
  colour: TStoredColour,
  frames: Uint8Array[],
) {
  const [face] = await context.vision.run('faces', {
    frames: [(frames[0] as Uint8Array).slice()],
    options: { widthFaceRect: 0, attributes: false },
  });
  const box = face?.detected ? (face.landmarkBox ?? face.box) : null;
  const similarity =
    face?.embedding && row.faceEmbedding
      ? faceMatch(row.faceEmbedding, face.embedding, { threshold }).similarity
      : null;
  const same = similarity !== null && similarity >= threshold;
  const reflection: TColourReflection | null =
    box && same
      ? await context.vision.run('colours', {
          frames: frames.map((frame) => frame.slice()),
          colours: colour.colours,
          box,
        })
      : null;
  return {
    passed: reflection !== null && colourFollowed(reflection),
    score: reflection?.score ?? 0,
    reflection,
    similarity: similarity === null ? null : Number(similarity.toFixed(4)),
    faceFound: box !== null,
  };
}

/** Stores the try (its frames logged for the recording) with its evidence, in one transaction. */
async function settle(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  row: TIdentificationRow,
  colour: TStoredColour,
  data: Record<string, unknown>,
  logged?: TFramesToLog,
) {
  await context.db.transaction(async (tx) => {
    const stored = await updateIdentification(tx, {
      id: row.id,
      from: 'RECORDING',
      set: { extracted: { ...extractedOf(row), colour } },
    });
    if (!stored) throw new AppError('IDENTIFICATION_CLOSED', 'The identification is over');
    if (logged) await logFrames(tx, row.id, logged);
    await recordEvidence(tx, {
      subjectType: 'identification',
      subjectId: row.id,
      type: 'identification.colour_checked',
      actorType: 'signer',
      actorId: actor.signer.id,
      ...actor.meta,
      data,
    });
  });
}
