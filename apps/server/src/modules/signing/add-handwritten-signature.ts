import { createCipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { AppError } from '../../platform/errors.ts';
import { assertImagePixels } from '../../platform/images/image-size.ts';
import type {
  TOperationRow,
  TOperationsContext,
  TRequestMeta,
  TSignerRow,
  TStroke,
} from '../operations/index.ts';
import { findDocument, requireSigningMethod, storeStrokes } from '../operations/index.ts';
import { completeSignature } from './complete-signature.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The drawing as PNG bytes, from plain base64 or a data URL; refused (IMAGE_TOO_LARGE) when
 * its header announces more than `maxPixels` pixels, before anything decodes it.
 */
export function decodeSignaturePng(b64img: string, { maxPixels }: { maxPixels: number }): Buffer {
  const payload = b64img.replace(/^data:image\/png;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(payload))
    throw new AppError('VALIDATION_FAILED', 'b64img is not base64');
  const png = Buffer.from(payload, 'base64');
  if (png.length < 67 || !png.subarray(0, 8).equals(PNG_MAGIC)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'b64img must be a PNG image');
  }
  assertImagePixels(png, { maxPixels });
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

/**
 * `addsigntodocument`: places the drawing in the signature box of the signer's documents
 * and seals them; the strokes, when sent, are kept encrypted as biometric evidence.
 */
export async function addHandwrittenSignature(
  context: TOperationsContext,
  {
    operation,
    signer,
    documentId,
    drawing,
    meta,
  }: {
    operation: TOperationRow;
    signer: TSignerRow;
    /** The document named by the call (it must be the operation's). */
    documentId: string;
    drawing: { b64img: string; strokes?: TStroke[] | undefined };
    meta: TRequestMeta;
  },
) {
  requireSigningMethod(signer, 'HANDWRITTEN');
  if (signer.status !== 'OPENED' && signer.status !== 'DOCUMENT_READ') {
    throw new AppError('CONFLICT', 'Open the document before signing it');
  }
  if (!(await findDocument(context.db, { operationId: operation.id, documentId }))) {
    throw new AppError('NOT_FOUND', 'No such document');
  }
  const { platform } = context;
  const png = decodeSignaturePng(drawing.b64img, { maxPixels: platform.config.IMAGE_MAX_PIXELS });
  const strokes = drawing.strokes ?? [];
  return completeSignature(context, {
    operation,
    signer,
    method: 'HANDWRITTEN',
    meta,
    image: png,
    inTransaction: async (tx) => {
      if (strokes.length) {
        await storeStrokes(tx, {
          signerId: signer.id,
          strokesEncrypted: encryptStrokes(platform.authSecret, strokes),
        });
      }
      return {
        imageSha256: createHash('sha256').update(png).digest('hex'),
        strokes: strokes.length,
        points: strokes.reduce((sum, stroke) => sum + stroke.length, 0),
      };
    },
  });
}
