import type { TOutboundFailure } from './outbound.types.ts';

/**
 * An outbound call that got no answer: refused by the address policy, past its time,
 * unreachable, or an answer longer than the caller reads. Its message is what a webhook
 * delivery records (`refused: private address (10.0.0.1)`, `timed out`,
 * `unreachable: ECONNREFUSED`).
 */
export class OutboundError extends Error {
  constructor(
    readonly failure: TOutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}
