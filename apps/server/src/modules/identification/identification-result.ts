import type { TIdentificationResultResponse } from '@confirma/contracts/identification';
import { AppError } from '../../platform/errors.ts';
import { recordEvidence } from '../evidence/index.ts';
import {
  isIdentificationOnly,
  moveSigner,
  progressOperation,
  signerSignatureType,
} from '../operations/index.ts';
import type { TIdentificationActor, TIdentificationContext } from './identification.types.ts';
import { CERTIFICATE_JOB } from './identification-jobs.ts';
import { listCaptures, updateIdentification } from './identification-queries.ts';
import { judgeIdentification } from './judge-identification.ts';
import { pickCapture } from './pick-capture.ts';
import { recordingVideo } from './recording-identification.ts';

/**
 * `POST identificationresult/{op}/{video}` (spec 001 §4.7): the verdict computed on what the
 * detections gathered (judge-identification.ts) and recorded once. On a pass, in one
 * transaction: the identification PASSED, the signer IDENTIFIED (identified_at), and the
 * operation IDENTIFIED when it is an identification only (a video signature type goes on
 * to its OTP signature); on a failure the outcome and its reasons, and a new session may
 * start another attempt. Evidence either way, and the certificate job (seal-certificate.ts).
 */
export async function identificationResult(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  videoUuid: string,
): Promise<TIdentificationResultResponse> {
  const row = await recordingVideo(context, actor, videoUuid);
  const antispoof = await selfieAntispoof(context, row.id);
  const nif = actor.signer.signerData.find((datum) => datum.identifier === 'nif')?.value ?? null;
  const result = judgeIdentification(row, {
    nif: nif ? String(nif) : null,
    blocking: context.platform.config.IDENTIFICATION_BIOMETRY_BLOCKING,
    livenessRequired: context.platform.config.IDENTIFICATION_LIVENESS_REQUIRED,
    hologramRequired: context.platform.config.IDENTIFICATION_HOLOGRAM_REQUIRED,
    antispoof,
    today: new Date().toISOString().slice(0, 10),
  });
  const passed = result.status === 'PASSED';
  const evidence = {
    actorType: 'signer' as const,
    actorId: actor.signer.id,
    ...actor.meta,
  };
  await context.db.transaction(async (tx) => {
    const now = new Date();
    const done = await updateIdentification(tx, {
      id: row.id,
      from: 'RECORDING',
      set: {
        status: result.status,
        completedAt: now,
        result: result as unknown as Record<string, unknown>,
        // The descriptor served the match; it is not kept past the verdict.
        faceEmbedding: null,
      },
    });
    if (!done) throw new AppError('IDENTIFICATION_CLOSED', 'The identification is over');
    await recordEvidence(tx, {
      subjectType: 'identification',
      subjectId: row.id,
      type: passed ? 'identification.passed' : 'identification.failed',
      ...evidence,
      data: { ...result, videoSha256: row.videoSha256 },
    });
    await context.platform.enqueue(tx, CERTIFICATE_JOB, { identificationId: row.id });
    if (!passed) return;
    await moveSigner(tx, {
      signerId: actor.signer.id,
      to: 'IDENTIFIED',
      extra: { identifiedAt: now },
    });
    const type = signerSignatureType(actor.signer);
    await progressOperation(
      tx,
      actor.operationId,
      isIdentificationOnly(type) ? 'IDENTIFIED' : 'RECORDING',
      { type: 'identification.passed', ...evidence, data: { videoUuid: row.id } },
    );
  });
  return result;
}

/** The engine's passive anti-spoof score of the stored selfie (advisory), or null. */
async function selfieAntispoof(context: TIdentificationContext, identificationId: string) {
  const captures = await listCaptures(context.db, { identificationId });
  const selfie = pickCapture(captures, 'FACE');
  if (!selfie) return null;
  const image = await context.platform.blobs.get(selfie.imageSha256);
  const face = await context.vision.run('face', {
    image,
    options: { widthFaceRect: 0, returnFaceImg: false, liveness: true },
  });
  return face.antispoof === null ? null : Number(face.antispoof.toFixed(4));
}
