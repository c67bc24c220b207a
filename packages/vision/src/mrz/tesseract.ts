import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/**
 * The eng traineddata that ships in @tesseract.js-data/eng (4.0.0: it carries the
 * legacy engine's data; no download).
 */
const LANG_PATH = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng')),
  '4.0.0',
);

let loading: Promise<Worker> | null = null;

/**
 * One tesseract.js worker for MRZ reading: the legacy engine (OEM 0), which reads the
 * OCR-B '<' fillers the LSTM engine misreads, limited to the MRZ alphabet, one block.
 */
export function mrzOcr(): Promise<Worker> {
  loading ??= (async () => {
    const worker = await createWorker('eng', OEM.TESSERACT_ONLY, {
      langPath: LANG_PATH,
      gzip: true,
      legacyCore: true,
      legacyLang: true,
      cacheMethod: 'none',
    });
    await worker.setParameters({
      tessedit_char_whitelist: MRZ_ALPHABET,
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      user_defined_dpi: '300',
    });
    return worker;
  })();
  return loading;
}

/** The Spanish LSTM model (best_int) in @tesseract.js-data/spa: Ñ and accents read. */
const TEXT_LANG_PATH = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/spa')),
  '4.0.0_best_int',
);

let loadingText: Promise<Worker> | null = null;

/**
 * One tesseract.js worker for printed text (the front's fields, the back's address): the
 * LSTM engine with the Spanish model, sparse text (labels and values scattered on a card).
 */
export function textOcr(): Promise<Worker> {
  loadingText ??= (async () => {
    const worker = await createWorker('spa', OEM.LSTM_ONLY, {
      langPath: TEXT_LANG_PATH,
      gzip: true,
      cacheMethod: 'none',
    });
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SPARSE_TEXT,
      user_defined_dpi: '300',
      debug_file: '/dev/null', // Leptonica's notes on odd boxes are not errors
    });
    return worker;
  })();
  return loadingText;
}

/** Ends the OCR workers (tests, CLI exit). */
export async function closeMrzOcr(): Promise<void> {
  const workers = [loading, loadingText];
  loading = null;
  loadingText = null;
  for (const worker of workers) if (worker) await (await worker).terminate();
}
