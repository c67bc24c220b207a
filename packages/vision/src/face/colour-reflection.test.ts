import {
  COLOUR_NAMES,
  COLOUR_RGB,
  COLOUR_SEQUENCE_DEFAULTS,
} from '@confirma/contracts/identification';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_SCREEN, filmedFrame, litByScreen, type TScreenLight } from '../../testing/index.ts';
import { colourFollowed, colourReflection } from './colour-reflection.ts';

const palette = COLOUR_NAMES.map((name) => COLOUR_RGB[name]);
const neutral = COLOUR_SEQUENCE_DEFAULTS.neutral;
/** Where the face mesh lies in filmedFrame's picture (the crop 256x320 at 192,60). */
const box = { x: 235, y: 105, width: 170, height: 250 };
/** RED, CYAN, GREEN, MAGENTA, BLUE. */
const issued = [0, 5, 1, 4, 2];
/** Another sequence, as a replay of another session's would have shown. */
const other = [3, 2, 4, 0, 5];

let still: Buffer;
beforeAll(async () => {
  still = await filmedFrame('holder');
});

/** The neutral frame, then one per step lit by `shown` (null: the face does not change). */
async function session(shown: readonly (number | null)[], light: TScreenLight) {
  const lit = await Promise.all(
    shown.map((index) =>
      index === null ? still : litByScreen(still, palette[index] ?? neutral, light),
    ),
  );
  return [still, ...lit];
}

describe('colourReflection', () => {
  it('follows the issued colours on a face lit by a close screen, the far room barely', async () => {
    const reflection = await colourReflection(
      await session(issued, CLOSE_SCREEN),
      issued,
      palette,
      neutral,
      box,
    );
    expect(reflection.matched).toBe(issued.length);
    expect(reflection.score).toBeGreaterThan(0.9);
    expect(colourFollowed(reflection)).toBe(true);
  });

  it('does not follow them when the face took another sequence (a replay of another session)', async () => {
    const reflection = await colourReflection(
      await session(other, CLOSE_SCREEN),
      issued,
      palette,
      neutral,
      box,
    );
    expect(reflection.matched).toBe(0);
    expect(colourFollowed(reflection)).toBe(false);
  });

  it('does not follow them when the face does not change (a replay or an injected video)', async () => {
    const frames = await session(
      issued.map(() => null),
      CLOSE_SCREEN,
    );
    const reflection = await colourReflection(frames, issued, palette, neutral, box);
    expect(reflection.matched).toBe(0);
    expect(colourFollowed(reflection)).toBe(false);
  });

  it("does not count a change the whole picture shares (a screen's glass, a camera's white balance)", async () => {
    const reflection = await colourReflection(
      await session(issued, { face: 0.6, room: 0.6 }),
      issued,
      palette,
      neutral,
      box,
    );
    expect(colourFollowed(reflection)).toBe(false);
  });

  it("does not count the faint reflection of the screen on a replaying monitor's glass", async () => {
    const reflection = await colourReflection(
      await session(issued, { face: 0.02, room: 0.01 }),
      issued,
      palette,
      neutral,
      box,
    );
    expect(reflection.matched).toBe(0);
    // It points the right way, too faintly to score.
    expect(reflection.score).toBeLessThan(COLOUR_SEQUENCE_DEFAULTS.passScore);
    expect(colourFollowed(reflection)).toBe(false);
  });

  it('is followed by a print held close to the screen, cut out or filling the picture', async () => {
    // Paper reflects the screen's light as skin does: what this check stops is a face that
    // is not before this screen now (a replay, an injected video), not a print or a mask held
    // where the light reaches it. A sheet filling the picture is lit less at its edges (about
    // half, 1.4 times further from the screen): the face still stands out of its own paper.
    for (const light of [CLOSE_SCREEN, { face: 0.6, room: 0.3 }]) {
      const print = await colourReflection(
        await session(issued, light),
        issued,
        palette,
        neutral,
        box,
      );
      expect(colourFollowed(print)).toBe(true);
    }
  });

  it('needs the neutral frame and one frame per step', async () => {
    await expect(colourReflection([still], issued, palette, neutral, box)).rejects.toThrow();
  });
});
