import fs from 'node:fs/promises';
import { generateSamples } from '../testing/generate-fixtures.ts';
import { analyseImage, type TImageAnalysis } from './analyse-image.ts';
import { crossCheck } from './document/cross-check.ts';
import { checkHologram } from './document/hologram.ts';
import { closeOcr } from './mrz/tesseract.ts';

// `npm run vision -- <image> [<image> ...]`: one JSON object per image, one per line.
// `npm run vision -- --hologram <frame> <frame> [...]`: one hologram check over the frames.
// `npm run vision -- --sample [<dir>]`: writes three synthetic document photographs into
// <dir> (default data/vision-samples) and reads them, for a first try without an image.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const hologram = args.includes('--hologram');
const sample = args.includes('--sample');
const named = args.filter((arg) => arg !== '--hologram' && arg !== '--sample');
const files = sample ? await generateSamples(named[0] ?? 'data/vision-samples') : named;
if (sample) console.error(`sample images: ${files.join(' ')}`);
if (files.length === 0 || (hologram && files.length < 2)) {
  console.error('usage: npm run vision -- <image> [<image> ...]');
  console.error('       npm run vision -- --hologram <frame> <frame> [<frame> ...]');
  console.error('       npm run vision -- --sample [<dir>]');
  process.exit(2);
}
if (hologram) {
  const started = performance.now();
  const frames = await Promise.all(files.map((file) => fs.readFile(file)));
  const check = await checkHologram(frames);
  console.log(
    JSON.stringify({ files, hologram: check, ms: Math.round(performance.now() - started) }),
  );
  process.exit(0);
}
// A card's front and back given together: the back's MRZ is checked against the front.
let failed = false;
const results: Record<string, unknown>[] = [];
for (const file of files) {
  try {
    results.push({ file, ...(await analyseImage(await fs.readFile(file))) });
  } catch (error) {
    failed = true;
    results.push({ file, error: (error as Error).message });
  }
}
const front = results.find((result) => result.kind === 'id-front') as TImageAnalysis | undefined;
for (const result of results) {
  const analysis = result as Partial<TImageAnalysis>;
  if (analysis.kind === 'id-back' && analysis.mrz && front?.text) {
    analysis.crossCheck = crossCheck(front.text, analysis.mrz.fields);
  }
  console.log(JSON.stringify(result));
}
await closeOcr();
process.exit(failed ? 1 : 0);
