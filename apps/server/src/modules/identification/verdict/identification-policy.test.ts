import { describe, expect, it } from 'vitest';
import { identificationPolicy } from './identification-policy.ts';

const SECURE = {
  IDENTIFICATION_BIOMETRY_BLOCKING: true,
  IDENTIFICATION_LIVENESS_REQUIRED: true,
  IDENTIFICATION_LIVENESS_OFFERED: true,
  IDENTIFICATION_HOLOGRAM_REQUIRED: true,
  IDENTIFICATION_CONSENT_REQUIRED: true,
  IDENTIFICATION_COLOUR_REQUIRED: true,
  IDENTIFICATION_DOCUMENT_PRESENCE_REQUIRED: true,
};

describe('identificationPolicy: the secure defaults', () => {
  it('requires every check, and the operation relaxes one explicitly', () => {
    expect(identificationPolicy(SECURE, null)).toEqual({
      faceMatch: 'REQUIRED',
      liveness: 'REQUIRED',
      hologram: 'REQUIRED',
      documentPresence: 'REQUIRED',
      consent: 'REQUIRED',
      colour: 'REQUIRED',
    });
    expect(identificationPolicy(SECURE, { documentPresence: 'REPORTED' })).toMatchObject({
      documentPresence: 'REPORTED',
      hologram: 'REQUIRED',
    });
    const platformOff = { ...SECURE, IDENTIFICATION_DOCUMENT_PRESENCE_REQUIRED: false };
    expect(identificationPolicy(platformOff, null).documentPresence).toBe('REPORTED');
  });
});

describe('identificationPolicy: the colour sequence', () => {
  it('is off where the platform or the operation turns it off', () => {
    const platformOff = { ...SECURE, IDENTIFICATION_COLOUR_REQUIRED: false };
    expect(identificationPolicy(platformOff, null).colour).toBe('OFF');
    expect(identificationPolicy(SECURE, { colour: 'OFF' }).colour).toBe('OFF');
    // An operation may still ask for it on a platform that turned it off.
    expect(identificationPolicy(platformOff, { colour: 'REQUIRED' }).colour).toBe('REQUIRED');
  });

  it('is off wherever the liveness is not required: it is part of it', () => {
    expect(identificationPolicy(SECURE, { liveness: 'REPORTED' }).colour).toBe('OFF');
    expect(identificationPolicy(SECURE, { liveness: 'OFF', colour: 'REQUIRED' }).colour).toBe(
      'OFF',
    );
    const reported = { ...SECURE, IDENTIFICATION_LIVENESS_REQUIRED: false };
    expect(identificationPolicy(reported, null)).toMatchObject({
      liveness: 'REPORTED',
      colour: 'OFF',
    });
  });
});
