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

/** Ends the OCR worker (tests, CLI exit). */
export async function closeMrzOcr(): Promise<void> {
  const worker = loading;
  loading = null;
  if (worker) await (await worker).terminate();
}
