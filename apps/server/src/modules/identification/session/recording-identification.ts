import type { TIdentificationStage } from '@confirma/contracts/identification';
import { isIdentificationFinished } from '@confirma/contracts/identification';
import { AppError } from '../../../platform/errors.ts';
import type {
  TIdentificationActor,
  TIdentificationContext,
  TIdentificationRow,
} from '../identification.types.ts';
import { findIdentification, findLatestIdentification } from '../identification-queries.ts';

/**
 * The signer's identification that is recording and at one of `stages`; otherwise the call
 * is out of order (IDENTIFICATION_OUT_OF_ORDER) or the identification is over (CLOSED).
 */
export async function recordingIdentification(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  stages: readonly TIdentificationStage[],
): Promise<TIdentificationRow> {
  const row = await findLatestIdentification(context.db, {
    operationId: actor.operationId,
    signerId: actor.signer.id,
  });
  if (row && (isIdentificationFinished(row.status) || row.status === 'CANCELLED')) {
    throw new AppError('IDENTIFICATION_CLOSED', 'The identification is over');
  }
  if (row?.status !== 'RECORDING') {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'Start the identification first');
  }
  if (!stages.includes(row.stage)) {
    throw new AppError(
      'IDENTIFICATION_OUT_OF_ORDER',
      `The identification is at stage ${row.stage}`,
    );
  }
  return row;
}

/**
 * The identification `videoUuid` of this signer and operation while it records: another
 * signer's or operation's is not found (404); one that is over is CLOSED; one not started
 * is OUT_OF_ORDER.
 */
export async function recordingVideo(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  videoUuid: string,
): Promise<TIdentificationRow> {
  const row = await findIdentification(context.db, {
    id: videoUuid,
    operationId: actor.operationId,
    signerId: actor.signer.id,
  });
  if (!row) throw new AppError('NOT_FOUND', 'No such identification');
  if (isIdentificationFinished(row.status) || row.status === 'CANCELLED') {
    throw new AppError('IDENTIFICATION_CLOSED', 'The identification is over');
  }
  if (row.status !== 'RECORDING') {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'Start the identification first');
  }
  return row;
}
