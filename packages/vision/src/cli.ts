import fs from 'node:fs/promises';
import { analyseImage } from './analyse-image.ts';
import { closeMrzOcr } from './mrz/tesseract.ts';

// `npm run vision -- <image> [<image> ...]`: one JSON object per image, one per line.
const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('usage: npm run vision -- <image> [<image> ...]');
  process.exit(2);
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
