import { describe, expect, it } from 'vitest';
import { stacked, type TRegion } from './locate-mrz.ts';

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
});
