import type { TIcarOcr } from '@confirma/contracts/identification';
import { describe, expect, it } from 'vitest';
import type { TExtracted, TIdentificationRow } from './identification.types.ts';
import { judgeIdentification } from './judge-identification.ts';

const ocr: TIcarOcr = {
  icarName: 'CARMEN',
  icarLastName: 'GARCIA',
  icarNif: '12345678Z',
  icarExpirationDate: '2031-01-01',
  icarDocType: 'ID',
  icarBirthDate: '1980-01-01',
  icarSex: 'F',
  icarAddress: null,
  icarNationality: 'ESP',
  icarDocNumber: 'CKL304871',
  icarIssuingState: 'ESP',
  mrzValid: true,
};

/** A card identification with every stage done, its face matched, and `extracted` on top. */
function doneCard(extracted: TExtracted = {}): TIdentificationRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    operationId: '00000000-0000-4000-8000-000000000002',
    signerId: '00000000-0000-4000-8000-000000000003',
    sessionId: 'session',
    status: 'RECORDING',
    stage: 'DONE',
    faceEmbedding: null,
    faceScore: 0.9,
    matchScore: 0.6,
    frontConfidence: 0.9,
    backConfidence: 0.9,
    extracted: { document: 'ID_CARD', backOcr: ocr, ...extracted },
    result: null,
    videoSha256: 'a'.repeat(64),
    videoSize: 1000,
    certificateSha256: null,
    createdAt: new Date(),
    startedAt: new Date(),
    completedAt: null,
    purgedAt: null,
  };
}

const options = { nif: '12345678Z', blocking: false, antispoof: null, today: '2025-06-01' };

describe('judgeIdentification: the hologram', () => {
  it('reports a card hologram not seen and passes, unless it is required', () => {
    const unseen = doneCard({ hologram: { detected: false, score: 0.1, attempts: 3 } });
    const reported = judgeIdentification(unseen, options);
    expect(reported).toMatchObject({
      status: 'PASSED',
      failures: [],
      hologram: { passed: false, confidence: 0.1, threshold: 0.75, required: false },
    });
    const required = judgeIdentification(unseen, { ...options, hologramRequired: true });
    expect(required.status).toBe('FAILED');
    expect(required.failures).toEqual(['HOLOGRAM_FAILED']);
    // No burst sent at all counts as not seen.
    expect(
      judgeIdentification(doneCard(), { ...options, hologramRequired: true }).failures,
    ).toEqual(['HOLOGRAM_FAILED']);
  });

  it('passes a required hologram that was seen; a passport has none to require', () => {
    const seen = doneCard({ hologram: { detected: true, score: 1, attempts: 1 } });
    expect(judgeIdentification(seen, { ...options, hologramRequired: true })).toMatchObject({
      status: 'PASSED',
      hologram: { passed: true, confidence: 1, required: true },
    });
    const passport = doneCard();
    passport.extracted = { document: 'PASSPORT', passportOcr: ocr };
    expect(judgeIdentification(passport, { ...options, hologramRequired: true })).toMatchObject({
      status: 'PASSED',
      hologram: null,
      failures: [],
    });
  });
});
