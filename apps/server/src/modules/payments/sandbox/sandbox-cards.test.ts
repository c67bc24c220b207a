import { describe, expect, it } from 'vitest';
import { WebhookVerificationError } from '../payment-provider.ts';
import { evaluateCard, SANDBOX_TEST_CARDS } from './sandbox-cards.ts';
import { signSandboxPayload, verifySandboxSignature } from './sandbox-signature.ts';
import { SANDBOX_TEXTS } from './sandbox-texts.ts';

const card = (number: string, over: Partial<Record<'expiry' | 'cvc' | 'holder', string>> = {}) =>
  evaluateCard(
    { number, expiry: '12/40', cvc: '123', holder: 'Ana', ...over },
    new Date('2030-06-15T00:00:00Z'),
  );

describe('sandbox test cards', () => {
  it('maps each documented card to its outcome', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ kind: 'succeeded' });
    expect(card(SANDBOX_TEST_CARDS.declined)).toEqual({
      kind: 'declined',
      reason: 'declined',
    });
    expect(card(SANDBOX_TEST_CARDS.challenge)).toEqual({ kind: 'challenge' });
    expect(card(SANDBOX_TEST_CARDS.insufficientFunds)).toEqual({
      kind: 'declined',
      reason: 'insufficientFunds',
    });
  });

  it('words every refusal in each language', () => {
    expect(SANDBOX_TEXTS.es.messages.declined).toBe('Tu tarjeta ha sido rechazada.');
    expect(SANDBOX_TEXTS.en.messages.declined).toBe('Your card was declined.');
    expect(SANDBOX_TEXTS.it.messages.declined).toBe('La tua carta è stata rifiutata.');
    for (const texts of Object.values(SANDBOX_TEXTS)) {
      expect(Object.keys(texts.messages).sort()).toEqual(
        Object.keys(SANDBOX_TEXTS.en.messages).sort(),
      );
    }
  });

  it('refuses a number failing Luhn, a past expiry, a bad CVC and a missing holder', () => {
    expect(card('4242 4242 4242 4241')).toMatchObject({ kind: 'invalid', field: 'number' });
    expect(card(SANDBOX_TEST_CARDS.succeeds, { expiry: '05/30' })).toMatchObject({
      field: 'expiry',
    });
    expect(card(SANDBOX_TEST_CARDS.succeeds, { expiry: '06/30' })).toEqual({ kind: 'succeeded' });
    expect(card(SANDBOX_TEST_CARDS.succeeds, { cvc: '12' })).toMatchObject({ field: 'cvc' });
    expect(card(SANDBOX_TEST_CARDS.succeeds, { holder: ' ' })).toMatchObject({ field: 'holder' });
  });
});

describe('sandbox webhook signature', () => {
  const secret = 'a-secret-of-at-least-32-characters!!';
  const body = '{"id":"evt_1"}';
  const verify = (header: string, raw = body, now = 1_000_000) =>
    verifySandboxSignature({
      header,
      rawBody: Buffer.from(raw),
      secret,
      toleranceSeconds: 300,
      nowSeconds: now,
    });

  it('accepts its own signature within the window and nothing else', () => {
    const header = signSandboxPayload(secret, body, 1_000_000);
    expect(() => verify(header)).not.toThrow();
    expect(() => verify(header, '{"id":"evt_2"}')).toThrow(WebhookVerificationError);
    expect(() => verify(header, body, 1_000_301)).toThrow(/tolerance/);
    expect(() => verify(signSandboxPayload(`${secret}x`, body, 1_000_000))).toThrow(/match/);
    expect(() => verify('t=1000000')).toThrow(/malformed/);
  });
});
