import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM, PSM, type Worker, type WorkerParams } from 'tesseract.js';
import { MRZ_ALPHABET } from './read-cells.ts';

/** A traineddata folder inside an npm package of @tesseract.js-data (no download). */
const dataPath = (language: 'eng' | 'spa', version: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve(`@tesseract.js-data/${language}`)),
    version,
  );

interface TOcrSpec {
  language: 'eng' | 'spa';
  version: string;
  engine: OEM;
  legacy: boolean;
  parameters: Partial<WorkerParams>;
}

const SPECS = {
  /**
   * MRZ fallback: the legacy engine (OEM 0) on the eng 4.0.0 data, which reads the
   * OCR-B '<' fillers the LSTM engine misreads, limited to the MRZ alphabet, one block.
   * Its adaptive classifier does not learn: it kept what it learnt from every strip the
   * worker had read before, so a strip's read, and a doubtful cell's confirmation, hung on
   * the images read before it (without learning: as many MRZs exact, one more exact and
   * valid, about a tenth less time).
   */
  mrz: {
    language: 'eng',
    version: '4.0.0',
    engine: OEM.TESSERACT_ONLY,
    legacy: true,
    parameters: {
      tessedit_char_whitelist: MRZ_ALPHABET,
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      user_defined_dpi: '300',
      classify_enable_learning: '0',
    },
  },
  /**
   * Printed text (a front's fields, a back's address): the LSTM engine with the Spanish
   * best_int model (Ñ and accents), sparse text (captions and values scattered on a card).
   */
  text: {
    language: 'spa',
    version: '4.0.0_best_int',
    engine: OEM.LSTM_ONLY,
    legacy: false,
    parameters: { tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300' },
  },
} satisfies Record<string, TOcrSpec>;

/** tesseract.js's worker without its known chatter (see the file). */
const QUIET_WORKER = fileURLToPath(new URL('./tesseract-worker.cjs', import.meta.url));

const loading = new Map<string, Promise<Worker>>();

/** A tesseract.js worker per use and slot, created on first call. */
function ocrWorker(use: keyof typeof SPECS, slot = 0): Promise<Worker> {
  let worker = loading.get(`${use} ${slot}`);
  if (!worker) {
    const spec: TOcrSpec = SPECS[use];
    worker = (async () => {
      const created = await createWorker(spec.language, spec.engine, {
        langPath: dataPath(spec.language, spec.version),
        gzip: true,
        legacyCore: spec.legacy,
        legacyLang: spec.legacy,
        cacheMethod: 'none',
        workerPath: QUIET_WORKER,
      });
      await created.setParameters(spec.parameters);
      return created;
    })();
    loading.set(`${use} ${slot}`, worker);
  }
  return worker;
}

export const mrzOcr = () => ocrWorker('mrz');
export const textOcr = (slot = 0) => ocrWorker('text', slot);

/** Ends the OCR workers (tests, CLI exit). */
export async function closeOcr(): Promise<void> {
  const workers = [...loading.values()];
  loading.clear();
  for (const worker of workers) await (await worker).terminate();
}
