import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyseDocument } from '../packages/vision/src/document/analyse-document.ts';
import {
  CARD_ASPECT,
  findDocument,
  warpDocument,
} from '../packages/vision/src/document/find-document.ts';
import { decodeGrey } from '../packages/vision/src/image.ts';
import { closeOcr, mrzOcr, textOcr } from '../packages/vision/src/mrz/tesseract.ts';
import { loadOpenCv } from '../packages/vision/src/opencv.ts';
import { qualityOf } from '../packages/vision/src/quality/measure-quality.ts';
import { FIXTURES_DIR, loadFixtures } from '../packages/vision/testing/generate-fixtures.ts';
import { percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';

// Timings over the synthetic set (1280x720 JPEG frames): quality, card find +
// warp, a whole frame to parsed MRZ for ID backs and passport pages, and the front OCR.
// Standalone: `node --import tsx bench/vision-documents.ts`.

async function timed<T>(samples: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  samples.push(performance.now() - started);
  return result;
}

export async function visionDocumentsBench(): Promise<TBenchResult[]> {
  const fixtures = await loadFixtures();
  const frames = await Promise.all(
    fixtures.map(async (fixture) => ({
      fixture,
      bytes: await fs.readFile(path.join(FIXTURES_DIR, fixture.file)),
    })),
  );
  const loads = { opencv: 0, ocr: 0, text: 0 };
  let started = performance.now();
  await loadOpenCv();
  loads.opencv = performance.now() - started;
  started = performance.now();
  await mrzOcr();
  loads.ocr = performance.now() - started;
  started = performance.now();
  await textOcr();
  loads.text = performance.now() - started;

  const quality: number[] = [];
  const decode: number[] = [];
  const findWarp: number[] = [];
  const back: number[] = [];
  const passport: number[] = [];
  const mrzRead: number[] = [];
  const frontText: number[] = [];
  try {
    for (const { fixture, bytes } of frames) {
      await timed(quality, async () => qualityOf(await decodeGrey(bytes)));
      if (fixture.side === 'id-front' || fixture.side === 'id-back') {
        const frame = await timed(decode, () => decodeGrey(bytes, null));
        await timed(findWarp, async () => {
          const quad = await findDocument(frame);
          if (quad) await warpDocument(frame, quad.corners, 800, CARD_ASPECT);
        });
      }
      if (fixture.side === 'id-back' || fixture.side === 'passport') {
        const result = await timed(fixture.side === 'id-back' ? back : passport, () =>
          analyseDocument(bytes),
        );
        if (result) mrzRead.push(result.ms.mrz);
      }
      if (fixture.side === 'id-front') {
        const result = await analyseDocument(bytes, { readText: true });
        if (result) frontText.push(result.ms.text);
      }
    }
  } finally {
    await closeOcr();
  }
  const row = (name: string, samples: number[], target?: number): TBenchResult[] => [
    {
      name: `${name} p50 (${samples.length} frames)`,
      value: percentile(samples, 50),
      unit: 'ms',
      ...(target === undefined
        ? {}
        : { target: `<= ${target} ms`, ok: percentile(samples, 50) <= target }),
    },
    { name: `${name} p95`, value: percentile(samples, 95), unit: 'ms' },
  ];
  return [
    { name: 'vision: OpenCV.js load', value: loads.opencv, unit: 'ms' },
    { name: 'vision: MRZ OCR engine load (tesseract fallback)', value: loads.ocr, unit: 'ms' },
    { name: 'vision: text OCR engine load (front OCR)', value: loads.text, unit: 'ms' },
    ...row('vision: quality (decode + brightness + blur)', quality, 15),
    ...row('vision: frame decode (JPEG to greyscale, full size)', decode),
    ...row('vision: card find + warp (decoded frame)', findWarp, 20),
    ...row('vision: ID back frame to parsed MRZ', back, 200),
    ...row('vision: passport frame to parsed MRZ', passport, 300),
    ...row('vision: MRZ strip read (inside the two above)', mrzRead),
    ...row('vision: front OCR, printed fields of a card front', frontText),
    {
      name: 'vision: peak RSS (documents)',
      value: process.resourceUsage().maxRSS / 1024,
      unit: 'MB',
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await visionDocumentsBench()) {
    console.log(`${result.name}: ${result.value.toFixed(1)} ${result.unit} ${result.target ?? ''}`);
  }
  process.exit(0);
}
