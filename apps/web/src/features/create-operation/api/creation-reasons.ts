/**
 * Reasons a refused creation says, because the sender can act on them: a short balance
 * (buy credits), a refused PDF (too large, too complex, active content, not a PDF: another
 * file), a type the server does not offer.
 */
export const CREATION_REASONS: ReadonlySet<string> = new Set([
  'INSUFFICIENT_CREDITS',
  'PAYLOAD_TOO_LARGE',
  'PDF_TOO_COMPLEX',
  'PDF_ACTIVE_CONTENT',
  'UNSUPPORTED_MEDIA_TYPE',
  'SIGNATURE_TYPE_UNAVAILABLE',
]);
