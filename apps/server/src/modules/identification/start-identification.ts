import { createHash } from 'node:crypto';
import type {
  TBiometricConsent,
  TStartIdentificationResponse,
} from '@confirma/contracts/identification';
import { AppError } from '../../platform/errors.ts';
import { recordEvidence } from '../evidence/index.ts';
import { moveSigner, progressOperation } from '../operations/index.ts';
import type { TIdentificationActor, TIdentificationContext } from './identification.types.ts';
import { findLatestIdentification, updateIdentification } from './identification-queries.ts';

/**
 * `POST startidentification/{op}` (spec 001 §4.1 step 3): the session's attempt starts
 * recording; the signer becomes IDENTIFYING and the operation RECORDING, with the evidence,
 * in one transaction. The biometric consent the screen sends (GDPR art. 9) is part of the
 * identification's start event (its text's SHA-256 added; the event has the server's time);
 * without one the event says `consent: null`, and a server with
 * IDENTIFICATION_CONSENT_REQUIRED refuses to start.
 */
export async function startIdentification(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  { consent }: { consent?: TBiometricConsent | undefined } = {},
): Promise<TStartIdentificationResponse> {
  if (!consent && context.platform.config.IDENTIFICATION_CONSENT_REQUIRED) {
    throw new AppError(
      'IDENTIFICATION_CONSENT_REQUIRED',
      'Send the consent to the processing of biometric data (consent) to start',
    );
  }
  const latest = await findLatestIdentification(context.db, {
    operationId: actor.operationId,
    signerId: actor.signer.id,
  });
  if (latest?.status !== 'SESSION') {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'Open a session first');
  }
  await context.db.transaction(async (tx) => {
    const started = await updateIdentification(tx, {
      id: latest.id,
      from: 'SESSION',
      set: { status: 'RECORDING', stage: 'FACE', startedAt: new Date() },
    });
    if (!started) throw new AppError('CONFLICT', 'The identification changed meanwhile');
    if (actor.signer.status !== 'IDENTIFYING') {
      await moveSigner(context.platform, tx, { signerId: actor.signer.id, to: 'IDENTIFYING' });
    }
    await progressOperation(context.platform, tx, actor.operationId, 'RECORDING', {
      type: 'identification.started',
      actorType: 'signer',
      actorId: actor.signer.id,
      ...actor.meta,
      data: { videoUuid: latest.id },
    });
    await recordEvidence(tx, {
      subjectType: 'identification',
      subjectId: latest.id,
      type: 'identification.started',
      actorType: 'signer',
      actorId: actor.signer.id,
      ...actor.meta,
      data: {
        operationId: actor.operationId,
        consent: consent
          ? { ...consent, textSha256: createHash('sha256').update(consent.text).digest('hex') }
          : null,
      },
    });
  });
  return { videouuid: latest.id };
}
