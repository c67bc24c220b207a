import type { Readable } from 'node:stream';
import type { TReviewImages } from '@confirma/contracts/review';
import sharp from 'sharp';
import { AppError } from '../../../platform/errors.ts';
import { pickCapture } from '../capture/pick-capture.ts';
import { extractedOf } from '../detection-findings.ts';
import type { TIdentificationContext } from '../identification.types.ts';
import { listCaptures } from '../identification-queries.ts';
import { openReviewCase } from './open-review-case.ts';
import { REVIEW_IMAGES } from './read-review-case.ts';
import { findFrameImage } from './review-queries.ts';

/** Room kept around the portrait's box when it is cut from the front, each side. */
const PORTRAIT_MARGIN = 0.15;

/** An image's bytes and type (captures are the frames as the camera gave them: JPEG or PNG). */
const image = (bytes: Buffer) => ({
  bytes,
  type: bytes[0] === 0x89 && bytes[1] === 0x50 ? 'image/png' : 'image/jpeg',
});

/**
 * One image of a case, as the reviewer's session reads it: a capture, or the document's
 * portrait cut from the front (or page) where the front stage found it. NOT_FOUND once
 * purged or where there is none.
 */
export async function readReviewImage(
  context: TIdentificationContext,
  { id, name }: { id: string; name: keyof TReviewImages },
): Promise<{ bytes: Buffer; type: string }> {
  const { row } = await openReviewCase(context, { id });
  const captures = row.purgedAt ? [] : await listCaptures(context.db, { identificationId: id });
  if (name !== 'portrait') {
    const capture = pickCapture(captures, REVIEW_IMAGES[name]);
    if (!capture) throw new AppError('NOT_FOUND', 'No such image');
    return image(await context.platform.blobs.get(capture.imageSha256));
  }
  const front = pickCapture(captures, 'DNIFRONT') ?? pickCapture(captures, 'PASSPORT');
  const box = extractedOf(row).portraitBox;
  if (!front || !box) throw new AppError('NOT_FOUND', 'No such image');
  const source = sharp(await context.platform.blobs.get(front.imageSha256));
  const { width = 0, height = 0 } = await source.metadata();
  const margin = Math.max(box.width, box.height) * PORTRAIT_MARGIN;
  const left = Math.max(0, Math.floor(box.x - margin));
  const top = Math.max(0, Math.floor(box.y - margin));
  const region = {
    left,
    top,
    width: Math.min(width - left, Math.ceil(box.width + 2 * margin)),
    height: Math.min(height - top, Math.ceil(box.height + 2 * margin)),
  };
  if (region.width < 8 || region.height < 8) throw new AppError('NOT_FOUND', 'No such image');
  return image(await source.extract(region).jpeg({ quality: 90 }).toBuffer());
}

/** One frame of a liveness burst, kept for the reviewers; NOT_FOUND once purged. */
export async function readReviewFrame(
  context: TIdentificationContext,
  { id, frameId }: { id: string; frameId: string },
): Promise<{ bytes: Buffer; type: string }> {
  const { row } = await openReviewCase(context, { id });
  const key = row.purgedAt
    ? null
    : await findFrameImage(context.db, { identificationId: id, frameId });
  if (!key) throw new AppError('NOT_FOUND', 'No such frame');
  return image(await context.platform.blobs.get(key));
}

/** The bytes a Range header asks for, inclusive; null: the whole; 'unsatisfiable'. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (!from && !to) return null;
  if (!from) {
    const suffix = Math.min(Number(to), size);
    return suffix > 0 ? { start: size - suffix, end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(from);
  const end = to ? Math.min(Number(to), size - 1) : size - 1;
  return start < size && start <= end ? { start, end } : 'unsatisfiable';
}

/** The bytes `start`..`end` (inclusive) of a stream, the rest left unread. */
async function* slice(source: Readable, start: number, end: number): AsyncGenerator<Buffer> {
  let offset = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      const from = Math.max(0, start - offset);
      const to = Math.min(chunk.length, end + 1 - offset);
      offset += chunk.length;
      if (to > from) yield chunk.subarray(from, to);
      if (offset > end) break;
    }
  } finally {
    source.destroy();
  }
}

/**
 * The recording of a case, streamed to the reviewer's session, whole or the part a Range
 * header asks for (a player seeks with them). NOT_FOUND without a video, or once purged.
 */
export async function streamReviewVideo(
  context: TIdentificationContext,
  { id, range }: { id: string; range: string | undefined },
) {
  const { row } = await openReviewCase(context, { id });
  if (!row.videoSha256 || row.purgedAt) throw new AppError('NOT_FOUND', 'No video');
  const stat = await context.platform.blobs.stat(row.videoSha256);
  if (!stat) throw new AppError('NOT_FOUND', 'No video');
  const asked = parseRange(range, stat.size);
  if (asked === 'unsatisfiable') return { status: 416 as const, size: stat.size };
  const source = await context.platform.blobs.stream(row.videoSha256);
  if (!asked) return { status: 200 as const, size: stat.size, body: source };
  return {
    status: 206 as const,
    size: stat.size,
    range: asked,
    body: slice(source, asked.start, asked.end),
  };
}
