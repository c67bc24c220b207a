import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_IDENTITIES } from '../../testing/identities.ts';
import { photograph, SHOTS, type TShot } from '../../testing/photograph.ts';
import { renderDocument } from '../../testing/render-document.ts';
import { closeOcr } from '../mrz/tesseract.ts';
import { checkHologram } from './hologram.ts';

afterAll(closeOcr);

const shot = (name: string): TShot => {
  const found = SHOTS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(name);
  return found;
};

/** The same card front photographed three times, its hologram seen at `hues`. */
async function burst(identityIndex: number, hues: number[], light = [1, 1, 1]) {
  const identity = FIXTURE_IDENTITIES[identityIndex];
  if (!identity) throw new Error('identity');
  const shots = [shot('crisp'), shot('rotated'), shot('perspective')];
  return Promise.all(
    hues.map(async (hue, i) => {
      const card = await renderDocument(identity, 'id-front', hue);
      const base = shots[i % shots.length] as TShot;
      return (await photograph(card, { ...base, light: light[i] ?? 1 }, 40 + i)).jpeg;
    }),
  );
}

describe('hologram check across frames', () => {
  it('sees the colour change of a hologram tilted between frames', async () => {
    for (const index of [2, 3, 5]) {
      const result = await checkHologram(await burst(index, [0, 70, 150]));
      expect(result.frames).toBe(3);
      expect(result.detected).toBe(true);
      expect(result.score).toBeGreaterThanOrEqual(0.75);
      // The card's print stayed put: the same card, tilted.
      expect(result.printChangedShare).toBeLessThan(0.02);
      // The later frame of the pair that differs most, with the card's outline in it.
      expect([1, 2]).toContain(result.telling?.frame);
      expect(result.telling?.corners).toHaveLength(4);
    }
  }, 60_000);

  it('sees none on a copy whose colours do not change, even under other light', async () => {
    for (const index of [2, 3, 5]) {
      const result = await checkHologram(await burst(index, [70, 70, 70], [1, 0.7, 1.2]));
      expect(result.detected).toBe(false);
      expect(result.score).toBeLessThan(0.75);
    }
  }, 60_000);

  it('sees no hologram when the burst turns the card to its back', async () => {
    const identity = FIXTURE_IDENTITIES[2];
    if (!identity) throw new Error('identity');
    const [front, front2] = await burst(2, [0, 70]);
    const back = await photograph(await renderDocument(identity, 'id-back'), shot('rotated'), 43);
    const result = await checkHologram([front as Buffer, front2 as Buffer, back.jpeg]);
    expect(result).toMatchObject({ detected: false, score: 0, reason: 'whole-card-changed' });
    expect(result.printChangedShare).toBeGreaterThan(0.15);
  }, 60_000);

  it('needs the card in at least two frames', async () => {
    const [one] = await burst(2, [0]);
    expect(await checkHologram([one as Buffer])).toMatchObject({
      reason: 'too-few-frames',
      detected: false,
      telling: null,
    });
  });
});
