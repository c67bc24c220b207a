import type { TDetectionResult } from '@confirma/contracts/identification';
import { describe, expect, it } from 'vitest';
import {
  backOutcome,
  biometryBlocks,
  brightnessPercent,
  captureStages,
  deviceOf,
  frameSize,
  frontOutcome,
  hologramSeen,
  lightVerdict,
  missingInputs,
  nextStage,
  timeoutMs,
  verdictStop,
  videoSizeFor,
} from './capture-rules';

const result = (documenttype: string, detected = true, flags = {}): TDetectionResult => ({
  detected,
  documenttype,
  confidence: 0.9,
  brightness: false,
  blur: false,
  biometryData: null,
  ocr: null,
  imagebase64: null,
  imagemrzbase64: null,
  ...flags,
});

describe('missingInputs', () => {
  it('names every empty input, in the spec order', () => {
    expect(
      missingInputs({
        token: '',
        opsAddress: '/api/v2/',
        videoAddress: ' ',
        operationUuid: null,
        domainUuid: 'd',
      }),
    ).toEqual(['token', 'videoAddress', 'operationUuid']);
    expect(
      missingInputs({
        token: 't',
        opsAddress: 'o',
        videoAddress: 'v',
        operationUuid: 'u',
        domainUuid: 'd',
      }),
    ).toEqual([]);
  });
});

describe('brightness', () => {
  const pixels = (value: number, count = 64) =>
    Array.from({ length: count * 4 }, (_, i) => (i % 4 === 3 ? 255 : value));

  it('is the mean luminance in percent of white', () => {
    expect(brightnessPercent(pixels(255))).toBeCloseTo(100, 5);
    expect(brightnessPercent(pixels(0))).toBe(0);
    expect(brightnessPercent(pixels(51), 64)).toBeCloseTo(20, 5);
    // Pure red weighs 29.9 %.
    const red = Array.from({ length: 64 * 4 }, (_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0));
    expect(brightnessPercent(red, 1)).toBeCloseTo(29.9, 5);
    expect(brightnessPercent([])).toBe(0);
  });

  it('judges 20 % and 80 % as the limits, both within', () => {
    expect(lightVerdict(19.9)).toBe('low');
    expect(lightVerdict(20)).toBe('ok');
    expect(lightVerdict(80)).toBe('ok');
    expect(lightVerdict(80.1)).toBe('high');
  });
});

describe('video sizes and devices', () => {
  it('asks 640x480 on desktop, 240x320 on a portrait phone, 320x240 landscape', () => {
    expect(videoSizeFor({ width: 1366, height: 768 }, false)).toMatchObject({
      width: 640,
      height: 480,
    });
    expect(videoSizeFor({ width: 360, height: 740 }, true)).toMatchObject({
      width: 240,
      height: 320,
    });
    expect(videoSizeFor({ width: 740, height: 360 }, true)).toMatchObject({
      width: 320,
      height: 240,
    });
  });

  it('delays the camera on iPhone, Safari and Edge; the long face pause on iPhone only', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
    const ipad =
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
    const edge = `${chrome} Edg/140.0`;
    expect(deviceOf(iphone)).toEqual({ phone: true, iPhone: true, delayedCamera: true });
    expect(deviceOf(ipad).iPhone).toBe(false);
    expect(deviceOf(chrome)).toEqual({ phone: false, iPhone: false, delayedCamera: false });
    expect(deviceOf(edge).delayedCamera).toBe(true);
  });

  it('sends frames at most 640 wide, and turns minutes into milliseconds', () => {
    expect(frameSize({ width: 1280, height: 720 })).toEqual({ width: 640, height: 360 });
    expect(frameSize({ width: 240, height: 320 })).toEqual({ width: 240, height: 320 });
    expect(timeoutMs(10)).toBe(600_000);
    expect(timeoutMs(0.05)).toBe(3_000);
  });
});

