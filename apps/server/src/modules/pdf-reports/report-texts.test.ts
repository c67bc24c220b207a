import { SEAL_REASONS } from '@confirma/contracts/verify';
import { describe, expect, it } from 'vitest';
import { readSealReason, sealReason } from './report-texts.ts';

describe("a seal's reason", () => {
  it('is written in the document language and read back from any', () => {
    for (const language of ['es', 'en', 'it'] as const) {
      for (const kind of SEAL_REASONS) {
        const written = sealReason(language, kind, 'op-1/signer-1');
        expect(readSealReason(written)).toEqual({ kind, reference: 'op-1/signer-1' });
      }
    }
    expect(sealReason('es', 'OTP', 'op-1')).toBe(
      'Firmado con un código de un solo uso (SMS) · op-1',
    );
  });

  it('reads nothing into a reason it did not write', () => {
    expect(readSealReason('Approved by the board · 42')).toBeNull();
    expect(readSealReason('Signed with a one-time code (SMS)')).toBeNull();
  });
});
