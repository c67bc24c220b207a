import { createHash } from 'node:crypto';
import type {
  TBiometricConsent,
  TStartIdentificationResponse,
} from '@confirma/contracts/identification';
import { AppError, RetryLaterError } from '../../../platform/errors.ts';
import { DAY_MS } from '../../../platform/time-units.ts';
import { recordEvidence } from '../../evidence/index.ts';
import { listSignerIdsByDocument, moveSigner, progressOperation } from '../../operations/index.ts';
import type { TIdentificationActor, TIdentificationContext } from '../identification.types.ts';
import {
  countAttemptsSince,
  countStartedAttempts,
  findLatestIdentification,
  updateIdentification,
} from '../identification-queries.ts';

/**
 * `POST startidentification/{op}`: the session's attempt starts
 * recording; the signer becomes IDENTIFYING and the operation RECORDING, with the evidence,
 * in one transaction. The biometric consent the screen sends (GDPR art. 9) is part of the
 * identification's start event (its text's SHA-256 added; the event has the server's time);
 * without one the event says `consent: null`; where the operation's policy requires it (the
 * default) the start is refused. Attempts are capped per signer and operation and per
 * document number of an account a day (requireAttemptLeft).
 */
export async function startIdentification(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  { consent }: { consent?: TBiometricConsent | undefined } = {},
): Promise<TStartIdentificationResponse> {
  if (!consent && actor.policy.consent !== 'OFF') {
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
  await requireAttemptLeft(context, actor);
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

/**
 * A new attempt needs one left: at most IDENTIFICATION_MAX_ATTEMPTS begun by this signer of
 * this operation (409 IDENTIFICATION_ATTEMPTS_EXHAUSTED), and at most
 * IDENTIFICATION_DOCUMENT_DAILY_ATTEMPTS begun in 24 hours across the owner's operations for
 * the signer's document number (429 IDENTIFICATION_DOCUMENT_ATTEMPTS): one victim's
 * document is not tried again and again under new operations.
 */
async function requireAttemptLeft(
  context: TIdentificationContext,
  actor: TIdentificationActor,
): Promise<void> {
  const { config } = context.platform;
  const begun = await countStartedAttempts(context.db, {
    operationId: actor.operationId,
    signerId: actor.signer.id,
  });
  if (begun >= config.IDENTIFICATION_MAX_ATTEMPTS) {
    throw new AppError(
      'IDENTIFICATION_ATTEMPTS_EXHAUSTED',
      `The ${config.IDENTIFICATION_MAX_ATTEMPTS} attempts of this signer are used`,
    );
  }
  const nif = documentNumberOf(actor);
  if (!actor.organizationId || !nif) return;
  const today = await countAttemptsSince(context.db, {
    signerIds: await listSignerIdsByDocument(context.db, {
      organizationId: actor.organizationId,
      nif,
    }),
    since: new Date(Date.now() - DAY_MS),
  });
  if (today >= config.IDENTIFICATION_DOCUMENT_DAILY_ATTEMPTS) {
    throw new RetryLaterError(
      'IDENTIFICATION_DOCUMENT_ATTEMPTS',
      60 * 60,
      'Too many attempts with this document number in the last 24 hours',
    );
  }
}

/** The signer's document number as the sender gave it, letters and digits only, upper case. */
export function documentNumberOf(actor: Pick<TIdentificationActor, 'signer'>): string | null {
  const value = actor.signer.signerData.find((datum) => datum.identifier === 'nif')?.value;
  const plain = String(value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return plain || null;
}
