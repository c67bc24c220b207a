import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { findSigner, type TOperationAccess } from '../operations/index.ts';
import type { TIdentificationContext } from './identification.types.ts';
import { identifications } from './identification-schema.ts';

/**
 * An identification of the operation as the asker may read it: the identified signer
 * their own (also once the operation is over), the operation's owner any of it. Anything
 * else is not found (404), another operation's identification included.
 */
export async function findReadableIdentification(
  context: TIdentificationContext,
  access: TOperationAccess,
  videoUuid: string,
) {
  const [row] = await context.db
    .select()
    .from(identifications)
    .where(
      and(
        eq(identifications.id, videoUuid),
        eq(identifications.operationId, access.operation.id),
        ...(access.actor === 'signer' ? [eq(identifications.signerId, access.signer.id)] : []),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'No such identification');
  const signer =
    access.actor === 'signer'
      ? access.signer
      : await findSigner(context.db, { operationId: row.operationId, signerId: row.signerId });
  if (!signer) throw new AppError('NOT_FOUND', 'No such identification');
  return { row, signer };
}
