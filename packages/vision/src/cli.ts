import fs from 'node:fs/promises';
import { analyseImage } from './analyse-image.ts';
import { checkHologram } from './document/hologram.ts';
import { closeMrzOcr } from './mrz/tesseract.ts';

// `npm run vision -- <image> [<image> ...]`: one JSON object per image, one per line.
// `npm run vision -- --hologram <frame> <frame> [...]`: one hologram check over the frames.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const hologram = args.includes('--hologram');
const files = args.filter((arg) => arg !== '--hologram');
if (files.length === 0 || (hologram && files.length < 2)) {
  console.error('usage: npm run vision -- <image> [<image> ...]');
  console.error('       npm run vision -- --hologram <frame> <frame> [<frame> ...]');
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
let failed = false;
for (const file of files) {
  try {
    const analysis = await analyseImage(await fs.readFile(file));
    console.log(JSON.stringify({ file, ...analysis }));
  } catch (error) {
    failed = true;
    console.log(JSON.stringify({ file, error: (error as Error).message }));
  }
}
await closeMrzOcr();
process.exit(failed ? 1 : 0);
