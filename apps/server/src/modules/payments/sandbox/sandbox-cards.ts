import type { TSandboxMessage } from './sandbox-texts.ts';

/**
 * The sandbox's test cards (docs/operations.md): what paying with a card number does.
 * Any other number that passes the Luhn check succeeds; one that fails it is refused on the
 * page, as a real provider's form does.
 */
export type TCardOutcome =
  | { kind: 'succeeded' }
  | { kind: 'declined'; reason: TSandboxMessage }
  | { kind: 'challenge' }
  | { kind: 'invalid'; field: 'number' | 'expiry' | 'cvc' | 'holder'; reason: TSandboxMessage };

export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000000000003220',
  insufficientFunds: '4000000000009995',
} as const;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether `MM/YY` (or MM/YYYY) is a month not yet over at `now`. */
function validExpiry(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]) + ((match[2] ?? '').length === 2 ? 2000 : 0);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** What the checkout's card form posts. */
export type TSandboxCard = { number: string; expiry: string; cvc: string; holder: string };

export function evaluateCard(card: TSandboxCard, now = new Date()): TCardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
    return { kind: 'invalid', field: 'number', reason: 'badNumber' };
  }
  if (!validExpiry(card.expiry, now)) {
    return { kind: 'invalid', field: 'expiry', reason: 'badExpiry' };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { kind: 'invalid', field: 'cvc', reason: 'badCvc' };
  }
  if (card.holder.trim().length === 0) {
    return { kind: 'invalid', field: 'holder', reason: 'badHolder' };
  }
  switch (number) {
    case SANDBOX_TEST_CARDS.declined:
      return { kind: 'declined', reason: 'declined' };
    case SANDBOX_TEST_CARDS.insufficientFunds:
      return { kind: 'declined', reason: 'insufficientFunds' };
    case SANDBOX_TEST_CARDS.challenge:
      return { kind: 'challenge' };
    default:
      return { kind: 'succeeded' };
  }
}
