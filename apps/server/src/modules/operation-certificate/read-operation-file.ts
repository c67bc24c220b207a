import { AppError } from '../../platform/errors.ts';
import { signedPdfName } from '../mail-texts/index.ts';
import {
  findDocument,
  type TLanguage,
  type TOperationRow,
  type TOperationsContext,
} from '../operations/index.ts';
import { currentActa } from './build-acta.ts';

/**
 * Which file of an operation: a document as uploaded (`original`), as signed (`signed`,
 * once it is), as it stands now (`current`: signed if it is, else the original), or the
 * certificate (acta).
 */
export type TOperationFile =
  | { kind: 'original' | 'signed' | 'current'; documentId: string }
  | { kind: 'certificate' };

/**
 * A file of the operation with its download name (a signed document's in `language`): the
 * same bytes whoever downloads it, signer or sender. A document of another operation, or
 * one not signed yet asked as `signed`, is NOT_FOUND.
 */
export async function readOperationFile(
  context: TOperationsContext,
  {
    operation,
    file,
    language,
  }: { operation: TOperationRow; file: TOperationFile; language: TLanguage },
): Promise<{ name: string; bytes: Uint8Array }> {
  if (file.kind === 'certificate') {
    const acta = await currentActa(context, operation);
    return { name: `acta-${operation.id}.pdf`, bytes: acta.pdf };
  }
  const document = await findDocument(context.db, {
    operationId: operation.id,
    documentId: file.documentId,
  });
  if (!document) throw new AppError('NOT_FOUND', 'No such file');
  const signed = file.kind === 'original' ? null : document.signedSha256;
  if (file.kind === 'signed' && !signed) throw new AppError('NOT_FOUND', 'No such file');
  return {
    name: signed ? signedPdfName(document.name, language) : document.name,
    bytes: await context.platform.blobs.get(signed ?? document.originalSha256),
  };
}
