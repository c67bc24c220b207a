import { randomBytes } from 'node:crypto';
import type { TVideoSessionResponse } from '@confirma/contracts/identification';
import { AppError } from '../../../platform/errors.ts';
import { recordEvidence } from '../../evidence/index.ts';
import type { TIdentificationActor, TIdentificationContext } from '../identification.types.ts';
import {
  findLatestIdentification,
  insertIdentification,
  updateIdentification,
} from '../identification-queries.ts';
import { livenessModeOf } from '../verdict/identification-policy.ts';

/**
 * `GET session/{op}`: our own recording session. An attempt not yet started
 * is handed out again; one left recording is cancelled and a new one opened; a passed one closes the identification for this signer, and one under
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
    latest?.status === 'SESSION'
      ? latest
      : await context.db.transaction(async (tx) => {
          // A recording attempt the signer comes back to (the page closed, the phone
          // slept) cannot be resumed: the capture starts over. It is cancelled, with its
          // evidence, and a new attempt takes its place.
          if (latest?.status === 'RECORDING') {
            const abandoned = await updateIdentification(tx, {
              id: latest.id,
              from: 'RECORDING',
              set: { status: 'CANCELLED', completedAt: new Date() },
            });
            if (abandoned) {
              await recordEvidence(tx, {
                subjectType: 'identification',
                subjectId: latest.id,
                type: 'identification.abandoned',
                actorType: 'signer',
                actorId: actor.signer.id,
                ...actor.meta,
                data: { stage: latest.stage },
              });
            }
          }
          return insertIdentification(tx, {
            operationId: actor.operationId,
            signerId: actor.signer.id,
            sessionId: randomBytes(16).toString('hex'),
          });
        });
  return {
    videoUuid: row.id,
    sessionId: row.sessionId,
    apiKey: context.platform.domainUuid,
    token,
    liveness: livenessModeOf(actor.policy),
    consentRequired: actor.policy.consent !== 'OFF',
    retentionDays: context.platform.config.IDENTIFICATION_RETENTION_DAYS,
  };
}
