import { AppError } from '../../platform/errors.ts';
import { readOperationFile } from '../operation-certificate/index.ts';
import type { TOperationsContext } from '../operations/index.ts';
import { findOperation, findSigner } from '../operations/index.ts';
import { signerValues } from '../signer-requests/index.ts';
import type { TFileLink } from './file-link-access.ts';

/**
 * The file an e-mailed download link names (file-links.ts): a document of the operation
 * as it is now, or its certificate. The link (the route's `file-link` scope) names the
 * operation, the signer and the file.
 */
export async function openFile(
  context: TOperationsContext,
  claims: TFileLink,
): Promise<{ name: string; bytes: Uint8Array }> {
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
