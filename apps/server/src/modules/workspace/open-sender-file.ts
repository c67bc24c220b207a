import { AppError } from '../../platform/errors.ts';
import { readOperationFile } from '../operation-certificate/index.ts';
import type { TOperationsContext } from '../operations/index.ts';
import { findOperation, memberScope } from '../operations/index.ts';
import type { TWorkspaceMember } from './list-operations.ts';

export type TSenderFile =
  | { kind: 'original' | 'signed'; documentId: string }
  | { kind: 'certificate' };

/**
 * A file of the account's operation for its sender, the same bytes its signers get: a
 * document as uploaded, as signed (once it is), or the certificate (acta) as it stands.
 * Another account's operation is NOT_FOUND.
 */
export async function openSenderFile(
  context: TOperationsContext,
  {
    member,
    operationId,
    file,
  }: { member: TWorkspaceMember; operationId: string; file: TSenderFile },
): Promise<{ name: string; bytes: Uint8Array }> {
  const operation = await findOperation(context.db, { operationId, scope: memberScope(member) });
  if (!operation) throw new AppError('NOT_FOUND', 'No such file');
  return readOperationFile(context, { operation, file, language: operation.language });
}
