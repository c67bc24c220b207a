import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from '../../platform/config.ts';
import type { TTsaTrust } from '../evidence/index.ts';
import {
  createTimestamper,
  fromPem,
  loadOrCreatePki,
  parseCertificate,
  sealPdf,
  type TPki,
  type TTimestamper,
} from '../sealing/index.ts';
import type { TSealer } from './operations.types.ts';

const REASONS = {
  OTP: 'Signed with a one-time code (SMS)',
  HANDWRITTEN: 'Signed with a handwritten signature',
  PLATFORM: 'Operation certificate sealed by the platform',
} as const;

export interface TPlatformSealer {
  seal: TSealer;
  pki: TPki;
  /** The one time-stamping function: seals and evidence anchors. */
  timestamp: TTimestamper;
  /** The TSAs whose stamps are trusted: the platform TSA and its chain, and TSA_CA_PATH. */
  trust: TTsaTrust;
}

/**
 * The signing flow's sealer: the platform PKI (generated under DATA_DIR/pki on first start,
 * or the PKCS#12 identities of SEAL_P12_PATH / TSA_P12_PATH) and its in-process RFC 3161
 * TSA, or the external TSA at TSA_URL, behind sealPdf (PAdES B-T, visible stamp). Built
 * once per process, by createSigningService (and by the evidence CLI).
 */
export async function loadPlatformSealer(config: TConfig): Promise<TPlatformSealer> {
  const p12 = (file: string | undefined, password: string | undefined) =>
    file ? { path: file, password: password ?? '' } : undefined;
  const signing = p12(config.SEAL_P12_PATH, config.SEAL_P12_PASSWORD);
  const tsa = p12(config.TSA_P12_PATH, config.TSA_P12_PASSWORD);
  const pki = await loadOrCreatePki({
    dir: path.join(config.DATA_DIR, 'pki'),
    p12: { ...(signing ? { signing } : {}), ...(tsa ? { tsa } : {}) },
  });
  const timestamp = createTimestamper({
    url: config.TSA_URL,
    timeoutMs: config.TSA_TIMEOUT_MS,
    tsa: pki.tsa,
  });
  const external = config.TSA_CA_PATH
    ? fromPem(await readFile(config.TSA_CA_PATH, 'utf8')).map(parseCertificate)
    : [];
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
  return { seal, pki, timestamp, trust: [pki.tsa.certificate, ...pki.tsa.chain, ...external] };
}
