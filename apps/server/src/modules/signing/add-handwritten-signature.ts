import { createHash } from 'node:crypto';
import type { TFieldValues } from '@confirma/contracts/operations';
import { AppError } from '../../platform/errors.ts';
import { assertImagePixels } from '../../platform/images/image-size.ts';
import { derivedKey, sealText } from '../../platform/sealed-text.ts';
import type {
  TOperationRow,
  TOperationsContext,
  TRequestMeta,
  TSignerRow,
  TStroke,
} from '../operations/index.ts';
import { findDocument, storeStrokes } from '../operations/index.ts';
import { completeSignature } from './complete-signature.ts';
import { requireSigningMethod } from './require-signing-method.ts';

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
  return `v1.${sealText(derivedKey(authSecret, 'strokes-v1'), JSON.stringify(strokes))}`;
}

/**
 * `addsigntodocument`: places the drawing in the signature box of the signer's documents
 * and seals them; the strokes, when sent, are kept encrypted as biometric evidence. A name
 * typed instead (the keyboard's way to sign, `typedName`) goes the same way, its image the
 * name written out, and the evidence says it was typed and what was typed.
 */
export async function addHandwrittenSignature(
  context: TOperationsContext,
  {
    operation,
    signer,
    emailProven = false,
    documentId,
    drawing,
    fieldValues,
    meta,
  }: {
    operation: TOperationRow;
    signer: TSignerRow;
    /** The signer came by the link e-mailed to them (TSignerAccess). */
    emailProven?: boolean;
    /** The document named by the call (it must be the operation's). */
    documentId: string;
    /** `typedName`: the signer typed their name instead of drawing (the PNG shows it). */
    drawing: { b64img: string; strokes?: TStroke[] | undefined; typedName?: string | undefined };
    fieldValues?: TFieldValues | undefined;
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
    emailProven,
    meta,
    image: png,
    fieldValues,
    inTransaction: async (tx) => {
      if (strokes.length) {
        await storeStrokes(tx, {
          signerId: signer.id,
          strokesEncrypted: encryptStrokes(platform.authSecret, strokes),
        });
      }
      return {
        imageSha256: createHash('sha256').update(png).digest('hex'),
        // How the signature was made: drawn (with its strokes) or typed on a keyboard.
        input: drawing.typedName ? 'typed' : 'drawn',
        ...(drawing.typedName ? { typedName: drawing.typedName } : {}),
        strokes: strokes.length,
        points: strokes.reduce((sum, stroke) => sum + stroke.length, 0),
      };
    },
  });
}
