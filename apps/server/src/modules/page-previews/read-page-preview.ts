import { AppError } from '../../platform/errors.ts';
import { WorkerTaskError } from '../../platform/workers/worker-pool.ts';
import { findDocument, type TOperationAccess, type TSigningContext } from '../operations/index.ts';
import { findPreview, insertPreview } from './page-preview-queries.ts';
import type { TPageRenderer } from './page-renderer.ts';

export interface TPreviewContext {
  signing: TSigningContext;
  renderer: TPageRenderer;
}

export interface TPagePreview {
  image: Buffer;
  /** The document's page count. */
  pages: number;
}

/**
 * One page of an operation's document as an image, for whoever may read the document (its
 * sender, its signer): the same version `openDocument` answers (the sealed one once there is
 * one), drawn on first request and kept (`page_previews`, the image in the blob store). A
 * read: it records no evidence, the document's own read does. Null when the page could not
 * be drawn in time (the render thread's limits): the picture only hastens the first look,
 * the viewer draws the page anyway.
 */
export async function readPagePreview(
  { signing, renderer }: TPreviewContext,
  {
    access,
    documentId,
    page,
    width,
  }: { access: TOperationAccess; documentId: string; page: number; width: number },
): Promise<TPagePreview | null> {
  const { db, platform } = signing;
  const document = await findDocument(db, { operationId: access.operation.id, documentId });
  if (!document) throw new AppError('NOT_FOUND', 'No such document');
  const key = { documentSha256: document.signedSha256 ?? document.originalSha256, page, width };
  const kept = await findPreview(db, key);
  if (kept) {
    const image = await platform.blobs.get(kept.imageSha256).catch(() => null);
    if (image) return { image, pages: kept.pages };
  }
  const pdf = await platform.blobs.get(key.documentSha256);
  const drawn = await renderer.render({ bytes: pdf, page, width }).catch((error: unknown) => {
    if (!(error instanceof WorkerTaskError) || error.failure === 'closed') throw error;
    platform.log.warn({ err: error, documentSha256: key.documentSha256 }, 'page not drawn');
    return null;
  });
  if (!drawn) return null;
  if (!drawn.image) throw new AppError('NOT_FOUND', 'No such page');
  const image = Buffer.from(drawn.image);
  const stored = await platform.blobs.put(image);
  await insertPreview(db, { ...key, imageSha256: stored.key, pages: drawn.pages });
  return { image, pages: drawn.pages };
}
