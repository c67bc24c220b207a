import { AppError } from '../../platform/errors.ts';
import { WorkerTaskError } from '../../platform/workers/worker-pool.ts';
import {
  findDocument,
  type TOperationAccess,
  type TOperationsContext,
} from '../operations/index.ts';
import { findPreview, insertPreview, type TPreviewKey } from './page-preview-queries.ts';
import type { TPageRenderer } from './page-renderer.ts';

/**
 * The width every preview is drawn at: a phone's page at 1.5x to 2x. A placeholder for the
 * second pdf.js takes: drawing and encoding cost about the square of the width (about 150 ms
 * at 600 px, 450 ms at 800 on this machine).
 */
export const PREVIEW_WIDTH = 600;

export interface TPreviewContext {
  operations: TOperationsContext;
  renderer: TPageRenderer;
  /** Pages being drawn in this process, by key: a second ask waits for the same drawing. */
  drawing: Map<string, Promise<TPagePreview | null>>;
  /** Documents whose first page this process has drawn ahead or found kept (bounded). */
  drawnAhead: Set<string>;
  /** Documents whose first page waits to be drawn ahead, the one being drawn first. */
  aheadQueue: string[];
  /** The drawing ahead under way, settled (never rejected) when it ends. */
  aheadRunning: Promise<void> | null;
  /** Set as the process stops: nothing more is drawn ahead. */
  aheadStopped: boolean;
}

/** How many documents `drawnAhead` remembers before it starts again. */
const DRAWN_AHEAD_MAX = 1024;
/** How many first pages may wait to be drawn ahead; the documents of a bigger burst wait for their signers. */
const AHEAD_QUEUE_MAX = 16;

export function createPreviewContext(
  operations: TOperationsContext,
  renderer: TPageRenderer,
): TPreviewContext {
  return {
    operations,
    renderer,
    drawing: new Map(),
    drawnAhead: new Set(),
    aheadQueue: [],
    aheadRunning: null,
    aheadStopped: false,
  };
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
  previews: TPreviewContext,
  {
    access,
    documentId,
    page,
    width,
  }: { access: TOperationAccess; documentId: string; page: number; width: number },
): Promise<TPagePreview | null> {
  const document = await findDocument(previews.operations.db, {
    operationId: access.operation.id,
    documentId,
  });
  if (!document) throw new AppError('NOT_FOUND', 'No such document');
  return keptOrDrawn(previews, {
    documentSha256: document.signedSha256 ?? document.originalSha256,
    page,
    width,
  });
}

/**
 * The first page of a new operation's document drawn soon, in the background, so the
 * signer's link finds it kept (a document drawn before, such as one contract sent to many
 * signers, costs nothing here). One page at a time per process, at most AHEAD_QUEUE_MAX
 * waiting: in a burst of creations the render threads stay free for the signers' own asks
 * and the creations' CPU is not spent twice; a page not drawn ahead is drawn when asked.
 * Never throws.
 */
export function drawFirstPagesAhead(previews: TPreviewContext, documentSha256s: string[]) {
  const documentSha256 = documentSha256s.find((sha256) => !previews.drawnAhead.has(sha256));
  if (!documentSha256 || previews.aheadStopped) return;
  if (previews.aheadQueue.length >= AHEAD_QUEUE_MAX) return;
  if (previews.drawnAhead.size >= DRAWN_AHEAD_MAX) previews.drawnAhead.clear();
  previews.drawnAhead.add(documentSha256);
  previews.aheadQueue.push(documentSha256);
  if (previews.aheadQueue.length === 1) drawNextAhead(previews);
}

/** Draws the queue's first page, then the next one. */
function drawNextAhead(previews: TPreviewContext) {
  const documentSha256 = previews.aheadQueue[0];
  if (!documentSha256 || previews.aheadStopped) {
    previews.aheadRunning = null;
    return;
  }
  previews.aheadRunning = keptOrDrawn(previews, { documentSha256, page: 1, width: PREVIEW_WIDTH })
    .catch((error: unknown) => {
      previews.drawnAhead.delete(documentSha256);
      previews.operations.platform.log.warn({ err: error, documentSha256 }, 'page not drawn ahead');
    })
    .then(() => {
      previews.aheadQueue.shift();
      drawNextAhead(previews);
    });
}

/**
 * Closes the page previews (the process is stopping): nothing more is drawn ahead, the
 * waiting pages are dropped, the render threads stop (failing the page being drawn in one)
 * and the drawing ahead under way is awaited, so that it no longer uses the database.
 */
export async function closePreviews(previews: TPreviewContext) {
  previews.aheadStopped = true;
  previews.aheadQueue.length = 0;
  await previews.renderer.close();
  await previews.aheadRunning;
}

/** A page's kept picture, or drawn now and kept; one drawing per key at a time here. */
function keptOrDrawn(previews: TPreviewContext, key: TPreviewKey): Promise<TPagePreview | null> {
  const id = `${key.documentSha256} ${key.page} ${key.width}`;
  const running = previews.drawing.get(id);
  if (running) return running;
  const drawing = keptOrDrawnNow(previews, key).finally(() => previews.drawing.delete(id));
  previews.drawing.set(id, drawing);
  return drawing;
}

async function keptOrDrawnNow(
  { operations, renderer }: TPreviewContext,
  key: TPreviewKey,
): Promise<TPagePreview | null> {
  const { db, platform } = operations;
  const kept = await findPreview(db, key);
  if (kept) {
    const image = await platform.blobs.get(kept.imageSha256).catch(() => null);
    if (image) return { image, pages: kept.pages };
  }
  const pdf = await platform.blobs.get(key.documentSha256);
  const drawn = await renderer
    .render({ bytes: pdf, page: key.page, width: key.width })
    .catch((error: unknown) => {
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
