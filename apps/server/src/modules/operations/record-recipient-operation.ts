import type { TTx } from '../../platform/db/client.ts';
import { insertDocuments } from './document-queries.ts';
import { insertOperation } from './operation-queries.ts';
import type { TDocumentRow, TOperationRow, TSignerRow } from './operations.types.ts';
import type { operationDocuments, operationSigners, operations } from './operations-schema.ts';
import { insertSigners } from './signer-queries.ts';

/**
 * Writes, in the caller's transaction, an operation of one document and one recipient who
 * is not invited to sign through the signing flow (a certified notification): the operation
 * CREATED, its document (already sealed by the platform when `signedSha256` is given) and
 * its recipient INVITED now, as the operation's one signer at level 1. The caller charges,
 * records its evidence and queues its delivery in the same transaction.
 */
export async function recordRecipientOperation(
  tx: TTx,
  {
    operation,
    document,
    recipient,
  }: {
    operation: Omit<typeof operations.$inferInsert, 'status'> & { id: string };
    document: Omit<typeof operationDocuments.$inferInsert, 'operationId' | 'position'>;
    recipient: Omit<
      typeof operationSigners.$inferInsert,
      'operationId' | 'level' | 'order' | 'status' | 'invitedAt'
    >;
  },
): Promise<{ operation: TOperationRow; document: TDocumentRow; recipient: TSignerRow }> {
  const operationId = operation.id;
  const created = await insertOperation(tx, { ...operation, status: 'CREATED' });
  const [stored] = await insertDocuments(tx, [{ ...document, operationId, position: 0 }]);
  const [signer] = await insertSigners(tx, [
    { ...recipient, operationId, level: 1, order: 1, status: 'INVITED', invitedAt: new Date() },
  ]);
  if (!stored || !signer) throw new Error('recipient operation insert returned no row');
  return { operation: created, document: stored, recipient: signer };
}
