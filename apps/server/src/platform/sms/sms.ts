import { z } from 'zod';
import type { TDbOrTx } from '../db/client.ts';
import { jobPayload } from '../jobs/job-payload.ts';
import type { TJobHandler } from '../jobs/job-runner.ts';
import { storeOutboxMessage } from '../outbox/outbox-repo.ts';

export const SMS_JOB = 'sms.send';

export const ZSmsMessage = z.object({
  /** E.164-ish number: digits, optional leading +. */
  to: z.string().regex(/^\+?[0-9]{6,15}$/),
  text: z.string().min(1).max(640),
});
export type TSmsMessage = z.infer<typeof ZSmsMessage>;

export interface TSmsOptions {
  /** Provider endpoint receiving `POST {from, to, text}` as JSON; without it: the outbox. */
  providerUrl?: string | undefined;
  providerToken?: string | undefined;
  sender: string;
  fetch?: typeof fetch;
}

/**
 * The `sms.send` job handler. The HTTP provider contract is deliberately small (one JSON
 * POST with a bearer token) so an adapter for any SMS gateway fits in front of it.
 */
export function createSmsHandler(options: TSmsOptions): TJobHandler {
  const doFetch = options.fetch ?? fetch;
  return async (payload, job, ctx) => {
    const message = jobPayload(ZSmsMessage, payload);
    if (!options.providerUrl) {
      await ctx.completeWith((tx) =>
        storeOutboxMessage(tx, { channel: 'sms', jobId: job.id, subject: null, ...message }),
      );
      return;
    }
    const response = await doFetch(options.providerUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `sms-job-${job.id}`,
        ...(options.providerToken ? { authorization: `Bearer ${options.providerToken}` } : {}),
      },
      body: JSON.stringify({ from: options.sender, to: message.to, text: message.text }),
      signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(15_000)]),
    });
    if (!response.ok) {
      throw new Error(`SMS provider answered ${response.status}`);
    }
    ctx.log.info({ status: response.status }, 'sms sent');
  };
}

export type TQueueSms = (db: TDbOrTx, message: TSmsMessage) => Promise<string>;
