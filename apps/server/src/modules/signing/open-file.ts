import { AppError } from '../../platform/errors.ts';
import { readOperationFile } from '../operation-certificate/index.ts';
import type { TOperationsContext } from '../operations/index.ts';
import { countSignerCall, findOperation, findSigner, signerValues } from '../operations/index.ts';
import { verifyToken } from '../tokens/index.ts';

/**
 * The file an e-mailed download link names (file-links.ts): a document of the operation
 * as it is now, or its certificate. The link's token names the operation, the signer and
 * the file; its calls count against the signer's rate limit and the caller's address's.
 */
export async function openFile(
  context: TOperationsContext,
  { token, ip }: { token: string; ip: string },
): Promise<{ name: string; bytes: Uint8Array }> {
  const claims = await verifyToken(context.tokenKey, token, { typ: 'file' });
  if (claims.typ !== 'file') throw new AppError('UNAUTHORIZED', 'The link is not valid');
  await countSignerCall(context, { signerId: claims.sub, ip });
  const [operation, signer] = await Promise.all([
    findOperation(context.db, { operationId: claims.op, scope: { signerId: claims.sub } }),
    findSigner(context.db, { operationId: claims.op, signerId: claims.sub }),
  ]);
  if (!operation || !signer) throw new AppError('NOT_FOUND', 'No such file');
  return readOperationFile(context, {
    operation,
    file:
      claims.doc === 'acta' ? { kind: 'certificate' } : { kind: 'current', documentId: claims.doc },
    language: signerValues(signer.signerData).language,
  });
}
