import type { TSandboxPayment } from './sandbox-psp.ts';
import { sandboxTexts, type TSandboxTexts } from './sandbox-texts.ts';

/**
 * The sandbox's hosted pages: plain server-rendered HTML with forms (no script, so the
 * product's CSP applies unchanged), one column that fits a 360 px phone.
 */

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,sans-serif;background:#f2f4f8;color:#1a1f36}
main{max-width:440px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:10px;padding:20px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:1.2rem;margin:0 0 4px}.amount{font-size:1.8rem;font-weight:700;margin:8px 0}
.notice{background:#fff4e5;border-radius:6px;padding:8px 10px;font-size:.85rem;margin:12px 0}
label{display:block;font-size:.85rem;margin:12px 0 4px;color:#4f566b}
input{width:100%;padding:10px;font-size:1rem;border:1px solid #c4c9d4;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;margin-top:16px;padding:12px;font-size:1rem;font-weight:600;border:0;border-radius:6px;background:#635bff;color:#fff;cursor:pointer}
button.wallet{background:#ffc439;color:#111}button.secondary{background:#e3e8ee;color:#1a1f36}
.error{color:#c62828;background:#fdecea;border-radius:6px;padding:8px 10px;margin-top:12px}
.muted{color:#697386;font-size:.85rem}
.test{display:inline-block;background:#c62828;color:#fff;border-radius:4px;padding:1px 6px;margin-right:6px;font-weight:700}
`;

function formatAmount(payment: TSandboxPayment): string {
  return new Intl.NumberFormat(payment.locale, {
    style: 'currency',
    currency: payment.currency,
  }).format(payment.amountCents / 100);
}

function layout(payment: TSandboxPayment, t: TSandboxTexts, body: string): string {
  return `<!doctype html><html lang="${html(payment.locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${html(t.mark)} · ${html(t.title)}</title>
<style>${STYLE}</style></head><body><main><div class="card">
<p class="muted"><strong class="test" data-testid="sandbox-test-mark">${html(t.mark)}</strong>${html(t.title)}</p><h1>${html(payment.description)}</h1>
<p class="amount" data-testid="sandbox-amount">${html(formatAmount(payment))}</p>
<p class="notice">${html(t.notice)}</p>${body}</div></main></body></html>`;
}

const cancelForm = (payment: TSandboxPayment, t: TSandboxTexts) =>
  `<form method="post" action="/sandbox-psp/checkout/${html(payment.id)}/cancel">
<button class="secondary" type="submit">${html(t.cancel)}</button></form>`;

/** The checkout page: the card form, or the wallet button; `error` re-shown after a bad entry. */
export function renderCheckoutPage(
  payment: TSandboxPayment,
  { error, values = {} }: { error?: string; values?: Record<string, string> } = {},
): string {
  const t = sandboxTexts(payment.locale);
  const action = `/sandbox-psp/checkout/${html(payment.id)}`;
  const field = (name: string, label: string, extra: string) =>
    `<label for="${name}">${html(label)}</label><input id="${name}" name="${name}" value="${html(values[name] ?? '')}" ${extra}>`;
  const form =
    payment.method === 'wallet'
      ? `<p>${html(t.walletText)}</p><form method="post" action="${action}/wallet">
<button class="wallet" type="submit">${html(t.wallet)}</button></form>`
      : `<form method="post" action="${action}/pay">
${field('number', t.number, 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required')}
<div class="row"><div>${field('expiry', t.expiry, 'autocomplete="cc-exp" placeholder="12/34" required')}</div>
<div>${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" required')}</div></div>
${field('holder', t.holder, 'autocomplete="cc-name" required')}
${error ? `<p class="error" role="alert">${html(error)}</p>` : ''}
<button type="submit">${html(t.pay)} ${html(formatAmount(payment))}</button></form>`;
  return layout(payment, t, form + cancelForm(payment, t));
}

/** The 3-D Secure-style challenge: authorise or fail. */
export function renderChallengePage(payment: TSandboxPayment): string {
  const t = sandboxTexts(payment.locale);
  const action = `/sandbox-psp/checkout/${html(payment.id)}/challenge`;
  return layout(
    payment,
    t,
    `<h2>${html(t.challengeTitle)}</h2><p>${html(t.challengeText)}</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="approve">
<button type="submit">${html(t.approve)}</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail">
<button class="secondary" type="submit">${html(t.reject)}</button></form>`,
  );
}

/** A payment that is no longer open: a link back to the merchant. */
export function renderClosedPage(payment: TSandboxPayment): string {
  const t = sandboxTexts(payment.locale);
  return layout(
    payment,
    t,
    `<p>${html(t.closed)}</p><p><a href="${html(payment.returnUrl)}">${html(t.back)}</a></p>`,
  );
}

/** The page of a payment as it stands: its checkout, its challenge, or closed. */
export function renderPaymentPage(payment: TSandboxPayment): string {
  if (payment.state === 'open') return renderCheckoutPage(payment);
  if (payment.state === 'requires_action') return renderChallengePage(payment);
  return renderClosedPage(payment);
}
