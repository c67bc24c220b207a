import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { ocspErrorResponse } from '../sealing/index.ts';
import type { TCertificateAuthority } from './create-certificate-authority.ts';

/** The base64 request of a GET (RFC 6960 A.1.1) after `path`: URL-encoded, '/' and '+' allowed. */
export function ocspRequestInPath(url: string, path: string): Uint8Array {
  const raw = url.slice(path.length + 1).split('?')[0] ?? '';
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return new Uint8Array(0);
  }
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/**
 * The responder's answer to `der`: an OCSPResponse for any input (an internal failure is
 * internalError, not a 500), public in caches until its nextUpdate when it may be kept.
 */
export async function sendOcspAnswer(
  { authority, db }: { authority: TCertificateAuthority; db: TDb },
  request: FastifyRequest,
  reply: FastifyReply,
  der: Uint8Array,
) {
  let body: Uint8Array;
  let maxAge: number | undefined;
  try {
    const found = await authority.answerOcspRequest(db, der);
    body = found.der;
    maxAge = found.maxAgeSeconds;
  } catch (error) {
    request.log.error({ err: error }, 'the OCSP responder failed');
    body = ocspErrorResponse('internalError');
  }
  reply.header('cache-control', maxAge ? `public, max-age=${maxAge}` : 'no-cache');
  return reply.type('application/ocsp-response').send(Buffer.from(body));
}
