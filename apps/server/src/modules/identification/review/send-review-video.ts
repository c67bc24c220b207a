import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { NO_STORE } from '../../../platform/http/route-kit.ts';
import type { TIdentificationContext } from '../identification.types.ts';
import { streamReviewVideo } from './review-media.ts';

/**
 * The review desk's answer for a case's recording: the whole video (200), the bytes a
 * Range header asks for (206, a player seeking), or 416 past its end; never kept by a cache.
 */
export async function sendReviewVideo(
  context: TIdentificationContext,
  reply: FastifyReply,
  { id, range }: { id: string; range: string | undefined },
) {
  const video = await streamReviewVideo(context, { id, range });
  reply.header('accept-ranges', 'bytes').header('cache-control', NO_STORE);
  if (video.status === 416) {
    return reply.code(416).header('content-range', `bytes */${video.size}`).send();
  }
  reply.type('video/webm');
  if (video.status === 200) {
    return reply.header('content-length', video.size).send(video.body);
  }
  const { start, end } = video.range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${video.size}`)
    .header('content-length', end - start + 1)
    .send(Readable.from(video.body));
}
