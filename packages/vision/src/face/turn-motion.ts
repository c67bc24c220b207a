// The head turn's decision over a burst's yaw: pure, light (no engine), so the server judges
// a burst's measurements on its own thread.

/** The person's own left or right (not the picture's). */
export type TTurnDirection = 'LEFT' | 'RIGHT';

export interface TTurnThresholds {
  /** Signed yaw (face-landmarks.ts `headYaw`) past which the head counts as turned. */
  turnedBeyond: number;
  /** The least swing of yaw towards the asked side within the burst: a movement, not a pose. */
  minSwing: number;
}

/**
 * Measured on the face set: near-frontal photographs sit within ±0.1, a head turned about
 * 15° near 0.25, a three-quarter view 0.5–0.9. A photograph held still never swings.
 */
export const TURN_THRESHOLDS: TTurnThresholds = { turnedBeyond: 0.25, minSwing: 0.15 };

export interface TTurn {
  /** The head turned the asked way past the threshold, with a swing, within the burst. */
  turned: boolean;
  /** Per frame: signed yaw, or null where no face was found. */
  yaw: (number | null)[];
  /** The frame nearest to frontal (the one to match against the selfie), or null. */
  frontalAt: number | null;
  /** The frame turned furthest the asked way, or null. */
  turnedAt: number | null;
  /** How far the yaw moved towards the asked side (furthest minus least), 0 without faces. */
  swing: number;
}

/**
 * The turn check over a burst's yaw values: the head reaches `turnedBeyond` towards the
 * person's `direction` and the yaw swings by at least `minSwing` that way (so a photograph
 * held turned does not pass). Frames without a face are skipped.
 */
export function turnFromYaw(
  yaw: readonly (number | null)[],
  direction: TTurnDirection,
  thresholds: TTurnThresholds = TURN_THRESHOLDS,
): TTurn {
  const sign = direction === 'LEFT' ? 1 : -1;
  let frontalAt: number | null = null;
  let turnedAt: number | null = null;
  let least = Number.POSITIVE_INFINITY;
  for (const [index, value] of yaw.entries()) {
    if (value === null) continue;
    const towards = value * sign;
    if (frontalAt === null || Math.abs(value) < Math.abs(yaw[frontalAt] as number)) {
      frontalAt = index;
    }
    if (turnedAt === null || towards > (yaw[turnedAt] as number) * sign) turnedAt = index;
    least = Math.min(least, towards);
  }
  const furthest = turnedAt === null ? 0 : (yaw[turnedAt] as number) * sign;
  const swing = turnedAt === null ? 0 : Number((furthest - least).toFixed(4));
  return {
    turned: furthest >= thresholds.turnedBeyond && swing >= thresholds.minSwing,
    yaw: [...yaw],
    frontalAt,
    turnedAt,
    swing,
  };
}
