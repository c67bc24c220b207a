import type { TDetectionReason, TDetectionResult } from '@confirma/contracts/identification';
import { describe, expect, it } from 'vitest';
import { answerMessage, hintOf, type THint } from './detection-hint';

const answer = (
  reasons: TDetectionReason[] | undefined,
  flags: Partial<TDetectionResult> = {},
): TDetectionResult => ({
  detected: false,
  documenttype: 'face',
  confidence: 0,
  brightness: false,
  blur: false,
  biometryData: null,
  ocr: null,
  imagebase64: null,
  imagemrzbase64: null,
  ...(reasons ? { reasons } : {}),
  ...flags,
});

describe('the hint of one detection answer', () => {
  it('says what kept the face from being taken', () => {
    const cases: [TDetectionReason[], THint][] = [
      [['FACE_TOO_SMALL'], 'faceTooSmall'],
      [['NO_FACE'], 'noFace'],
      [['TOO_DARK'], 'tooDark'],
      [['TOO_BRIGHT'], 'tooBright'],
      [['BLURRED'], 'faceMoving'],
      [['REFLECTIONS'], 'reflections'],
      // The face first: a face too far is found, so the light was enough to find it.
      [['FACE_TOO_SMALL', 'TOO_DARK', 'BLURRED'], 'faceTooSmall'],
      [['NO_FACE', 'TOO_DARK'], 'noFace'],
    ];
    for (const [reasons, hint] of cases) {
      expect(hintOf(answer(reasons), 'face'), reasons.join('+')).toBe(hint);
    }
  });

  it('says what is wrong with a document frame, and leaves "no document" to the instruction', () => {
    expect(hintOf(answer(['BLURRED']), 'document')).toBe('documentMoving');
    expect(hintOf(answer(['NO_DOCUMENT', 'TOO_DARK']), 'document')).toBe('tooDark');
    expect(hintOf(answer(['NO_DOCUMENT', 'TOO_BRIGHT']), 'document')).toBe('tooBright');
    expect(hintOf(answer(['REFLECTIONS', 'BLURRED']), 'document')).toBe('reflections');
    expect(hintOf(answer(['NO_DOCUMENT']), 'document')).toBeNull();
  });

  it("follows the answer's reasons, not its spec flags, and the flags only without reasons", () => {
    // A dark frame is not a reflection (the spec's brightness flag is set by a dark frame).
    expect(hintOf(answer(['NO_FACE', 'TOO_DARK'], { brightness: true }), 'face')).toBe('noFace');
    expect(hintOf(answer([], { brightness: true, blur: true }), 'face')).toBeNull();
    expect(hintOf(answer(undefined, { brightness: true }), 'face')).toBe('reflections');
    expect(hintOf(answer(undefined, { blur: true }), 'face')).toBe('faceMoving');
    expect(hintOf(answer(undefined, { blur: true }), 'document')).toBe('documentMoving');
    expect(hintOf(answer(['NO_FACE'], { detected: true }), 'face')).toBeNull();
    expect(hintOf(undefined, 'face')).toBeNull();
  });
});

describe('what the screen says after each answer', () => {
  it('replaces a hint with the next answer’s, and clears it when that answer asks for none', () => {
    const said = [
      answer(['REFLECTIONS']),
      answer(['FACE_TOO_SMALL']),
      answer([]),
      answer(['NO_FACE']),
      answer(undefined),
    ].map((one) => answerMessage('face', hintOf(one, 'face')));
    expect(said).toEqual([
      { message: 'reflections', severity: 'warning' },
      { message: 'faceTooSmall', severity: 'warning' },
      { message: 'face', severity: 'info' },
      { message: 'noFace', severity: 'warning' },
      { message: 'face', severity: 'info' },
    ]);
  });
});
