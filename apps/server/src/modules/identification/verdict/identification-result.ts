import {
  relaxedChecks,
  type TIdentificationResultResponse,
} from '@confirma/contracts/identification';
import type { TTx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { findIdentificationReviewSettings } from '../../accounts/index.ts';
import { recordEvidence, type TEvidenceInput } from '../../evidence/index.ts';
import {
  findOperation,
  moveSigner,
  notifySender,
  progressOperation,
  SYSTEM_SCOPE,
  type TSignerRow,
} from '../../operations/index.ts';
import { isIdentificationOnly, signerSignatureType } from '../../signer-requests/index.ts';
import { emitWebhookEvent, type TWebhookSender } from '../../webhooks/index.ts';
import { boundFaceMatch } from '../capture/bound-face-match.ts';
import { pickCapture } from '../capture/pick-capture.ts';
import type { TIdentificationActor, TIdentificationContext } from '../identification.types.ts';
import { CERTIFICATE_JOB } from '../identification-jobs.ts';
import { listCaptures, updateIdentification } from '../identification-queries.ts';
import {
  checkRecording,
  recordingEvidence,
  recordingSummary,
} from '../recording/check-recording.ts';
import { recordingVideo } from '../session/recording-identification.ts';
import { judgeIdentification } from './judge-identification.ts';
import { assessRisk, routeByRisk } from './risk-signals.ts';

/**
 * `POST identificationresult/{op}/{video}`: the verdict computed on what the
 * detections gathered (judge-identification.ts) under the operation's policy, recorded once.
 * On a pass, in one transaction: the identification PASSED, the signer IDENTIFIED
 * (identified_at), and the operation IDENTIFIED when it is an identification only (a video
 * signature type goes on to its OTP signature); on a failure the outcome and its reasons,
 * and a new session may start another attempt; a verdict that would pass with a risk signal
 * goes to REVIEW instead (risk-signals.ts), and on REVIEW the signer waits for whoever the
 * account chose to decide (the platform's reviewers or the owner, review/decide-review.ts).
 * Evidence either way, and the certificate job (seal-certificate.ts).
 */

export async function identificationResult(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  videoUuid: string,
): Promise<TIdentificationResultResponse> {
  const recorded = await recordingVideo(context, actor, videoUuid);
  // The portrait against every burst the person answered, whenever they answered them.
  const bound = boundFaceMatch(recorded, recorded.portraitEmbedding);
  const row = { ...recorded, matchScore: bound?.similarity ?? recorded.matchScore };
  const antispoof = await selfieAntispoof(context, row.id);
  const analysis = await checkRecording(context, recorded);
  const nif = actor.signer.signerData.find((datum) => datum.identifier === 'nif')?.value ?? null;
  const judged = judgeIdentification(row, {
    nif: nif ? String(nif) : null,
    policy: actor.policy,
    antispoof,
    today: new Date().toISOString().slice(0, 10),
    recording: analysis ? recordingSummary(analysis) : null,
    demo: actor.demo,
  });
  // Risky passes go to a person; a demo has nobody to review it (risk-signals.ts).
  const risk = actor.demo
    ? { signals: [], documentNumber: null }
    : await assessRisk(context, { row, result: judged, organizationId: actor.organizationId });
  const result = actor.demo ? judged : routeByRisk(judged, risk.signals);
  const routing =
    result.status === 'REVIEW' && actor.organizationId
      ? await findIdentificationReviewSettings(context.db, { userId: actor.organizationId })
      : null;
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
        result,
        matchScore: row.matchScore,
        // The descriptors served the match; only the selfie's is kept, for the account's
        // reuse checks, until the retention purge.
        faceEmbedding: null,
        burstEmbeddings: null,
        portraitEmbedding: null,
        reuseEmbedding: actor.demo ? null : row.faceEmbedding,
        documentNumber: risk.documentNumber,
        ...(routing ? { reviewBy: routing.by, reviewFourEyes: routing.fourEyes } : {}),
      },
    });
    if (!done) throw new AppError('IDENTIFICATION_CLOSED', 'The identification is over');
    if (analysis) {
      await recordEvidence(tx, {
        subjectType: 'identification',
        subjectId: row.id,
        type: 'identification.recording_checked',
        actorType: 'system',
        actorId: null,
        data: recordingEvidence(analysis),
      });
    }
    await recordEvidence(tx, {
      subjectType: 'identification',
      subjectId: row.id,
      type: `identification.${result.status.toLowerCase() as Lowercase<typeof result.status>}`,
      ...evidence,
      data: { ...result, videoSha256: row.videoSha256, faceMatchScores: bound?.scores ?? [] },
    });
    await context.platform.enqueue(tx, CERTIFICATE_JOB, { identificationId: row.id });
    const operation = await findOperation(tx, {
      operationId: actor.operationId,
      scope: SYSTEM_SCOPE,
    });
    if (operation?.organizationId) {
      const type =
        `identification.${result.status.toLowerCase() as Lowercase<typeof result.status>}` as const;
      await emitWebhookEvent(context.platform, tx, operation.organizationId, type, {
        operationUuid: operation.id,
        signerUuid: actor.signer.id,
        result: result.status,
      });
    }
    if (operation) {
      await notifySender(context, tx, {
        kind: 'identification',
        operation,
        signerId: actor.signer.id,
        identification: {
          status: result.status,
          failures: result.failures,
          reviewReasons: result.reviewReasons,
          relaxed: relaxedChecks(result.policy),
          ...(routing ? { reviewBy: routing.by } : {}),
        },
      });
    }
    if (!passed) return;
    await markIdentified(context.platform, tx, {
      operationId: actor.operationId,
      signer: actor.signer,
      videoUuid: row.id,
      at: now,
      evidence,
    });
  });
  return result;
}

/**
 * A passed identification moves its signer to IDENTIFIED, and the operation to IDENTIFIED
 * when it is an identification only (a video signature type goes on to its OTP signature).
 */
export async function markIdentified(
  sender: TWebhookSender,
  tx: TTx,
  passed: {
    operationId: string;
    signer: TSignerRow;
    videoUuid: string;
    at: Date;
    evidence: Omit<TEvidenceInput, 'subjectType' | 'subjectId' | 'type'>;
  },
): Promise<void> {
  await moveSigner(sender, tx, {
    signerId: passed.signer.id,
    to: 'IDENTIFIED',
    extra: { identifiedAt: passed.at },
  });
  const type = signerSignatureType(passed.signer);
  await progressOperation(
    sender,
    tx,
    passed.operationId,
    isIdentificationOnly(type) ? 'IDENTIFIED' : 'RECORDING',
    { type: 'identification.passed', ...passed.evidence, data: { videoUuid: passed.videoUuid } },
  );
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
