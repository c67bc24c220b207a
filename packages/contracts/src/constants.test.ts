import { describe, expect, it } from 'vitest';
import { ZCreditPackId, ZIdDocumentType, ZOpClass, ZSignatureType } from './constant-enums.ts';
import {
  CREDIT_COSTS,
  CREDIT_PACKS,
  FORM_LIMITS,
  HANDWRITTEN,
  IDENTIFICATION_THRESHOLDS,
  IDENTIFICATION_TIMINGS_MS,
  identifies,
  LEGACY_PLANS,
  OP_CLASS,
  operationCreditCost,
  PHONE_PATTERN,
  PRODUCTS,
  PROFILE_FIELD_MAX,
  SIGNATURE_TYPES,
  SUMMARY_DISPLAY,
} from './constants.ts';

describe('credits', () => {
  it('prices every product with a positive whole number of credits', () => {
    expect(Object.keys(CREDIT_COSTS).sort()).toEqual([...PRODUCTS].sort());
    for (const cost of Object.values(CREDIT_COSTS)) {
      expect(Number.isInteger(cost) && cost > 0).toBe(true);
    }
  });

  it('sorts packs by price, in integer cents, with unique ids matching the enum', () => {
    const prices = CREDIT_PACKS.map((p) => p.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every(Number.isInteger)).toBe(true);
    expect(new Set(CREDIT_PACKS.map((p) => p.id)).size).toBe(CREDIT_PACKS.length);
    expect(CREDIT_PACKS.map((p) => p.id)).toEqual(ZCreditPackId.options);
  });

  it('gives more credits per euro in bigger packs', () => {
    const perEuro = CREDIT_PACKS.map((p) => p.credits / (p.priceCents / 100));
    for (let i = 1; i < perEuro.length; i++) {
      expect(perEuro[i]).toBeGreaterThan(perEuro[i - 1] ?? Number.POSITIVE_INFINITY);
    }
  });

  it('keeps the pack of 10 € at 20 credits and legacy plans growing in documents', () => {
    expect(CREDIT_PACKS[0]).toMatchObject({ priceCents: 1000, credits: 20, currency: 'EUR' });
    const docs = LEGACY_PLANS.map((p) => p.documents);
    expect(docs).toEqual([...docs].sort((a, b) => a - b));
  });

  it("prices an operation as the sum of its signers' costs", () => {
    expect(operationCreditCost(['SIMPLE'])).toEqual({ cost: 2, products: ['SIGNATURE'] });
    expect(operationCreditCost(['SIMPLE', 'VIDEO_1PASO_OTP'])).toEqual({
      cost: 7,
      products: ['SIGNATURE', 'VIDEO_IDENTIFICATION'],
    });
    expect(
      operationCreditCost(['SIMPLE', ...Array(9).fill('IDENTIFICATION_NO_ASISTIDA')]).cost,
    ).toBe(29);
    expect(operationCreditCost(['SIMPLE', 'SIMPLE', 'BIOMETRICA']).cost).toBe(6);
  });

  it('identifies the video types only', () => {
    expect(SIGNATURE_TYPES.filter(identifies)).toEqual([
      'AVANZADA_VIDEO_1PASO',
      'VIDEO_1PASO_OTP',
      'IDENTIFICATION_NO_ASISTIDA',
    ]);
  });
});

describe('forms', () => {
  it('accepts 9 to 15 digits, hyphens or plus signs as a phone', () => {
    for (const ok of ['612345678', '+34612345678', '+34-612-345-678', '123456789012345']) {
      expect(PHONE_PATTERN.test(ok)).toBe(true);
    }
    for (const bad of ['12345678', '1234567890123456', '612 345 678', '61234567a']) {
      expect(PHONE_PATTERN.test(bad)).toBe(false);
    }
  });

  it('has coherent min/max pairs', () => {
    expect(FORM_LIMITS.phoneMin).toBeLessThan(FORM_LIMITS.phoneMax);
    expect(FORM_LIMITS.passwordMin).toBeLessThan(FORM_LIMITS.passwordMax);
    expect(FORM_LIMITS.accountPasswordMin).toBeLessThanOrEqual(FORM_LIMITS.passwordMin);
    expect(FORM_LIMITS.contactPhoneMin).toBeLessThan(FORM_LIMITS.phoneMin);
    for (const max of Object.values(PROFILE_FIELD_MAX)) expect(max).toBeGreaterThan(0);
  });
});

describe('signing', () => {
  it('gives every operation class a unique value accepted by ZOpClass', () => {
    const values = Object.values(OP_CLASS);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(ZOpClass.parse(value)).toBe(value);
    expect(ZOpClass.safeParse(1242).success).toBe(false);
  });

  it('validates signature and capture document types', () => {
    expect(ZSignatureType.options).toEqual([...SIGNATURE_TYPES]);
    expect(ZSignatureType.safeParse('BIOMETRICA').success).toBe(true);
    expect(ZSignatureType.safeParse('biometrica').success).toBe(false);
    expect(ZIdDocumentType.safeParse('PASSPORTMRZ').success).toBe(true);
    expect(ZIdDocumentType.safeParse('SELFIE').success).toBe(false);
  });

  it('fixes the handwritten payload values', () => {
    expect(HANDWRITTEN.signatureType).toBe(6);
    expect(HANDWRITTEN.signBoxName).toBe('cajafirma1');
    expect(HANDWRITTEN.canvasWidth).toBeGreaterThan(HANDWRITTEN.canvasHeight);
  });
});

describe('identification', () => {
  it('keeps thresholds in range', () => {
    const t = IDENTIFICATION_THRESHOLDS;
    expect(t.videoBrightnessMin).toBeLessThan(t.videoBrightnessMax);
    for (const c of [
      t.frontConfidence,
      t.hologramConfidence,
      t.backConfidence,
      t.biometryConfidence,
    ]) {
      expect(c).toBeGreaterThan(0);
      expect(c).toBeLessThanOrEqual(1);
    }
  });

  it('uses positive timings, longer pause on iPhone, and a blink longer than its fade', () => {
    const m = IDENTIFICATION_TIMINGS_MS;
    for (const ms of Object.values(m)) expect(ms).toBeGreaterThan(0);
    expect(m.faceToFrontPauseIPhone).toBeGreaterThan(m.faceToFrontPause);
    expect(m.recordingBlink).toBeGreaterThan(m.recordingFade);
  });

  it('orders the summary colour bands', () => {
    expect(SUMMARY_DISPLAY.confidenceRedBelow).toBeLessThan(SUMMARY_DISPLAY.confidenceOrangeBelow);
  });
});
