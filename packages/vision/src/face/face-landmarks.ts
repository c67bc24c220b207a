/** A face-mesh point in image pixels (Human's `face.mesh`: x, y, depth). */
export type TMeshPoint = readonly [number, number, number?];
export type TXY = { x: number; y: number };

/**
 * MediaPipe face-mesh (468 points) indices the attribute measures and the synthetic
 * accessories use. "Right" is the person's right (the left of the picture).
 */
export const LANDMARKS = {
  rightEye: { outer: 33, inner: 133, top: 159, bottom: 145 },
  leftEye: { outer: 263, inner: 362, top: 386, bottom: 374 },
  noseBridge: 168,
  noseTip: 4,
  subnasal: 2,
  upperLipTop: 0,
  lowerLipBottom: 17,
  mouthRight: 61,
  mouthLeft: 291,
  chin: 152,
  foreheadTop: 10,
  rightCheek: 205,
  leftCheek: 425,
  /** The face's outline at eye level (beside the ears). */
  rightSide: 234,
  leftSide: 454,
  /** The outline below the ears and at mouth level: sideburns grow down to here. */
  rightEarLow: 93,
  rightJaw: 132,
  leftEarLow: 323,
  leftJaw: 361,
  /** The jaw from the right (picture left) at mouth level, round the chin, to the left. */
  jaw: [132, 58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288, 361],
  /** The upper lip's outer edge, right corner to left corner. */
  upperLip: [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291],
  /** The face outline over the forehead, right temple to left temple. */
  forehead: [127, 162, 21, 54, 103, 67, 109, 10, 338, 297, 332, 284, 251, 389, 356],
} as const;

export const point = (mesh: readonly TMeshPoint[], index: number): TXY => {
  const p = mesh[index];
  if (!p) throw new Error(`face mesh without point ${index}`);
  return { x: p[0], y: p[1] };
};

export const mid = (a: TXY, b: TXY): TXY => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
export const lerp = (a: TXY, b: TXY, t: number): TXY => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});
export const dist = (a: TXY, b: TXY) => Math.hypot(a.x - b.x, a.y - b.y);

/** The face's frame: eye centres, widths, the "up" direction (unit vector). */
export function faceFrame(mesh: readonly TMeshPoint[]) {
  const { rightEye, leftEye } = LANDMARKS;
  const rightEyeCentre = mid(point(mesh, rightEye.outer), point(mesh, rightEye.inner));
  const leftEyeCentre = mid(point(mesh, leftEye.outer), point(mesh, leftEye.inner));
  const eyeWidth =
    (dist(point(mesh, rightEye.outer), point(mesh, rightEye.inner)) +
      dist(point(mesh, leftEye.outer), point(mesh, leftEye.inner))) /
    2;
  const faceWidth = dist(point(mesh, LANDMARKS.rightSide), point(mesh, LANDMARKS.leftSide));
  const faceHeight = dist(point(mesh, LANDMARKS.foreheadTop), point(mesh, LANDMARKS.chin));
  const across = {
    x: leftEyeCentre.x - rightEyeCentre.x,
    y: leftEyeCentre.y - rightEyeCentre.y,
  };
  const length = Math.hypot(across.x, across.y) || 1;
  // Perpendicular to the eye line, pointing to the top of the head (image y grows down).
  const up = { x: across.y / length, y: -across.x / length };
  const angle = Math.atan2(across.y, across.x);
  return { rightEyeCentre, leftEyeCentre, eyeWidth, faceWidth, faceHeight, up, angle };
}

/**
 * The head's signed yaw, from where the nose tip sits between the face outline's points at
 * eye level: (d(nose, right side) − d(nose, left side)) / their sum. About 0 for a frontal
 * face, towards ±1 in profile. **Positive: the person has turned to their own left** (the
 * nose moves towards their left side, which is the right of an unmirrored camera picture);
 * negative: to their own right. A mirrored picture (a selfie preview) flips the sign.
 */
export function headYaw(mesh: readonly TMeshPoint[]): number {
  const nose = point(mesh, LANDMARKS.noseTip);
  const toRight = dist(nose, point(mesh, LANDMARKS.rightSide));
  const toLeft = dist(nose, point(mesh, LANDMARKS.leftSide));
  return (toRight - toLeft) / Math.max(1, toRight + toLeft);
}

/**
 * Where the nose tip sits between the eye line and the chin (0 at the eye line, 1 at the
 * chin, along the face's up direction) on an upright face: the mean of the face set's 102
 * photographs (sd 0.06). A raised head brings the nose tip towards the eye line, because
 * the nose stands further out of the face than the chin does.
 */
export const FRONTAL_NOSE_SHARE = 0.33;

/**
 * The head's signed pitch: ln(FRONTAL_NOSE_SHARE / s), s the nose tip's share of the way
 * from the eye line to the chin (floored at 0.02). About 0 for an upright face, **positive
 * when the person looks up**, negative looking down; a logarithm so that the same movement
 * gives the same change whatever the person's own proportions (the log of a ratio of
 * shares). Unaffected by the face's size or roll in the picture.
 */
export function headPitch(mesh: readonly TMeshPoint[]): number {
  const { rightEyeCentre, leftEyeCentre, up } = faceFrame(mesh);
  const eyes = mid(rightEyeCentre, leftEyeCentre);
  const below = (p: TXY) => -((p.x - eyes.x) * up.x + (p.y - eyes.y) * up.y);
  const chin = below(point(mesh, LANDMARKS.chin));
  const nose = below(point(mesh, LANDMARKS.noseTip));
  const share = Math.max(0.02, nose / Math.max(1, chin));
  return Math.log(FRONTAL_NOSE_SHARE / share);
}

export const offset = (p: TXY, direction: TXY, amount: number): TXY => ({
  x: p.x + direction.x * amount,
  y: p.y + direction.y * amount,
});
