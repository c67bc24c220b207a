import { AppError } from '../../platform/errors.ts';
import { verifyToken } from '../tokens/index.ts';
import { currentActa } from './build-acta.ts';
import { signedPdfName } from './operation-mails.ts';
import type { TSigningContext } from './operations.types.ts';
import { findDocument, findOperation, findSigner } from './operations-queries.ts';
import { signerValues } from './signer-fields.ts';
import { countSignerCall } from './signer-rate-limit.ts';

/**
 * The file an e-mailed download link names (file-links.ts): a document of the operation
 * as it is now, or its certificate. The link's token names the operation, the signer and
 * the file; its calls count against the signer's rate limit.
 */
export async function openFile(
  context: TSigningContext,
  { token }: { token: string },
): Promise<{ name: string; bytes: Uint8Array }> {
  const claims = await verifyToken(context.tokenKey, token, { typ: 'file' });
  if (claims.typ !== 'file') throw new AppError('UNAUTHORIZED', 'The link is not valid');
  await countSignerCall(context, claims.sub);
  const [operation, signer] = await Promise.all([
    findOperation(context.db, { operationId: claims.op }),
    findSigner(context.db, { operationId: claims.op, signerId: claims.sub }),
  ]);
  if (!operation || !signer) throw new AppError('NOT_FOUND', 'No such file');
  if (claims.doc === 'acta') {
    const acta = await currentActa(context, operation);
    return { name: `acta-${operation.id}.pdf`, bytes: acta.pdf };
  }
  const document = await findDocument(context.db, {
    operationId: operation.id,
    documentId: claims.doc,
  });
  if (!document) throw new AppError('NOT_FOUND', 'No such file');
  const { language } = signerValues(signer.signerData);
  return {
    name: document.signedSha256 ? signedPdfName(document.name, language) : document.name,
    bytes: await context.platform.blobs.get(document.signedSha256 ?? document.originalSha256),
  };
}
