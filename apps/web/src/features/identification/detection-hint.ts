import type { TDetectionReason, TDetectionResult } from '@confirma/contracts/identification';

/** The hints the screen can show while a stage looks (message keys of the capture). */
export type THint =
  | 'faceTooSmall'
  | 'noFace'
  | 'tooDark'
  | 'tooBright'
  | 'reflections'
  | 'faceMoving'
  | 'documentMoving';

/** What the frames of a stage show: the person's face, or a document. */
export type THintSubject = 'face' | 'document';

/**
 * The reason that decides, first first: what kept the face from being taken (too far, not
 * seen), then the light and the focus. NO_DOCUMENT has no hint of its own: the stage's
 * instruction ("Acerca el frontal del documento") says it.
 */
const ORDER: readonly TDetectionReason[] = [
  'FACE_TOO_SMALL',
  'NO_FACE',
  'REFLECTIONS',
  'TOO_DARK',
  'TOO_BRIGHT',
  'BLURRED',
];

const HINTS: Record<Exclude<TDetectionReason, 'NO_DOCUMENT'>, (subject: THintSubject) => THint> = {
  FACE_TOO_SMALL: () => 'faceTooSmall',
  NO_FACE: () => 'noFace',
  REFLECTIONS: () => 'reflections',
  TOO_DARK: () => 'tooDark',
  TOO_BRIGHT: () => 'tooBright',
  BLURRED: (subject) => (subject === 'face' ? 'faceMoving' : 'documentMoving'),
};

/**
 * The hint one detection answer asks for, from its own reasons only (nothing carried over
 * from an earlier answer); null when it asks for none. A server that sends no reasons (spec
 * the original answer only) is read by its flags: brightness as reflections, blur as movement.
 */
export function hintOf(result: TDetectionResult | undefined, subject: THintSubject): THint | null {
  if (!result || result.detected) return null;
  if (result.reasons) {
    const reason = ORDER.find((one) => result.reasons?.includes(one));
    return reason ? HINTS[reason as keyof typeof HINTS](subject) : null;
  }
  if (result.brightness) return 'reflections';
  if (result.blur) return subject === 'face' ? 'faceMoving' : 'documentMoving';
  return null;
}

/**
 * What the screen says after an answer that took nothing: its hint as a warning, or else the
 * stage's own instruction again, so a hint never outlives the answer that asked for it.
 */
export function answerMessage<TInstruction extends string>(
  instruction: TInstruction,
  hint: THint | null,
): { message: TInstruction | THint; severity: 'info' | 'warning' } {
  return hint ? { message: hint, severity: 'warning' } : { message: instruction, severity: 'info' };
}
