// The blink's decision over a burst's eye openness: pure, light (no engine), so the server
// judges a burst's measurements on its own thread.

export interface TBlinkThresholds {
  /** Eye aspect ratio under which the eyes count as closed. */
  closedBelow: number;
  /** Eye aspect ratio above which they count as open again (hysteresis). */
  openAbove: number;
}

/**
 * Measured with the iris model on the face set: open eyes 0.27–0.36, a face with closed
 * (downcast) eyes 0.09, half-closed 0.22. Values in between count as neither.
 */
export const BLINK_THRESHOLDS: TBlinkThresholds = { closedBelow: 0.18, openAbove: 0.25 };

export interface TBlink {
  /** The eyes went open → closed → open within the burst. */
  blinked: boolean;
  /** Per frame: eye openness, or null where no face was found. */
  openness: (number | null)[];
  /** Index of the first closed frame of the blink, or null. */
  closedAt: number | null;
}

/**
 * The blink state machine: waits for an open frame, then a closed one, then an open one
 * again. Frames without a face are skipped (they neither break nor make a blink).
 */
export function blinkFromOpenness(
  openness: readonly (number | null)[],
  thresholds: TBlinkThresholds = BLINK_THRESHOLDS,
): TBlink {
  let state: 'start' | 'open' | 'closed' = 'start';
  let closedAt: number | null = null;
  for (const [index, value] of openness.entries()) {
    if (value === null) continue;
    const isOpen = value > thresholds.openAbove;
    const isClosed = value < thresholds.closedBelow;
    if (state === 'start' && isOpen) state = 'open';
    else if (state === 'open' && isClosed) {
      state = 'closed';
      closedAt = index;
    } else if (state === 'closed' && isOpen) {
      return { blinked: true, openness: [...openness], closedAt };
    }
  }
  return { blinked: false, openness: [...openness], closedAt: null };
}
