import { describe, expect, it } from 'vitest';
import {
  IDENTIFICATION_DEFAULTS,
  ZFaceDetectionRequest,
  ZFrontDetectionRequest,
  ZIdentificationImagesData,
  ZLivenessRequest,
  ZSaveIdentificationDataRequest,
  ZVideoChunkParams,
} from './identification.ts';

describe('identification contract', () => {
  it('carries the capture defaults', () => {
    expect(IDENTIFICATION_DEFAULTS).toMatchObject({
      frontConfidence: 0.75,
      hologramConfidence: 0.75,
      backConfidence: 0.75,
      biometryConfidence: 0.3,
      widthFaceRect: 150,
      videoTimeoutMinutes: 10,
      videoBrightnessMin: 20,
      videoBrightnessMax: 80,
      brightnessImageThreshold: 300,
      blurImageThreshold: 100,
    });
  });

  it('fills a detection request with the defaults and needs an image', () => {
    const face = ZFaceDetectionRequest.parse({ imgb64: 'aGk=' });
    expect(face).toMatchObject({ widthFaceRect: 150, returnFaceImg: true, biometry: true });
    const front = ZFrontDetectionRequest.parse({ imgb64: 'aGk=' });
    expect(front.frontConfidence).toBe(0.75);
    expect(ZFaceDetectionRequest.safeParse({}).success).toBe(false);
    expect(ZFrontDetectionRequest.safeParse({ imgb64: 'x', frontConfidence: 2 }).success).toBe(
      false,
    );
  });

  it('takes only the spec capture types and a bounded liveness burst', () => {
    const base = { operationUuid: crypto.randomUUID(), documentB64: 'aGk=' };
    expect(
      ZSaveIdentificationDataRequest.safeParse({ ...base, documentType: 'DNIBACK' }).success,
    ).toBe(true);
    expect(
      ZSaveIdentificationDataRequest.safeParse({ ...base, documentType: 'SELFIE' }).success,
    ).toBe(false);
    expect(ZLivenessRequest.safeParse({ index: 0, frames: ['a', 'b'] }).success).toBe(false);
    expect(ZLivenessRequest.safeParse({ index: 0, frames: ['a', 'b', 'c'] }).success).toBe(true);
    const op = crypto.randomUUID();
    expect(ZVideoChunkParams.parse({ operationUuid: op, videoUuid: op, index: '3' }).index).toBe(3);
    expect(
      ZVideoChunkParams.safeParse({ operationUuid: op, videoUuid: op, index: '-1' }).success,
    ).toBe(false);
  });

  it('names the summary fields exactly', () => {
    const shape = ZIdentificationImagesData.shape;
    for (const key of [
      'face',
      'front',
      'back',
      'hologram',
      'hologramConfidence',
      'passport',
      'passportmrz',
      'passportOcr',
      'customer',
      'faceBiometry',
      'frontBiometry',
      'backOcr',
    ]) {
      expect(shape).toHaveProperty(key);
    }
  });
});
