import { describe, expect, it } from 'vitest';
import { evaluateFacePairs } from './evaluate-face-pairs.ts';
import { facePairsTable } from './evaluation-report.ts';

/**
 * Selfies against document portraits (printed small, toned, screened, under the laminate)
 * for a few people; `npm run bench -- vision` runs more. Asserted: what holds today.
 */
describe('selfie against document portrait', () => {
  it('reports FAR and FRR at the flow threshold', async () => {
    const faces = await evaluateFacePairs({ perPerson: 2, repeated: 5, loners: 4 });
    console.info(facePairsTable(faces));
    expect(faces.faces).toBe(14);
    expect(faces.genuinePairs).toBe(10);
    expect(faces.missed.selfie).toEqual([]);
    const [atThreshold] = faces.rates;
    expect(atThreshold?.threshold).toBe(0.3);
    expect(faces.meanGenuine).toBeGreaterThan(faces.meanImpostor + FLOORS.margin);
    expect(atThreshold?.far).toBeLessThanOrEqual(FLOORS.far);
    expect(atThreshold?.frr).toBeLessThanOrEqual(FLOORS.frr);
    expect(faces.missed.document.length).toBeLessThanOrEqual(FLOORS.portraitsMissed);
  }, 180_000);
});

/**
 * Today: mean similarity 0.48 for the same person, 0.10 for others; FAR 9 of 172 impostor
 * pairs, FRR 4 of 10 genuine pairs; 4 of the 14 document portraits not found (the screened
 * prints). Room is left for one pair or portrait to change.
 */
const FLOORS = { margin: 0.3, far: 12 / 172, frr: 5 / 10, portraitsMissed: 5 };
