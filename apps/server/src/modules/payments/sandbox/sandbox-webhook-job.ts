import { jobPayload } from '../../../platform/jobs/job-payload.ts';
import type { TJobHandler } from '../../../platform/jobs/job-runner.ts';
import type { TOutboundFetch } from '../../../platform/outbound/outbound.types.ts';
import { ZSandboxWebhookJob } from './sandbox-psp.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature.ts';

const TIMEOUT_MS = 10_000;

/**
 * Delivers one sandbox webhook: signs the body now (a retry carries a fresh time stamp, as
 * PSPs do) and POSTs it to the product's webhook URL over HTTP, through `send`, the outbound
 * client's fetch for PUBLIC_URL. Anything but a 2xx answer fails the try, and the job queue
 * retries it with backoff.
 */
export function createSandboxWebhookHandler(secret: string, send: TOutboundFetch): TJobHandler {
  return async (payload, _job, ctx) => {
    const { url, body } = jobPayload(ZSandboxWebhookJob, payload);
    const signature = signSandboxPayload(secret, body, Math.floor(Date.now() / 1000));
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
      signal: ctx.signal,
      timeoutMs: TIMEOUT_MS,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
  };
}
