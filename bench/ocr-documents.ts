import fs from 'node:fs/promises';
import path from 'node:path';
import {
  documentRefusal,
  PORTRAIT_MIN_PRINTED_LINES,
} from '../apps/server/src/modules/ocr/document-refusal.ts';
import { generateEvaluationSet } from '../packages/vision/evaluation/generate-evaluation-set.ts';
import { generateNonDocuments } from '../packages/vision/evaluation/generate-non-documents.ts';
import type { TPhotoAnalysis } from '../packages/vision/src/crop/analyse-photo.ts';
import { createVisionPool } from '../packages/vision/src/workers/vision-pool.ts';
import type { TBenchResult } from './types.ts';

// What POST /api/v2/ocr charges and refuses, decided as the server decides it
// (documentRefusal on the vision pool's `photo` task, no corners given: the API's
// default): the evaluation set's 360 documents (docs/vision.md "Evaluation set"), which
// must never be refused for being no document when the engine read them as one, and
// photos that are no document (portraits, printed photographs, selfies, blank surfaces,
// landscapes), which must never be charged. Minutes of work: only when named.
// Standalone: `node --import tsx bench/ocr-documents.ts`.

interface TDecided {
  group: string;
  refusal: ReturnType<typeof documentRefusal>;
  /** Charged only for its portrait, and the lines of print read on it. */
  byPortrait: boolean;
  lines: number;
}

function decide(group: string, photo: TPhotoAnalysis): TDecided {
  const { analysis } = photo;
  const refusal = documentRefusal(analysis);
  const portraitOnly = Boolean(
    analysis.document?.portrait &&
      !analysis.mrz &&
      analysis.kind !== 'none' &&
      analysis.kind !== 'face' &&
      documentRefusal({ ...analysis, document: { ...analysis.document, portrait: false } }),
  );
  return { group, refusal, byPortrait: portraitOnly, lines: analysis.text?.lines.length ?? 0 };
}

const share = (part: number, whole: number) => (whole ? (100 * part) / whole : 0);

export async function ocrDocumentsBench(): Promise<TBenchResult[]> {
  const { dir, samples, notes } = await generateEvaluationSet();
  for (const note of notes) console.warn(`ocr documents: ${note}`);
  const others = await generateNonDocuments();
  const pool = createVisionPool({ size: 2 });
  const decided: TDecided[] = [];
  try {
    await pool.warmUp();
    const photos = [
      ...samples.map((sample) => ({
        group: `document ${sample.side}`,
        read: () => fs.readFile(path.join(dir, sample.file)),
      })),
      ...others.map((other) => ({
        group: `non-document ${other.kind}`,
        read: async () => other.jpeg,
      })),
    ];
    let next = 0;
    const work = async () => {
      while (next < photos.length) {
        const photo = photos[next++] as (typeof photos)[number];
        const image = new Uint8Array(await photo.read());
        decided.push(decide(photo.group, await pool.run('photo', { image, options: {} })));
      }
    };
    await Promise.all([work(), work()]);
  } finally {
    await pool.close();
  }

  const groups = [...new Set(decided.map((item) => item.group))].sort();
  console.log('\nOCR decisions per group (no corners given):\n');
  console.log(
    '| group | photos | charged | DOCUMENT_NOT_FOUND | MRZ_UNREADABLE | for a portrait |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const group of groups) {
    const items = decided.filter((item) => item.group === group);
    const count = (refusal: TDecided['refusal']) =>
      items.filter((item) => item.refusal === refusal).length;
    const portraits = items.filter((item) => item.byPortrait);
    console.log(
      `| ${group} | ${items.length} | ${count(null)} | ${count('DOCUMENT_NOT_FOUND')} | ${count('MRZ_UNREADABLE')} | ${portraits.length} (lines ${portraits.map((item) => item.lines).join(', ') || '-'}) |`,
    );
  }
  const documents = decided.filter((item) => item.group.startsWith('document'));
  const nonDocuments = decided.filter((item) => item.group.startsWith('non-document'));
  const portraitDocuments = documents.filter((item) => item.byPortrait);
  const portraitOthers = nonDocuments.filter((item) => item.byPortrait);
  const refusedForPrint = portraitDocuments.filter((item) => item.refusal !== null);
  const fewestLines = Math.min(...portraitDocuments.map((item) => item.lines));
  const mostLines = Math.max(0, ...portraitOthers.map((item) => item.lines));
  console.log(
    `\nA portrait counts with ${PORTRAIT_MIN_PRINTED_LINES} lines of print or more: documents charged for their portrait read ${fewestLines} at least, non-documents with a "portrait" ${mostLines} at most.\n`,
  );
  return [
    {
      name: `ocr documents: evaluation documents refused for a portrait without print (${portraitDocuments.length} portraits)`,
      value: refusedForPrint.length,
      unit: 'documents',
      target: '= 0',
      ok: refusedForPrint.length === 0,
    },
    {
      name: `ocr documents: evaluation documents refused DOCUMENT_NOT_FOUND (${documents.length})`,
      value: share(
        documents.filter((item) => item.refusal === 'DOCUMENT_NOT_FOUND').length,
        documents.length,
      ),
      unit: '%',
    },
    {
      name: `ocr documents: evaluation documents refused MRZ_UNREADABLE (${documents.length})`,
      value: share(
        documents.filter((item) => item.refusal === 'MRZ_UNREADABLE').length,
        documents.length,
      ),
      unit: '%',
    },
    {
      name: `ocr documents: non-documents charged (${nonDocuments.length})`,
      value: share(
        nonDocuments.filter((item) => item.refusal === null).length,
        nonDocuments.length,
      ),
      unit: '%',
      target: '= 0 %',
      ok: nonDocuments.every((item) => item.refusal !== null),
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await ocrDocumentsBench()) console.log(result);
}
