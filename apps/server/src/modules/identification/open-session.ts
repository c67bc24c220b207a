import { randomBytes } from 'node:crypto';
import type { TVideoSessionResponse } from '@confirma/contracts/identification';
import { AppError } from '../../platform/errors.ts';
import type { TIdentificationActor, TIdentificationContext } from './identification.types.ts';
import { livenessModeOf } from './identification-policy.ts';
import { findLatestIdentification, insertIdentification } from './identification-queries.ts';

/**
 * `GET session/{op}` (spec 001 §3.7): our own recording session. An attempt not yet started
 * is handed out again; a passed one closes the identification for this signer, and one under
 * review waits for the owner's decision (GET identification/standing says where they stand).
 * The answer also says what this server asks of the capture: the liveness challenge, the
 * biometric consent, and how long the images and video are kept (the consent text's days).
 */
export async function openSession(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  token: string,
): Promise<TVideoSessionResponse> {
  if (actor.signer.identifiedAt) {
    throw new AppError('IDENTIFICATION_CLOSED', 'The signer is already identified');
  }
  const latest = await findLatestIdentification(context.db, {
    operationId: actor.operationId,
    signerId: actor.signer.id,
  });
  if (latest?.status === 'REVIEW') {
    // The owner decides first: approved, the signer is identified; rejected, a new attempt.
    throw new AppError('IDENTIFICATION_CLOSED', 'The identification is under review');
  }
  const row =
    latest && (latest.status === 'SESSION' || latest.status === 'RECORDING')
      ? latest
      : await context.db.transaction((tx) =>
          insertIdentification(tx, {
            operationId: actor.operationId,
            signerId: actor.signer.id,
            sessionId: randomBytes(16).toString('hex'),
          }),
        );
  return {
    videoUuid: row.id,
    sessionId: row.sessionId,
    apiKey: context.platform.domainUuid,
    token,
    liveness: livenessModeOf(actor.policy),
    consentRequired: context.platform.config.IDENTIFICATION_CONSENT_REQUIRED,
    retentionDays: context.platform.config.IDENTIFICATION_RETENTION_DAYS,
  };
}
