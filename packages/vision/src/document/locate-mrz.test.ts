import { describe, expect, it } from 'vitest';
import { specimen } from '../../testing/mrz-specimen.ts';
import { segmentMrz } from '../mrz/segment-mrz.ts';
import { CARD_ASPECT, PASSPORT_ASPECT } from './find-document.ts';
import { outlinesFromMrzRegions, stacked, type TRegion } from './locate-mrz.ts';

const region = (y: number, height: number, width = 960, x = 640, angle = 3.8): TRegion => ({
  centre: { x, y },
  width,
  height,
  angle,
});

describe('MRZ regions', () => {
  it("joins an MRZ's lines split into two regions, one above the other", () => {
    // A back's first two lines, and its third a line's gap below (a development photo).
    const [block, ...rest] = stacked([region(691, 79), region(769, 25), region(272, 80, 250)]);
    expect(rest).toHaveLength(1);
    expect(block?.centre.y).toBeCloseTo((651.5 + 781.5) / 2);
    expect(block?.height).toBeCloseTo(130);
    expect(block?.width).toBe(960);
  });

  it('keeps apart blocks far from each other, of other widths or turned otherwise', () => {
    expect(stacked([region(600, 50), region(760, 50)])).toHaveLength(2);
    expect(stacked([region(700, 50), region(770, 25, 500)])).toHaveLength(2);
    expect(stacked([region(700, 50), region(770, 25, 960, 640, -4)])).toHaveLength(2);
  });

  it('finds an MRZ whose first glyphs a glare spot washed out of its region', async () => {
    // The TD3 specimen's strip on paper in a 1280x720 frame, a glare spot over its left
    // end: at its centre the print keeps 35 % of its contrast, six cells away all of it.
    const { band } = await specimen('icao-td3.passport.crisp.jpg');
    const line = segmentMrz(band)?.lines[0];
    if (!line) throw new Error('no grid in the crisp band');
    const [width, height, left, top] = [1280, 720, 120, 300];
    const data = new Uint8Array(width * height).fill(band.data[0] as number);
    for (let row = 0; row < band.height; row++) {
      data.set(
        band.data.subarray(row * band.width, (row + 1) * band.width),
        (top + row) * width + left,
      );
    }
    const centre = { x: left + (line.centres[0]?.x ?? 0), y: top + band.height / 2 };
    const radius = line.centres[6]?.x ?? 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const distance = Math.hypot(x - centre.x, y - centre.y) / radius;
        if (distance >= 1) continue;
        const v = data[y * width + x] as number;
        data[y * width + x] = Math.round(v + (255 - v) * 0.65 * (1 - distance * distance));
      }
    }
    const [outline] = await outlinesFromMrzRegions({ width, height, data });
    expect(outline?.aspect).toBeCloseTo(PASSPORT_ASPECT);
  }, 60_000);

  it('finds an MRZ whose block a barcode just above it made too tall', async () => {
    // The TD1 specimen's strip, a third of the frame wide, on paper in a 1280x720 frame;
    // a barcode as wide as half the MRZ, as high as its three lines, half a line above.
    const { band } = await specimen('icao-td1.id-back.crisp.jpg');
    const grid = segmentMrz(band);
    const first = grid?.lines[0];
    if (!grid || !first) throw new Error('no grid in the crisp band');
    const [width, height] = [1280, 720];
    const shrink = 2.4;
    const [left, top] = [400, 320];
    const data = new Uint8Array(width * height).fill(band.data[0] as number);
    for (let y = 0; y < Math.floor(band.height / shrink); y++) {
      for (let x = 0; x < Math.floor(band.width / shrink); x++) {
        data[(top + y) * width + left + x] = band.data[
          Math.floor(y * shrink) * band.width + Math.floor(x * shrink)
        ] as number;
      }
    }
    const lineTop = top + ((first.centres[0]?.y ?? 0) - first.height / 2) / shrink;
    const barsHigh = (first.height * 4) / shrink;
    const barsFrom = left + (first.centres[0]?.x ?? 0) / shrink;
    for (
      let y = Math.round(lineTop - barsHigh - first.height / shrink / 2);
      y < lineTop - first.height / shrink / 2;
      y++
    ) {
      for (let bar = 0; bar < 40; bar++) {
        const x = Math.round(barsFrom + bar * 4.5);
        data.fill(30, y * width + x, y * width + x + 1 + (bar % 3));
      }
    }
    const [outline] = await outlinesFromMrzRegions({ width, height, data });
    expect(outline?.aspect).toBeCloseTo(CARD_ASPECT);
  }, 60_000);
});
