import { parseSignedData } from '../cms/parse-signed-data.ts';
import { verifyTimeStampToken } from '../tsa/verify-time-stamp-token.ts';
import { findPdfSignatures } from './find-pdf-signatures.ts';
import { signatureTimeStampToken } from './verify-cms-signature.ts';

/**
 * When the newest time stamp of a PDF stops being verifiable: the notAfter of the TSA
 * certificate of its last document time stamp, or of the last signature's time stamp in
 * a file without one. The archive job renews before then. Null without a readable time
 * stamp. Reads bytes only.
 */
export function lastTimeStampExpiry(pdf: Uint8Array): Date | null {
  for (const field of findPdfSignatures(pdf).reverse()) {
    try {
      const token =
        field.subFilter === 'ETSI.RFC3161'
          ? field.cms
          : signatureTimeStampToken(parseSignedData(field.cms));
      if (token) return verifyTimeStampToken(token).signer.notAfter;
    } catch {
      // an unreadable signature or token: look at the one before
    }
  }
  return null;
}
