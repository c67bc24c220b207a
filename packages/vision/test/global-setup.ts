import { ensureFaceFixtures } from '../scripts/face-fixtures.ts';
import { loadFixtures } from '../testing/generate-fixtures.ts';

/**
 * Generates the vision test sets once, before any test file runs (they are gitignored):
 * the test files that read them run in parallel and must not each start generating.
 */
export default async function setup(): Promise<void> {
  await loadFixtures();
  await ensureFaceFixtures();
}
