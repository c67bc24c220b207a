import { beforeAll, describe, expect, it } from 'vitest';
import { detectBlink } from '../src/face/detect-blink.ts';
import { detectCloser } from '../src/face/detect-closer.ts';
import { detectLookUp } from '../src/face/detect-look-up.ts';
import { detectTurn } from '../src/face/detect-turn.ts';
import { faceMatch } from '../src/face/face-match.ts';
import { getHumanEngine } from '../src/face/human-engine.ts';
import { filmedCrop } from './face-motion.ts';
import { filmedHeadFrame } from './filmed-head.ts';
import { moveHead } from './head-motion.ts';

describe('moveHead', () => {
  it('draws a still head as the photograph, and the same pose twice the same', async () => {
    const { rgb, size, geometry } = await filmedCrop('holder');
    expect(moveHead(rgb, size, geometry, {}).equals(rgb)).toBe(true);
    const pose = { pitch: 0.2, yaw: -0.1, scale: 1.2, eyesClosed: 0.6 };
    const drawn = moveHead(rgb, size, geometry, pose);
    expect(drawn.equals(rgb)).toBe(false);
    expect(drawn.equals(moveHead(rgb, size, geometry, pose))).toBe(true);
  });

  it('draws no head smaller than the photograph’s: it would uncover what the head hides', async () => {
    const { rgb, size, geometry } = await filmedCrop('holder');
    expect(() => moveHead(rgb, size, geometry, { scale: 0.9 })).toThrow(RangeError);
  });
});

// The real engine on the drawn heads, one short burst a movement.
beforeAll(async () => {
  await getHumanEngine();
}, 60_000);

describe('the engine reads the drawn movements', () => {
  for (const face of ['holder', 'impostor'] as const) {
    it(`${face}: a drawn look up is a look up, the same person; a still head is not`, async () => {
      const [still, raised] = [
        await filmedHeadFrame(face),
        await filmedHeadFrame(face, { pitch: 0.3 }),
      ];
      const up = await detectLookUp([still, raised, still]);
      expect(up, JSON.stringify(up.pitch)).toMatchObject({ raised: true, raisedAt: 1 });
      expect(faceMatch(up.frontalEmbedding ?? [], up.raisedEmbedding ?? []).passed).toBe(true);
      expect((await detectLookUp([still, still, still])).raised).toBe(false);
      expect((await detectLookUp([raised, raised])).raised).toBe(false);
    }, 30_000);

    it(`${face}: a drawn approach is a move closer, the same person; a still head is not`, async () => {
      const [still, near] = [
        await filmedHeadFrame(face),
        await filmedHeadFrame(face, { scale: 1.45 }),
      ];
      const closer = await detectCloser([still, near]);
      expect(closer, JSON.stringify(closer.widths)).toMatchObject({ closer: true, farAt: 0 });
      expect(closer.growth).toBeGreaterThan(1.35);
      expect(faceMatch(closer.farEmbedding ?? [], closer.nearEmbedding ?? []).passed).toBe(true);
      expect((await detectCloser([still, still, still])).closer).toBe(false);
      // The still head is neither raised nor closer, and the near one is not raised.
      expect((await detectLookUp([still, near, still])).raised).toBe(false);
    }, 30_000);

    it(`${face}: the sliding eyelid is a blink, the 3D turn a turn`, async () => {
      const still = await filmedHeadFrame(face);
      const shut = await filmedHeadFrame(face, { eyesClosed: 1 });
      expect((await detectBlink([still, shut, still])).blinked).toBe(true);
      expect((await detectBlink([still, still])).blinked).toBe(false);
      const right = await filmedHeadFrame(face, { yaw: -0.45 });
      expect((await detectTurn([still, right, still], 'RIGHT')).turned).toBe(true);
      expect((await detectTurn([still, right, still], 'LEFT')).turned).toBe(false);
    }, 30_000);
  }
});
