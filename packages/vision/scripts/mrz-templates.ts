import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { decodeGrey } from '../src/image.ts';
import { MRZ_ALPHABET } from '../src/mrz/read-cells.ts';
import {
  CELL_HEIGHT,
  CELL_WIDTH,
  normalise,
  sampleCell,
  segmentMrz,
} from '../src/mrz/segment-mrz.ts';
import { random } from '../testing/photograph.ts';
import { svgFontFamily } from '../testing/svg-font-family.ts';
import { capitalScale, MONO_FONTS } from './mrz-fonts.ts';

// `node --import tsx packages/vision/scripts/mrz-templates.ts [--mono]`: renders MRZ strips
// of random characters in OCR-B (Debian's fonts-ocr-b: public domain, Matthew Skala and
// Norbert Schwarz), at several sizes, weights and blurs, cuts them into cells with the
// reader's own segmentation and averages each character's cells into one template,
// written to src/mrz/ocr-b-glyphs.ts. With --mono, the same for the monospace fonts some
// documents print their MRZ in instead (MONO_FONTS in mrz-fonts.ts), each sized to OCR-B's
// capital height, written to src/mrz/mono-glyphs.ts. The evaluation set's fonts are not
// among them. Run once when the cell geometry changes; the product reads the committed
// templates and needs no font.

const MONO = process.argv.includes('--mono');
const OUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  MONO ? '../src/mrz/mono-glyphs.ts' : '../src/mrz/ocr-b-glyphs.ts',
);
const FONTS = MONO ? MONO_FONTS : ['OCR B'];
const SIZE = CELL_WIDTH * CELL_HEIGHT;
const PITCH = 30.48; // 2.54 mm at 12 px/mm, as the fixtures render
const CHARS = 30;

const families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
for (const font of ['OCR B', ...FONTS]) {
  if (!families.includes(font)) throw new Error(`The font ${font} is missing (see above)`);
}

const next = random(7);
const randomLine = () =>
  Array.from(
    { length: CHARS },
    () => MRZ_ALPHABET[Math.floor(next() * MRZ_ALPHABET.length)] as string,
  ).join('');

async function strip(lines: string[], family: string, fontScale: number) {
  const width = Math.round(CHARS * PITCH + 80);
  const height = Math.round(lines.length * 48 + 60);
  const fontSize = ((3.4 * PITCH) / 2.54) * fontScale;
  const text = lines
    .map((line, row) =>
      [...line]
        .map(
          (char, i) =>
            `<text x="${(40 + i * PITCH).toFixed(1)}" y="${70 + row * 48}" font-family="${svgFontFamily(family)}" font-size="${fontSize.toFixed(1)}" fill="#111">${char === '<' ? '&lt;' : char}</text>`,
        )
        .join(''),
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f4ee"/>${text}</svg>`,
  );
}

async function templatesOf(family: string): Promise<Buffer> {
  const sizeOf = family === 'OCR B' ? 1 : await capitalScale(family);
  const sums = [...MRZ_ALPHABET].map(() => new Float64Array(SIZE));
  const counts = new Array<number>(MRZ_ALPHABET.length).fill(0);
  const cell = new Float32Array(SIZE);
  let strips = 0;
  let skipped = 0;
  for (const fontScale of [0.94, 1, 1.06]) {
    for (const pitch of [17, 21, 25, 30]) {
      for (const blur of [0, 0.8, 1.3]) {
        for (let copy = 0; copy < 3; copy++) {
          const lines = [randomLine(), randomLine(), randomLine()].map(
            // MRZ lines start with a character and the reader fits the span end to end.
            (line) =>
              `${MRZ_ALPHABET[11 + (copy % 26)]}${line.slice(1, -1)}${line.slice(-1) === '<' ? 'X' : line.slice(-1)}`,
          );
          let image = sharp(await strip(lines, family, fontScale * sizeOf)).resize({
            width: Math.round(((CHARS * PITCH + 80) * pitch) / PITCH),
          });
          if (blur) image = image.blur(blur);
          const grey = await decodeGrey(await image.png().toBuffer(), null);
          const grid = segmentMrz(grey, 'TD1');
          if (!grid) {
            skipped++;
            continue;
          }
          strips++;
          grid.lines.forEach((line, row) => {
            for (let i = 0; i < CHARS; i++) {
              const c = MRZ_ALPHABET.indexOf((lines[row] as string)[i] as string);
              normalise(sampleCell(grid.image, line, i, 0, 0, cell));
              const sum = sums[c] as Float64Array;
              for (let k = 0; k < SIZE; k++) sum[k] = (sum[k] as number) + (cell[k] as number);
              counts[c] = (counts[c] as number) + 1;
            }
          });
        }
      }
    }
  }

  const bytes = Buffer.alloc(MRZ_ALPHABET.length * SIZE);
  sums.forEach((sum, c) => {
    const template = normalise(Float32Array.from(sum, (value) => value / (counts[c] || 1)));
    const peak = Math.max(...template.map(Math.abs)) || 1;
    for (let k = 0; k < SIZE; k++) {
      bytes[c * SIZE + k] = Math.round(((template[k] as number) / peak) * 127) + 128;
    }
  });
  console.log(
    `${family}: ${strips} strips (${skipped} not segmented), ${Math.min(...counts)}..${Math.max(...counts)} cells per character`,
  );
  return bytes;
}

const sets: [string, Buffer][] = [];
for (const family of FONTS) sets.push([family, await templatesOf(family)]);
const header = `// ${CELL_WIDTH}x${CELL_HEIGHT} template per MRZ character, in MRZ_ALPHABET order, bytes 128 + 127 * value.\n`;
await fs.writeFile(
  OUT,
  MONO
    ? `// Generated by scripts/mrz-templates.ts --mono from ${FONTS.join(', ')} (free fonts): one\n${header}` +
        `export const MONO_GLYPHS: { font: string; glyphs: string }[] = [\n${sets.map(([font, bytes]) => `  {\n    font: '${font}',\n    glyphs:\n      '${bytes.toString('base64')}',\n  },\n`).join('')}];\n`
    : `// Generated by scripts/mrz-templates.ts from the OCR-B font (public domain): one\n${header}` +
        `export const OCR_B_GLYPHS =\n  '${sets[0]?.[1].toString('base64')}';\n`,
);
console.log(`-> ${OUT}`);
