// The look-up decision over a burst's pitch: pure, light (no engine), so the server judges a
// burst's measurements on its own thread.

export interface TLookUpThresholds {
  /** Signed pitch (face-landmarks.ts `headPitch`) past which the head counts as raised. */
  raisedBeyond: number;
  /** The least swing of pitch upwards within the burst: a movement, not a pose. */
  minSwing: number;
  /** Frames turned further than this |yaw| count for nothing: a turn is not a look up. */
  withinYaw: number;
}

/**
 * Measured with the face mesh. The face set's 102 photographs read 0.02 on average (sd 0.19,
 * −0.45 looking down to 0.66: people's own proportions and their poses), so a burst's own
 * swing decides, not where it starts. Heads drawn raised (testing/head-motion.ts, the 11
 * development people of the presentation-attack set and the two filmed faces) swing by
 * 0.07–0.38 (median 0.17) at 0.15 rad (9°) and by 0.21–1.1 (median 0.36) at 0.3 rad (17°);
 * a still head before a webcam (8 frames, drift, noise, JPEG) moves by 0.02–0.10. By a
 * face's geometry (the nose tip about 3 cm in front of the eyes, the chin 1 cm, 11.5 cm
 * from the eye line to the chin) a real head raised 10° swings about 0.1 and 20° about
 * 0.25: the swing asked for is about 13°.
 */
export const LOOK_UP_THRESHOLDS: TLookUpThresholds = {
  raisedBeyond: 0.1,
  minSwing: 0.15,
  withinYaw: 0.25,
};

export interface TLookUp {
  /** The head went up past the threshold, with a swing, within the burst. */
  raised: boolean;
  /** Per frame: signed pitch, or null where no face was found. */
  pitch: (number | null)[];
  /** The frame nearest to upright (the one to match against the selfie), or null. */
  frontalAt: number | null;
  /** The frame raised furthest, or null. */
  raisedAt: number | null;
  /** How far the pitch moved upwards (furthest minus least), 0 without faces. */
  swing: number;
}

/**
 * The look-up check over a burst's pitch values: the head reaches `raisedBeyond` and the
 * pitch swings by at least `minSwing` upwards (so a photograph held tilted does not pass).
 * Frames without a face, or turned past `withinYaw` (when `yaw` is given), are skipped.
 */
export function lookUpFromPitch(
  pitch: readonly (number | null)[],
  thresholds: TLookUpThresholds = LOOK_UP_THRESHOLDS,
  yaw: readonly (number | null)[] = [],
): TLookUp {
  let frontalAt: number | null = null;
  let raisedAt: number | null = null;
  let least = Number.POSITIVE_INFINITY;
  for (const [index, value] of pitch.entries()) {
    if (value === null || Math.abs(yaw[index] ?? 0) > thresholds.withinYaw) continue;
    if (frontalAt === null || Math.abs(value) < Math.abs(pitch[frontalAt] as number)) {
      frontalAt = index;
    }
    if (raisedAt === null || value > (pitch[raisedAt] as number)) raisedAt = index;
    least = Math.min(least, value);
  }
  const furthest = raisedAt === null ? 0 : (pitch[raisedAt] as number);
  const swing = raisedAt === null ? 0 : Number((furthest - least).toFixed(4));
  return {
    raised: furthest >= thresholds.raisedBeyond && swing >= thresholds.minSwing,
    pitch: [...pitch],
    frontalAt,
    raisedAt,
    swing,
  };
}
