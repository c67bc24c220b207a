import type { TLanguage } from '../operations/index.ts';
import { issueToken, SIGNER_TOKEN_SECONDS } from '../tokens/index.ts';

/** What a download link names: one document of the operation, or its certificate. */
export type TFileRef = string | 'acta';

/**
 * A signed, expiring link that downloads one file of an operation for one signer (the
 * confirmation e-mail sends these when attachments would be too many or too large). The
 * token names the operation, the signer and the file, and lives as long as a signer token.
 */
export async function fileLink(link: {
  publicUrl: string;
  tokenKey: Uint8Array;
  operationId: string;
  signerId: string;
  file: TFileRef;
}): Promise<string> {
  const token = await issueToken(
    link.tokenKey,
    { typ: 'file', sub: link.signerId, op: link.operationId, doc: link.file },
    SIGNER_TOKEN_SECONDS,
  );
  return `${link.publicUrl}/api/v2/files?token=${encodeURIComponent(token)}`;
}

/** Where a signer finds the signed document and the certificate afterwards. */
export function documentsLink(
  publicUrl: string,
  operationId: string,
  token: string,
  language: TLanguage,
) {
  const query = new URLSearchParams({ operation: operationId, token, lang: language });
  return `${publicUrl}/#/resumeSignature?${query.toString()}`;
}
