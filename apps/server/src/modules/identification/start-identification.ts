import type { TStartIdentificationResponse } from '@confirma/contracts/identification';
import { AppError } from '../../platform/errors.ts';
import { recordEvidence } from '../evidence/index.ts';
import { moveSigner, progressOperation } from '../operations/index.ts';
import type { TIdentificationActor, TIdentificationContext } from './identification.types.ts';
import { findLatestIdentification, updateIdentification } from './identification-queries.ts';

/**
 * `POST startidentification/{op}` (spec 001 §4.1 step 3): the session's attempt starts
 * recording; the signer becomes IDENTIFYING and the operation RECORDING, with the evidence,
 * in one transaction.
 */
export async function startIdentification(
  context: TIdentificationContext,
  actor: TIdentificationActor,
): Promise<TStartIdentificationResponse> {
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
      await moveSigner(tx, { signerId: actor.signer.id, to: 'IDENTIFYING' });
    }
    await progressOperation(tx, actor.operationId, 'RECORDING', {
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
      data: { operationId: actor.operationId },
    });
  });
  return { videouuid: latest.id };
}
