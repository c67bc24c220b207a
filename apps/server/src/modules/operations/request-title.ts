import type { TRequestSender } from '@confirma/contracts/operations';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { findSender } from '../accounts/index.ts';
import { listDocuments } from './document-queries.ts';
import type { TOperationRow } from './operations.types.ts';

/**
 * What a request is about, as its signers read it: the sender's title, else the name of
 * its first document.
 */
export function requestTitle(
  operation: Pick<TOperationRow, 'subject'>,
  documents: readonly { name: string }[],
): string {
  return operation.subject?.trim() || documents[0]?.name || '';
}

/** Who asks (null: nobody to name) and for what: the words every message to a signer names. */
export async function requestNaming(
  db: TDbOrTx,
  operation: Pick<TOperationRow, 'id' | 'subject' | 'organizationId'>,
): Promise<{ sender: TRequestSender | null; title: string }> {
  const [sender, documents] = await Promise.all([
    findSender(db, operation),
    listDocuments(db, { operationId: operation.id }),
  ]);
  return { sender, title: requestTitle(operation, documents) };
}
