import { AppError } from '../../platform/errors.ts';
import type { TOperationAccess, TOperationsContext, TRequestMeta } from '../operations/index.ts';
import {
  effectiveStatus,
  findDocument,
  moveSigner,
  progressOperation,
  TERMINAL_STATUSES,
} from '../operations/index.ts';

/**
 * One document of the operation as it is now: the original before signing, the sealed
 * version after. A signer's first look at a document of a live operation is evidence
 * (`signer.opened`), recorded once: after it the signer is no longer INVITED.
 */
export async function openDocument(
  context: TOperationsContext,
  {
    access,
    documentId,
    meta,
  }: { access: TOperationAccess; documentId: string; meta: TRequestMeta },
): Promise<Buffer> {
  const { operation } = access;
  const document = await findDocument(context.db, { operationId: operation.id, documentId });
  if (!document) throw new AppError('NOT_FOUND', 'No such document');
  const key = document.signedSha256 ?? document.originalSha256;
  if (
    access.actor === 'signer' &&
    access.signer.status === 'INVITED' &&
    !TERMINAL_STATUSES.includes(effectiveStatus(operation))
  ) {
    const { signer } = access;
    await context.db.transaction(async (tx) => {
      await moveSigner(context.platform, tx, { signerId: signer.id, to: 'OPENED' });
      await progressOperation(context.platform, tx, operation.id, 'OPENED', {
        type: 'signer.opened',
        actorType: 'signer',
        actorId: signer.id,
        ...meta,
        documentSha256: key,
      });
    });
  }
  return context.platform.blobs.get(key);
}