describe('stages', () => {
  it('goes face → (liveness) → front → hologram → back → done, a passport ending at the front', () => {
    expect(nextStage('face', { liveness: false })).toBe('front');
    expect(nextStage('face', { liveness: true })).toBe('liveness');
    expect(nextStage('liveness', { liveness: true })).toBe('front');
    expect(nextStage('front', { liveness: false })).toBe('hologram');
    expect(nextStage('hologram', { liveness: false })).toBe('back');
    expect(nextStage('front', { liveness: false, passport: true })).toBe('done');
    expect(nextStage('back', { liveness: false })).toBe('done');
  });

  it('shows the hologram between the front and the back, and no card stages for a passport', () => {
    expect(captureStages({ liveness: true })).toEqual([
      'face',
      'liveness',
      'front',
      'hologram',
      'back',
    ]);
    expect(captureStages({ liveness: false })).toEqual(['face', 'front', 'hologram', 'back']);
    expect(captureStages({ liveness: true, passport: true })).toEqual([
      'face',
      'liveness',
      'front',
    ]);
  });

  it('sees the hologram only in a detected hologram result', () => {
    expect(hologramSeen([result('hologram')])).toBe(true);
    expect(hologramSeen([result('dni anverso front hologram')])).toBe(true);
    expect(hologramSeen([result('hologram', false)])).toBe(false);
    expect(hologramSeen([result('dni anverso front')])).toBe(false);
    expect(hologramSeen([])).toBe(false);
  });

  it('reads the front list as the spec says', () => {
    const front = result('dni anverso front');
    const holo = result('dni anverso front hologram');
    expect(frontOutcome([front, holo])).toEqual({ found: 'front', front, hologram: holo });
    const passport = result('pasaporte');
    expect(frontOutcome([passport])).toEqual({ found: 'passport', passport });
    const other = result('residence permit');
    expect(frontOutcome([other]).found).toBe('front');
    // A lone 'dni' result that is not a front, or nothing detected: try again with a hint.
    expect(frontOutcome([result('dni reverso back')]).found).toBeNull();
    expect(frontOutcome([result('dni anverso front', false, { brightness: true })])).toEqual({
      found: null,
      hint: 'reflections',
    });
    expect(frontOutcome([])).toEqual({ found: null, hint: null });
    // A passport page held for an MRZ that failed its checks: a reflection, most likely.
    expect(frontOutcome([result('pasaporte', false)])).toEqual({
      found: null,
      hint: 'reflections',
    });
    expect(frontOutcome([result('dni anverso front', false)])).toEqual({
      found: null,
      hint: null,
    });
  });

  it('finds a detected back, else hints at movement', () => {
    const back = result('dni reverso back');
    expect(backOutcome([back])).toEqual({ found: back });
    expect(backOutcome([result('dni reverso back', false, { blur: true })])).toEqual({
      found: null,
      hint: 'documentMoving',
    });
    // The server's own reasons decide over the spec's flags.
    expect(
      backOutcome([result('dni reverso back', false, { blur: true, reasons: ['TOO_DARK'] })]),
    ).toEqual({ found: null, hint: 'tooDark' });
  });

  it('blocks on a low face match only when biometry is on and blocking', () => {
    expect(biometryBlocks(0.2, { biometry: true, blocking: true })).toBe(true);
    expect(biometryBlocks(0.3, { biometry: true, blocking: true })).toBe(false);
    expect(biometryBlocks(0.2, { biometry: true, blocking: false })).toBe(false);
    expect(biometryBlocks(0.2, { biometry: false, blocking: true })).toBe(false);
    expect(biometryBlocks(null, { biometry: true, blocking: true })).toBe(false);
  });

  it("ends on the server's verdict: an impostor and a still photograph stop on the capture screen", () => {
    // An impostor on the defaults: the face match blocks (it blinked and turned).
    expect(verdictStop({ blocked: true, failures: ['FACE_MISMATCH'] })).toBe('failed.biometry');
    // A still photograph: the required liveness challenge did not pass.
    expect(verdictStop({ blocked: false, failures: ['LIVENESS_FAILED'] })).toBe('failed.liveness');
    expect(verdictStop({ blocked: true, failures: ['FACE_MISMATCH', 'LIVENESS_FAILED'] })).toBe(
      'failed.biometry',
    );
    // A replay: the face did not take the screen's colours.
    expect(verdictStop({ blocked: false, failures: ['COLOUR_NOT_REFLECTED', 'NO_DOCUMENT'] })).toBe(
      'failed.colour',
    );
    // Two people's card sides, or a pass: on to the summary, which says why.
    expect(verdictStop({ blocked: false, failures: ['DOCUMENT_MISMATCH'] })).toBeNull();
    expect(verdictStop({ blocked: false, failures: [] })).toBeNull();
  });
});
