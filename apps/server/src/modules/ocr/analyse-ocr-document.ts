import { randomUUID } from 'node:crypto';
import { OCR_COST, type TOcrRequest, type TOcrResult, ZOcrRequest } from '@confirma/contracts/ocr';
import type { TPhotoAnalysis } from '@confirma/vision';
import { AppError } from '../../platform/errors.ts';
import { DAY_MS } from '../../platform/time-units.ts';
import { requireCredits, spendCredits } from '../credits/index.ts';
import { recordEvidence } from '../evidence/index.ts';
import { decodeFrame } from '../identification/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { buildOcrResult } from './build-ocr-result.ts';
import { documentRefusal, type TDocumentRefusal } from './document-refusal.ts';
import type { TOcrActor, TOcrContext } from './ocr.types.ts';
import { findAnalysisByKey } from './ocr-queries.ts';
import { ocrAnalyses, type TOcrStoredImage } from './ocr-schema.ts';

const REFUSALS: Record<TDocumentRefusal, string> = {
  DOCUMENT_NOT_FOUND: 'No identity document was found in a photo',
  MRZ_UNREADABLE: 'The MRZ was found but its check digits fail',
};

export const ocrLinks = (id: string, images: number, portrait: boolean) => ({
  straightened: Array.from({ length: images }, (_, index) => `/api/v2/ocr/${id}/images/${index}`),
  portrait: portrait ? `/api/v2/ocr/${id}/portrait` : null,
  report: `/api/v2/ocr/${id}/report`,
});

/**
 * `POST /api/v2/ocr`: one identity document (a card's front and back, or a passport page)
 * from one or two photos. Each photo is straightened along its corners (the person's, or
 * the outline found) and analysed in the vision pool. Refused, with nothing stored or
 * charged: a photo that is not a PNG or JPEG (NOT_AN_IMAGE), has too many pixels
 * (IMAGE_TOO_LARGE), shows no document (DOCUMENT_NOT_FOUND: documentRefusal, a face alone
 * is none) or an MRZ whose check digits fail (MRZ_UNREADABLE): the balance is only
 * checked before the analysis. Otherwise the 2 credits are spent, the analysis saved and
 * its evidence recorded in one transaction. An idempotency key replays the first answer.
 */
export async function analyseOcrDocument(
  context: TOcrContext,
  actor: TOcrActor,
  input: TOcrRequest,
  headerKey?: string,
): Promise<TOcrResult> {
  const request = ZOcrRequest.parse(input);
  const key = request.idempotencyKey ?? headerKey ?? null;
  const { organizationId } = actor;
  if (key) {
    const earlier = await findAnalysisByKey(context.db, { organizationId, key });
    if (earlier) return { ...earlier.result, replayed: true };
  }
  const maxPixels = context.platform.config.IMAGE_MAX_PIXELS;
  const photos = request.images.map((item) => decodeFrame(item.image, { maxPixels }));
  await requireCredits(context.db, { organizationId, cost: OCR_COST });

  const analysed: TPhotoAnalysis[] = [];
  for (const [index, item] of request.images.entries()) {
    const photo = photos[index] as Buffer;
    analysed.push(
      await context.vision.run('photo', {
        image: new Uint8Array(photo),
        options: { corners: item.corners ?? null, rotation: item.rotation ?? 0 },
      }),
    );
  }
  for (const side of analysed) {
    const refusal = documentRefusal(side.analysis);
    if (refusal) throw new AppError(refusal, REFUSALS[refusal]);
  }

  const { blobs } = context.platform;
  const images: TOcrStoredImage[] = [];
  for (const [index, side] of analysed.entries()) {
    const original = await blobs.put(photos[index] as Buffer);
    const straightened = await blobs.put(side.straightened.jpeg);
    images.push({ sha256: original.key, straightenedSha256: straightened.key });
  }
  const portraitBytes = analysed.find((side) => side.portrait)?.portrait ?? null;
  const portrait = portraitBytes ? (await blobs.put(portraitBytes)).key : null;

  const id = randomUUID();
  const createdAt = new Date();
  const expiresAt = new Date(
    createdAt.getTime() + context.platform.config.OCR_RETENTION_DAYS * DAY_MS,
  );
  const result = buildOcrResult(analysed, {
    id,
    createdAt,
    expiresAt,
    credits: OCR_COST,
    replayed: false,
    links: ocrLinks(id, images.length, Boolean(portrait)),
  });

  return context.db.transaction(async (tx) => {
    const spend = await spendCredits(tx, {
      organizationId,
      memberUserId: actor.userId,
      amount: OCR_COST,
      reason: 'ocr:document',
      reference: `ocr:${key ?? id}`,
    });
    if (spend.replayed) {
      // A request with the same key committed meanwhile: its answer, nothing charged again.
      // A key whose analysis was deleted since stays spent: a new key is needed.
      const earlier = key ? await findAnalysisByKey(tx, { organizationId, key }) : undefined;
      if (earlier) return { ...earlier.result, replayed: true };
      throw new AppError('CONFLICT', 'This idempotency key was used for a deleted analysis');
    }
    await tx.insert(ocrAnalyses).values({
      id,
      organizationId,
      idempotencyKey: key,
      document: result.document,
      language: request.language ?? 'es',
      images,
      portraitSha256: portrait,
      result,
      createdAt,
      expiresAt,
    });
    await recordEvidence(tx, {
      subjectType: 'ocr',
      subjectId: id,
      type: 'ocr.analysed',
      actorType: 'sender',
      actorId: actor.userId ?? organizationId,
      ...actor.meta,
      documentSha256: images[0]?.sha256 ?? null,
      data: {
        document: result.document,
        images: images.map((image) => image.sha256),
        straightened: images.map((image) => image.straightenedSha256),
        sides: result.sides.map((side) => side.kind),
        mrzValid: result.checks.mrzValid,
        credits: OCR_COST,
        ledgerEntryId: spend.entry.id,
      },
    });
    await emitWebhookEvent(context.platform, tx, organizationId, 'ocr.analysed', {
      analysisUuid: id,
      documentKind: result.document,
    });
    return result;
  });
}
