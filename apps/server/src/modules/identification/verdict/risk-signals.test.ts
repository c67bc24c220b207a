import type { TIdentificationResultResponse } from '@confirma/contracts/identification';
import { describe, expect, it } from 'vitest';
import { RISK_BANDS, reuseSignals, routeByRisk, verdictSignals } from './risk-signals.ts';

/** A verdict that passed every check: a card, its hologram seen, a clear face score. */
function passed(overrides: Partial<TIdentificationResultResponse> = {}) {
  return {
    videoUuid: '00000000-0000-4000-8000-000000000001',
    status: 'PASSED',
    document: 'ID_CARD',
    faceMatch: { similarity: 0.62, threshold: 0.3, passed: true, blocking: true },
    liveness: { passed: true, antispoof: 0.6, challenges: [], required: true },
    hologram: { passed: true, confidence: 0.9, threshold: 0.75, required: false },
    mrzValid: true,
    nifMatches: true,
    documentConsistency: null,
    blocked: false,
    failures: [],
    reviewReasons: [],
    policy: { faceMatch: 'REQUIRED', liveness: 'REQUIRED', hologram: 'REPORTED' },
    checks: [],
    ...overrides,
  } satisfies TIdentificationResultResponse;
}

/** A unit vector along axis `i` of 8, leaning `lean` towards axis `i + 1`. */
const face = (i: number, lean = 0) =>
  Array.from({ length: 8 }, (_, k) => (k === i ? 1 : k === i + 1 ? lean : 0));

const kept = (videoUuid: string, documentNumber: string | null, embedding: number[]) => ({
  videoUuid,
  operationUuid: '00000000-0000-4000-8000-00000000000f',
  documentNumber,
  embedding,
});

describe('risk routing', () => {
  it('leaves a clear pass alone', () => {
    expect(verdictSignals(passed(), { attempt: 1 })).toEqual([]);
    expect(routeByRisk(passed(), [])).toMatchObject({ status: 'PASSED', riskSignals: [] });
  });

  it('names each signal of the verdict with its measure and band', () => {
    const risky = passed({
      faceMatch: { similarity: 0.31, threshold: 0.3, passed: true, blocking: true },
      liveness: { passed: true, antispoof: 0.1, challenges: [], required: true },
      hologram: { passed: false, confidence: 0.4, threshold: 0.75, required: false },
    });
    expect(verdictSignals(risky, { attempt: 2 })).toEqual([
      { code: 'RISK_FACE_BAND', score: 0.31, threshold: RISK_BANDS.faceBandTop },
      { code: 'RISK_HOLOGRAM_NOT_SEEN', score: 0.4, threshold: 0.75 },
      { code: 'RISK_WEAK_ANTISPOOF', score: 0.1, threshold: RISK_BANDS.weakAntispoof },
      { code: 'RISK_MANY_ATTEMPTS', score: 2, threshold: 2 },
    ]);
  });

  it('does not flag a passport for its hologram, nor a score at the band top', () => {
    const passport = passed({
      document: 'PASSPORT',
      hologram: null,
      faceMatch: {
        similarity: RISK_BANDS.faceBandTop,
        threshold: 0.3,
        passed: true,
        blocking: true,
      },
    });
    expect(verdictSignals(passport, { attempt: 1 })).toEqual([]);
  });

  it('flags a document the presence check doubted only where the check was relaxed', () => {
    const check = (required: boolean, outcome: 'PASSED' | 'FAILED') => ({
      check: 'DOCUMENT_PRESENCE' as const,
      outcome,
      required,
      score: null,
      threshold: null,
    });
    expect(verdictSignals(passed({ checks: [check(false, 'FAILED')] }), { attempt: 1 })).toEqual([
      { code: 'RISK_DOCUMENT_DOUBTED', score: null, threshold: null },
    ]);
    expect(verdictSignals(passed({ checks: [check(false, 'PASSED')] }), { attempt: 1 })).toEqual(
      [],
    );
    // Required, a failed check fails the verdict itself: nothing for a person to weigh.
    expect(verdictSignals(passed({ checks: [check(true, 'FAILED')] }), { attempt: 1 })).toEqual([]);
  });

  it('sends a pass with a signal to review, each signal a reason; never a failure', () => {
    const signal = { code: 'RISK_MANY_ATTEMPTS', score: 2, threshold: 2 } as const;
    expect(routeByRisk(passed(), [signal])).toMatchObject({
      status: 'REVIEW',
      reviewReasons: ['RISK_MANY_ATTEMPTS'],
      riskSignals: [signal],
    });
    const underReview = passed({ status: 'REVIEW', reviewReasons: ['DOCUMENT_UNCONFIRMED'] });
    expect(routeByRisk(underReview, [signal]).reviewReasons).toEqual([
      'DOCUMENT_UNCONFIRMED',
      'RISK_MANY_ATTEMPTS',
    ]);
    const failed = passed({ status: 'FAILED', failures: ['FACE_MISMATCH'] });
    expect(routeByRisk(failed, [signal])).toBe(failed);
  });

  it('finds one face under another number, and one number with another face', () => {
    const others = [
      kept('00000000-0000-4000-8000-00000000000a', 'X1234567L', face(0, 0.05)),
      kept('00000000-0000-4000-8000-00000000000b', '12345678Z', face(0)),
      kept('00000000-0000-4000-8000-00000000000c', '12345678Z', face(4)),
      kept('00000000-0000-4000-8000-00000000000d', '99999999R', face(6)),
    ];
    const signals = reuseSignals(face(0), '12345678Z', others);
    expect(signals.map((signal) => signal.code)).toEqual([
      'RISK_FACE_REUSED',
      'RISK_NUMBER_REUSED',
    ]);
    expect(signals[0]?.matches?.map((match) => match.videoUuid)).toEqual([
      '00000000-0000-4000-8000-00000000000a',
    ]);
    expect(signals[1]?.matches?.map((match) => match.videoUuid)).toEqual([
      '00000000-0000-4000-8000-00000000000c',
    ]);
    // The same person with the same number again (a second attempt, a renewed card) is none.
    expect(reuseSignals(face(0), '12345678Z', [others[1] ?? kept('', null, [])])).toEqual([]);
    // Nothing to compare without a selfie or a number read.
    expect(reuseSignals(null, '12345678Z', others)).toEqual([]);
    expect(reuseSignals(face(0), null, others)).toEqual([]);
  });
});
