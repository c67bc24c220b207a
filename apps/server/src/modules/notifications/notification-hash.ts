import { createHash } from 'node:crypto';

/** SHA-256 in hex, as the evidence and the certificate print it. */
export const sha256Hex = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex');
