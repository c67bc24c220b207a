import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFaceFixtures, fixturePath } from '../../scripts/face-fixtures.ts';
import { closerFromBoxes, detectCloser, type TFaceInFrame } from './detect-closer.ts';
import { faceMatch } from './face-match.ts';
import { getHumanEngine } from './human-engine.ts';

const FRAME = { width: 640, height: 480 };
/** A face `width` px wide (and 1.2 times as high) centred at (x, y) in a 640x480 frame. */
const face = (width: number, x = 320, y = 240): TFaceInFrame => ({
  box: { x: x - width / 2, y: y - 0.6 * width, width, height: 1.2 * width },
  frame: FRAME,
});

describe('closerFromBoxes', () => {
  it('passes a face grown by the factor from a normal distance to a later frame', () => {
    const burst = [face(140), face(136), face(150), face(190), face(200), face(170)];
    expect(closerFromBoxes(burst)).toMatchObject({
      closer: true,
      farAt: 1,
      nearAt: 4,
      growth: 1.4706,
    });
    expect(closerFromBoxes(burst).widths[0]).toBeCloseTo(140 / 640, 4);
    expect(closerFromBoxes([face(140), face(170)])).toMatchObject({ closer: false });
  });

  it('does not pass moving away, nor a face held still', () => {
    const away = closerFromBoxes([face(200), face(190), face(140)]);
    expect(away.closer).toBe(false);
    expect(away.growth).toBeLessThan(1);
    expect(closerFromBoxes([face(140), face(141), face(139)]).closer).toBe(false);
  });

  it('starts from a normal distance: a face already close, or tiny, is no starting point', () => {
    // 0.47 of the frame wide, then 1.3 times larger.
    expect(closerFromBoxes([face(300), face(390)]).closer).toBe(false);
    expect(closerFromBoxes([face(280), face(370)]).closer).toBe(true);
    // 0.06 of the frame wide (too far), then three times larger.
    expect(closerFromBoxes([face(40), face(120)]).closer).toBe(false);
    expect(closerFromBoxes([face(70), face(120)]).closer).toBe(true);
  });

  it('needs the near face whole in the frame and near its middle', () => {
    // Its box runs off the top of the frame.
    expect(closerFromBoxes([face(140), face(200, 320, 110)]).closer).toBe(false);
    // Whole, but at the frame's left edge.
    expect(closerFromBoxes([face(140), face(200, 110, 240)]).closer).toBe(false);
    expect(closerFromBoxes([face(140), face(200, 250, 220)]).closer).toBe(true);
  });

  it('skips frames without a face', () => {
    expect(closerFromBoxes([null, face(140), null, face(200)])).toMatchObject({
      closer: true,
      farAt: 1,
      nearAt: 3,
    });
    expect(closerFromBoxes([null, null])).toMatchObject({
      closer: false,
      farAt: null,
      nearAt: null,
      widths: [null, null],
    });
  });
});

beforeAll(async () => {
  await ensureFaceFixtures();
  await getHumanEngine();
}, 60_000);

/** A face-set photograph `height` px high in the middle of a 640x480 grey frame, as JPEG. */
async function framed(file: string, height: number): Promise<Buffer> {
  const photo = await sharp(await readFile(fixturePath({ file, kind: 'match' })))
    .resize({ height })
    .png()
    .toBuffer({ resolveWithObject: true });
  return sharp({ create: { ...FRAME, channels: 3, background: '#8a847c' } })
    .composite([
      {
        input: photo.data,
        left: Math.round((FRAME.width - photo.info.width) / 2),
        top: Math.round((FRAME.height - height) / 2),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('detectCloser on photographs', () => {
  it('sees a face filmed 1.4 times larger in a later frame, and the two are one person', async () => {
    // Drawn at two sizes: what a camera sees of a person, or of a print, brought closer.
    const [far, near] = [await framed('detect-1.jpg', 200), await framed('detect-1.jpg', 280)];
    const check = await detectCloser([far, far, near]);
    expect(check).toMatchObject({ closer: true, nearAt: 2 });
    expect(check.growth).toBeGreaterThan(1.35);
    expect(check.growth).toBeLessThan(1.45);
    expect(faceMatch(check.farEmbedding ?? [], check.nearEmbedding ?? []).passed).toBe(true);
    expect((await detectCloser([near, far, far])).closer).toBe(false);
  }, 30_000);
});
