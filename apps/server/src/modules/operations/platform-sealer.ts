import path from 'node:path';
import type { TPlatform } from '../../platform/platform.ts';
import { loadOrCreatePki } from '../sealing/pki/load-or-create-pki.ts';
import type { TPki } from '../sealing/pki/pki-types.ts';
import { sealPdf } from '../sealing/seal-pdf.ts';
import { createLocalTimestamper } from '../sealing/tsa/create-time-stamp-token.ts';
import { createHttpTimestamper } from '../sealing/tsa/request-time-stamp.ts';
import type { TSealer } from './complete-signature.ts';

const REASONS = {
  OTP: 'Signed with a one-time code (SMS)',
  HANDWRITTEN: 'Signed with a handwritten signature',
  PLATFORM: 'Operation certificate sealed by the platform',
} as const;

/**
 * The signing flow's sealer: the platform PKI (generated under DATA_DIR/pki on first start,
 * or the PKCS#12 identities of SEAL_P12_PATH / TSA_P12_PATH) and its in-process RFC 3161
 * TSA, or the external TSA at TSA_URL, behind sealPdf (PAdES B-T, visible stamp).
 */
export function createPlatformSealer(platform: TPlatform): Promise<{ seal: TSealer; pki: TPki }> {
  // The HTTP app and the job worker share one sealer per process: the PKI is read once.
  let sealer = SEALERS.get(platform);
  if (!sealer) {
    sealer = loadSealer(platform);
    SEALERS.set(platform, sealer);
  }
  return sealer;
}

const SEALERS = new WeakMap<TPlatform, Promise<{ seal: TSealer; pki: TPki }>>();

async function loadSealer(platform: TPlatform): Promise<{ seal: TSealer; pki: TPki }> {
  const { config } = platform;
  const p12 = (file: string | undefined, password: string | undefined) =>
    file ? { path: file, password: password ?? '' } : undefined;
  const signing = p12(config.SEAL_P12_PATH, config.SEAL_P12_PASSWORD);
  const tsa = p12(config.TSA_P12_PATH, config.TSA_P12_PASSWORD);
  const pki = await loadOrCreatePki({
    dir: path.join(config.DATA_DIR, 'pki'),
    p12: { ...(signing ? { signing } : {}), ...(tsa ? { tsa } : {}) },
  });
  const timestamp = config.TSA_URL
    ? createHttpTimestamper({ url: config.TSA_URL, timeoutMs: config.TSA_TIMEOUT_MS })
    : createLocalTimestamper(pki.tsa);
  const seal: TSealer = (pdf, options) =>
    sealPdf(pdf, {
      pki,
      stamp: options.box,
      signerName: options.signerName,
      method: options.method,
      evidenceId: options.evidenceId,
      reason: `${REASONS[options.method]} · ${options.evidenceId}`,
      ...(options.image ? { image: options.image } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
      timestamp,
    });
  return { seal, pki };
}
