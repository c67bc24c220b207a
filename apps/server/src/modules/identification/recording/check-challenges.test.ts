import { describe, expect, it } from 'vitest';
import { placeChallenges } from './check-challenges.ts';
import { locateFrames } from './locate-frames.ts';
import type { TChallengeWindow, THashedFrame, TPostedFrame } from './recording.types.ts';
import { RECORDING_LIMITS } from './recording-parameters.ts';

/**
 * A session drawn as hashes: the selfie's pose (SELFIE) from 0 to 0.9 s, the person moving
 * about (ELSEWHERE) until 2.2 s, then the blink's burst: the pose again, re-encoded after
 * the scene changed (4 bits off the selfie's moment, over TIE_BITS), the eyes shut at 2.3 s,
 * the pose again until the card at 4.1 s. The blink was given at 2.0 s and answered at 2.6 s.
 */
const SELFIE = '0000000000000000';
const REENCODED = '000000000000000f';
const SHUT = 'ffffffff00000000';
const ELSEWHERE = 'ffff0000ffff0000';
const CARD = 'f0f0f0f0f0f0f0f0';
const STARTED = 1_000_000;

const video: THashedFrame[] = Array.from({ length: 51 }, (_, i) => {
  const timeMs = i * 100;
  const hash =
    timeMs < 1000
      ? SELFIE
      : timeMs < 2200
        ? ELSEWHERE
        : timeMs === 2300
          ? SHUT
          : timeMs < 4100
            ? REENCODED
            : CARD;
  return { timeMs, hash };
});

const blink: TChallengeWindow = {
  index: 0,
  kind: 'BLINK',
  openedAt: STARTED + 2000,
  closesAt: STARTED + 2600,
  passed: true,
};

function placed(burst: string[], challenge = blink) {
  const posted: TPostedFrame[] = [
    { kind: 'FACE', receivedAt: STARTED + 450, hash: SELFIE },
    ...burst.map((hash) => ({
      kind: 'LIVENESS' as const,
      receivedAt: challenge.closesAt,
      hash,
      challenge: 0,
    })),
    { kind: 'FRONT', receivedAt: STARTED + 4550, hash: CARD },
  ];
  const { located, sessionOffsetMs } = locateFrames(posted, video, STARTED);
  const context = { startedAt: STARTED, sessionOffsetMs, video, posted };
  return placeChallenges([challenge], located, context, RECORDING_LIMITS)[0];
}

describe('a burst placed in its window', () => {
  it('counts the selfie’s own pose about the movement where the recording shows it in the window', () => {
    // The pose matches the selfie's moment best (0 bits, before the window), its own
    // re-encoded moment only by 4 bits: it is still in the window, as the shut eyes are.
    expect(placed([SELFIE, SHUT, SELFIE])).toMatchObject({ found: 3, inWindow: true });
  });

  it('still refuses a movement filmed before its challenge was given', () => {
    // The shut eyes were filmed at 2.3 s; a challenge given at 3.6 s cannot have asked for them.
    const late = { ...blink, openedAt: STARTED + 3600, closesAt: STARTED + 4000 };
    expect(placed([SELFIE, SHUT, SELFIE], late)).toMatchObject({ found: 3, inWindow: false });
  });
});
