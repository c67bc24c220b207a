import { createCipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { completeSignature, type TSigningDeps } from './complete-signature.ts';
import type { TRequestMeta } from './create-operation.ts';
import type { TOperationRow, TSignerRow } from './operation-access.ts';
import { operationSigners } from './operations-schema.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type TStroke = { x: number; y: number; time: number }[];

/** The drawing as PNG bytes, from plain base64 or a data URL. */
export function decodeSignaturePng(b64img: string): Buffer {
  const payload = b64img.replace(/^data:image\/png;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(payload))
    throw new AppError('VALIDATION_FAILED', 'b64img is not base64');
  const png = Buffer.from(payload, 'base64');
  if (png.length < 67 || !png.subarray(0, 8).equals(PNG_MAGIC)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'b64img must be a PNG image');
  }
  return png;
}

/** Stroke data (biometric evidence) sealed with AES-256-GCM under a key derived from AUTH_SECRET. */
export function encryptStrokes(authSecret: string, strokes: TStroke[]): string {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'confirma', 'strokes-v1', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(strokes), 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    body.toString('base64'),
  ].join('.');
}

/** `addsigntodocument`: places the drawing in the signature box and seals the documents. */
export async function addHandwrittenSignature(
  platform: TPlatform,
  deps: TSigningDeps,
  operation: TOperationRow,
  signer: TSignerRow,
  input: { b64img: string; strokes?: TStroke[] | undefined },
  meta: TRequestMeta,
) {
  if (signer.status !== 'OPENED' && signer.status !== 'DOCUMENT_READ') {
    throw new AppError('CONFLICT', 'Open the document before signing it');
  }
  const png = decodeSignaturePng(input.b64img);
  const strokes = input.strokes ?? [];
  return completeSignature(platform, deps, operation, signer, {
    method: 'HANDWRITTEN',
    meta,
    image: png,
    inTransaction: async (tx) => {
      if (strokes.length) {
        await tx
          .update(operationSigners)
          .set({ strokesEncrypted: encryptStrokes(platform.authSecret, strokes) })
          .where(eq(operationSigners.id, signer.id));
      }
      return {
        imageSha256: createHash('sha256').update(png).digest('hex'),
        strokes: strokes.length,
        points: strokes.reduce((sum, stroke) => sum + stroke.length, 0),
      };
    },
  });
}
