import { FIXTURES_DIR, generateFixtures } from '../testing/generate-fixtures.ts';

// `npm run vision:fixtures`: renders the synthetic ID cards and passport pages.
const started = performance.now();
const fixtures = await generateFixtures();
console.log(
  `${fixtures.length} images in ${FIXTURES_DIR} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(0);
