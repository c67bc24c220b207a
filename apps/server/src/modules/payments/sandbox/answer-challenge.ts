import type { TSandboxPayment, TSandboxPsp } from './sandbox-psp.ts';
import { sandboxTexts } from './sandbox-texts.ts';

/**
 * The payer's answer to the 3-D Secure-style challenge: the payment succeeds or fails.
 * A payment no longer in its challenge (a second submit) is left as it is.
 */
export async function answerChallenge(
  psp: TSandboxPsp,
  payment: TSandboxPayment,
  outcome: 'approve' | 'fail',
): Promise<void> {
  if (payment.state !== 'requires_action') return;
  if (outcome === 'approve') {
    await psp.succeed(payment.id, payment.cardLast4);
  } else {
    const message = sandboxTexts(payment.locale).messages.challengeFailed;
    await psp.fail(payment.id, message, payment.cardLast4);
  }
}
