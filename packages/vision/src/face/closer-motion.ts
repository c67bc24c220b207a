// The move-closer decision over a burst's face boxes: pure, light (no engine), so the server
// judges a burst's measurements on its own thread.

import type { TFaceBox } from './detect-face.ts';

export interface TCloserThresholds {
  /** The least growth of the face's width, from a farther frame to a later nearer one. */
  minGrowth: number;
  /** The far frame's face width, as a share of the frame's width: a normal distance. */
  farWidth: { atLeast: number; atMost: number };
  /** The near frame's face keeps this share of the frame's size clear of every edge. */
  inViewMargin: number;
  /** The near frame's face centre lies within this share of the frame's size of its centre. */
  centredWithin: number;
}

/**
 * The face's width is the face mesh's own extent (`landmarkBox`), not the detector's box,
 * whose margin varies with the face's size. Measured on heads drawn 1.4 times larger
 * (testing/head-motion.ts, the 11 development people of the presentation-attack set and
 * the two filmed faces): the width grew 1.39–1.70 times (median 1.48); a still head before
 * a webcam (8 frames, drift, noise, JPEG) varies by 0.8–3.4 %. The far frame's bounds are
 * a webcam's selfie at arm's length (the face a fifth to a third of the frame wide) with
 * room either side; not measured on real video.
 */
export const CLOSER_THRESHOLDS: TCloserThresholds = {
  minGrowth: 1.3,
  farWidth: { atLeast: 0.1, atMost: 0.45 },
  inViewMargin: 0.01,
  centredWithin: 0.3,
};

/** A face's box and the size of the frame it was found in, both in the frame's pixels. */
export interface TFaceInFrame {
  box: TFaceBox;
  frame: { width: number; height: number };
}

export interface TCloser {
  /** The face grew by `minGrowth` from a frame at a normal distance to a later one in view. */
  closer: boolean;
  /** Per frame: the face's width as a share of the frame's width, or null without a face. */
  widths: (number | null)[];
  /** The far and the near frame of the largest growth, or null. */
  farAt: number | null;
  nearAt: number | null;
  /** The near frame's face width over the far frame's; 1 when no pair of frames qualifies. */
  growth: number;
}

/** Whether a face is far enough to start from. */
const farEnough = (face: TFaceInFrame, thresholds: TCloserThresholds) => {
  const width = face.box.width / face.frame.width;
  return width >= thresholds.farWidth.atLeast && width <= thresholds.farWidth.atMost;
};

/** Whether a face is whole in the frame and near its middle. */
function inView(face: TFaceInFrame, thresholds: TCloserThresholds): boolean {
  const { box, frame } = face;
  const marginX = thresholds.inViewMargin * frame.width;
  const marginY = thresholds.inViewMargin * frame.height;
  const whole =
    box.x >= marginX &&
    box.y >= marginY &&
    box.x + box.width <= frame.width - marginX &&
    box.y + box.height <= frame.height - marginY;
  const offX = Math.abs(box.x + box.width / 2 - frame.width / 2) / frame.width;
  const offY = Math.abs(box.y + box.height / 2 - frame.height / 2) / frame.height;
  return whole && offX <= thresholds.centredWithin && offY <= thresholds.centredWithin;
}

/**
 * The move-closer check over a burst's faces: the largest growth of the face's width from a
 * frame at a normal distance (`farWidth`) to a later frame whose face is whole and centred;
 * it passes at `minGrowth`. Moving away, or a face that starts close, does not pass.
 */
export function closerFromBoxes(
  faces: readonly (TFaceInFrame | null)[],
  thresholds: TCloserThresholds = CLOSER_THRESHOLDS,
): TCloser {
  const widths = faces.map((face) =>
    face ? Number((face.box.width / face.frame.width).toFixed(4)) : null,
  );
  let best: { farAt: number; nearAt: number; growth: number } | null = null;
  let farthest: number | null = null;
  for (const [index, face] of faces.entries()) {
    if (!face) continue;
    const far = farthest === null ? null : (faces[farthest] as TFaceInFrame);
    if (far && inView(face, thresholds)) {
      const growth = face.box.width / far.box.width;
      if (!best || growth > best.growth)
        best = { farAt: farthest as number, nearAt: index, growth };
    }
    if (farEnough(face, thresholds) && (!far || face.box.width < far.box.width)) farthest = index;
  }
  return {
    closer: best !== null && best.growth >= thresholds.minGrowth,
    widths,
    farAt: best?.farAt ?? null,
    nearAt: best?.nearAt ?? null,
    growth: best ? Number(best.growth.toFixed(4)) : 1,
  };
}
