import { z } from 'zod';
import type { TDbOrTx } from '../db/client.ts';
import { jobPayload } from '../jobs/job-payload.ts';
import type { TJobHandler } from '../jobs/job-runner.ts';
import type { TOutboundFetch } from '../outbound/outbound.types.ts';
import { storeOutboxMessage } from '../outbox/outbox-repo.ts';

export const SMS_JOB = 'sms.send';

export const ZSmsMessage = z.object({
  /** E.164-ish number: digits, optional leading +. */
  to: z.string().regex(/^\+?[0-9]{6,15}$/),
  text: z.string().min(1).max(640),
});
export type TSmsMessage = z.infer<typeof ZSmsMessage>;

export interface TSmsOptions {
  /**
   * The provider's endpoint receiving `POST {from, to, text}` as JSON, reached through the
   * outbound client's fetch for it (a configured destination); without it: the outbox.
   */
  provider?: { url: string; token: string | undefined; fetch: TOutboundFetch } | undefined;
  sender: string;
}

/**
 * The `sms.send` job handler. The HTTP provider contract is deliberately small (one JSON
 * POST with a bearer token) so an adapter for any SMS gateway fits in front of it.
 */
export function createSmsHandler(options: TSmsOptions): TJobHandler {
  const { provider } = options;
  return async (payload, job, ctx) => {
    const message = jobPayload(ZSmsMessage, payload);
    if (!provider) {
      await ctx.completeWith((tx) =>
        storeOutboxMessage(tx, { channel: 'sms', jobId: job.id, subject: null, ...message }),
      );
      return;
    }
    const response = await provider.fetch(provider.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `sms-job-${job.id}`,
        ...(provider.token ? { authorization: `Bearer ${provider.token}` } : {}),
      },
      body: JSON.stringify({ from: options.sender, to: message.to, text: message.text }),
      signal: ctx.signal,
      timeoutMs: 15_000,
    });
    if (!response.ok) {
      throw new Error(`SMS provider answered ${response.status}`);
    }
    ctx.log.info({ status: response.status }, 'sms sent');
  };
}

export type TQueueSms = (db: TDbOrTx, message: TSmsMessage) => Promise<string>;
