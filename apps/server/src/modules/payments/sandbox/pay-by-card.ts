import { evaluateCard, type TSandboxCard } from './sandbox-cards.ts';
import { renderCheckoutPage } from './sandbox-pages.ts';
import type { TSandboxPayment, TSandboxPsp } from './sandbox-psp.ts';
import { sandboxTexts } from './sandbox-texts.ts';

/** What the checkout answers a card: a page to go to (303), or the form again with why. */
export type TCardAnswer = { redirect: string } | { status: 200 | 400; html: string };

/**
 * The card form's submit: a card refused on the page (400, the form again), declined (the
 * payment stays open), held for its challenge, or paid and back to the merchant.
 */
export async function payByCard(
  psp: TSandboxPsp,
  payment: TSandboxPayment,
  card: TSandboxCard,
): Promise<TCardAnswer> {
  const checkout = `/sandbox-psp/checkout/${payment.id}`;
  // A second submit (a double click) answers the first one's result: a payment that
  // ended goes back to the merchant, one in its challenge shows it.
  if (payment.state !== 'open' || payment.method !== 'card') {
    const ended = payment.state !== 'requires_action' && payment.method === 'card';
    return { redirect: ended ? payment.returnUrl : checkout };
  }
  const outcome = evaluateCard(card);
  const last4 = card.number.replace(/\D/g, '').slice(-4);
  const t = sandboxTexts(payment.locale);
  if (outcome.kind === 'invalid') {
    const values = { expiry: card.expiry, holder: card.holder, number: card.number };
    const error = t.messages[outcome.reason];
    return { status: 400, html: renderCheckoutPage(payment, { error, values }) };
  }
  if (outcome.kind === 'declined') {
    // As a provider's hosted checkout does: the payment stays open and the payer, told
    // why in their language, can try another card on the same page.
    const values = { expiry: card.expiry, holder: card.holder };
    const error = `${t.messages[outcome.reason]} ${t.retry}`;
    return { status: 200, html: renderCheckoutPage(payment, { error, values }) };
  }
  if (outcome.kind === 'challenge') {
    await psp.requireAction(payment.id, last4);
    return { redirect: checkout };
  }
  await psp.succeed(payment.id, last4);
  return { redirect: payment.returnUrl };
}
