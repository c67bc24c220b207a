import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Text kept encrypted at rest under a key derived from AUTH_SECRET: AES-256-GCM with a
 * random 96-bit IV, written `iv.tag.data` (each part base64). `purpose` labels the key (HKDF
 * info), so each use has its own key; `aad`, when given, binds the text to its row (opening
 * it under another `aad` fails).
 */

/** A 256-bit key for one purpose (HKDF-SHA256, salt `confirma`, info `purpose`). */
export function derivedKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'confirma', purpose, 32));
}

export function sealText(key: Buffer, text: string, aad?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (aad !== undefined) cipher.setAAD(Buffer.from(aad));
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64')).join('.');
}

/** The text `sealText` sealed; throws when the key, the `aad` or the bytes differ. */
export function openText(key: Buffer, sealed: string, aad?: string): string {
  const [iv = '', tag = '', data = ''] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  if (aad !== undefined) decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}
