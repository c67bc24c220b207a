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
