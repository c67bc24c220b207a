import { AppError } from '../../platform/errors.ts';
import { recordEvidence } from '../evidence/index.ts';
import type { TOcrActor, TOcrContext } from './ocr.types.ts';
import { deleteAnalysis } from './ocr-queries.ts';

/**
 * Deletes one of the account's analyses: the row goes, so the blob collection frees its
 * photos, straightened images, portrait and report; the evidence chain keeps the event.
 */
export async function deleteOcrAnalysis(context: TOcrContext, actor: TOcrActor, id: string) {
  await context.db.transaction(async (tx) => {
    const deleted = await deleteAnalysis(tx, { organizationId: actor.organizationId, id });
    if (!deleted) throw new AppError('NOT_FOUND', 'No such analysis');
    await recordEvidence(tx, {
      subjectType: 'ocr',
      subjectId: id,
      type: 'ocr.deleted',
      actorType: 'sender',
      actorId: actor.organizationId,
      ...actor.meta,
      data: { images: deleted.images.map((image) => image.sha256) },
    });
  });
}
