import type { TOutboundClient } from '../../platform/outbound/outbound.types.ts';
import { OutboundError } from '../../platform/outbound/outbound-error.ts';

/** The most of an answer's body read; the rest is left unread (the socket is closed). */
export const RESPONSE_READ_MAX_BYTES = 64 * 1024;
/** The part of the answer kept with the delivery. */
export const RESPONSE_EXCERPT_CHARS = 1000;

export interface TWebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** One try's outcome: the answer's status (null when there was none) and what to keep. */
export interface TWebhookPostResult {
  status: number | null;
  durationMs: number;
  /** The answer's first characters, or why there was no answer. */
  excerpt: string;
  error?: string;
}

/**
 * One try of a delivery, through the server's outbound client: the endpoint's name
 * resolved and refused when any address is not public (unless WEBHOOK_ALLOW_PRIVATE),
 * the checked address itself connected to (DNS rebinding), no redirect followed, the whole
 * try bounded by `timeoutMs`, at most RESPONSE_READ_MAX_BYTES of the answer read.
 */
export async function postWebhook(
  outbound: TOutboundClient,
  post: TWebhookPost,
): Promise<TWebhookPostResult> {
  const started = Date.now();
  try {
    const answer = await outbound.request(post.url, {
      method: 'POST',
      headers: post.headers,
      body: post.body,
      timeoutMs: post.timeoutMs,
      maxBytes: RESPONSE_READ_MAX_BYTES,
      overflow: 'truncate',
    });
    return {
      status: answer.status,
      durationMs: Date.now() - started,
      excerpt: answer.body.toString('utf8').slice(0, RESPONSE_EXCERPT_CHARS),
    };
  } catch (error) {
    const reason = error instanceof OutboundError ? error.message : 'unreachable: error';
    return { status: null, durationMs: Date.now() - started, excerpt: reason, error: reason };
  }
}
