import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from '../../platform/config.ts';
import type { TOutboundClient } from '../../platform/outbound/outbound.types.ts';
import type { TTsaTrust } from '../evidence/index.ts';
import {
  createPdfSealer,
  createTimestamper,
  fromPem,
  loadOrCreatePki,
  parseCertificate,
  type TCertifiedKey,
  type TPdfSealer,
  type TPki,
  type TSealField,
  type TSealPlan,
  type TTimestamper,
} from '../sealing/index.ts';
import { sealReason, type TReportLanguage } from './report-texts.ts';

/** A box on a page, in PDF points from the bottom-left corner. */
export interface TSealBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The sealing engine as the signing flow needs it (PAdES B-T, visible stamp). */
export type TSealer = (
  pdf: Uint8Array,
  options: {
    signerName: string;
    method: 'OTP' | 'HANDWRITTEN' | 'PLATFORM';
    evidenceId: string;
    box: TSealBox | 'auto';
    image?: Uint8Array;
    /** The stamp's and the reason's language: the signer's. */
    locale: TReportLanguage;
    /** The values the signer filled on this document, drawn with their signature. */
    fields?: TSealField[];
    /**
     * The signer's one-time certificate and key (certificate-authority): their signature
     * is theirs. Absent: the platform seal signs for them (no CA of ours).
     */
    signer?: TCertifiedKey;
    /**
     * The last signature this document waits for: the platform seal (its reason in the
     * operation's language), a DSS with the validation data of every signature and a
     * document time stamp follow (PAdES B-LTA).
     */
    final?: { locale: TReportLanguage } | undefined;
  },
) => Promise<Uint8Array>;

/** The validation data of a DSS for the certificates that signed (certificate-authority). */
export type TLongTermSource = NonNullable<TSealPlan['longTerm']>;

export interface TPlatformSealer {
  /** The signing flow's seal of a document, its DSS's validation data from `longTerm`. */
  seal: (longTerm: TLongTermSource) => TSealer;
  /**
   * sealPdf with the platform's keys, the PDF read in a seal thread: what every platform
   * seal goes through (certificates, reports, invoices, and `seal`); a plan for B-LTA.
   */
  sealPdf: TPdfSealer['seal'];
  /** Re-time-stamps an archived document (a DSS for its last time stamp, a new one). */
  extend: TPdfSealer['extend'];
  /** Starts a seal thread now; `close` stops the seal threads. */
  warm: TPdfSealer['warm'];
  close: TPdfSealer['close'];
  pki: TPki;
  /** The one time-stamping function: seals and evidence anchors. */
  timestamp: TTimestamper;
  /** The TSAs whose stamps are trusted: the platform TSA and its chain, and TSA_CA_PATH. */
  trust: TTsaTrust;
}

/**
 * The signing flow's sealer: the platform PKI (generated under DATA_DIR/pki on first start,
 * or the PKCS#12 identities of SEAL_P12_PATH / TSA_P12_PATH) and its in-process RFC 3161
 * TSA, or the external TSA at TSA_URL, behind sealPdf (PAdES B-T, visible stamp), whose
 * reading of the PDF runs in seal threads (SEAL_WORKER_TIMEOUT_MS a seal, PDF_WORKERS
 * threads of PDF_WORKER_HEAP_MB): never on the thread that answers requests. Built once
 * per process, by createOperationsService (and by the evidence CLI).
 */
export async function loadPlatformSealer(
  config: TConfig,
  outbound: TOutboundClient,
): Promise<TPlatformSealer> {
  const p12 = (file: string | undefined, password: string | undefined) =>
    file ? { path: file, password: password ?? '' } : undefined;
  const signing = p12(config.SEAL_P12_PATH, config.SEAL_P12_PASSWORD);
  const tsa = p12(config.TSA_P12_PATH, config.TSA_P12_PASSWORD);
  const pki = await loadOrCreatePki({
    dir: path.join(config.DATA_DIR, 'pki'),
    // Certificates generated from now on name the CA's OCSP responder and CRL under it.
    publicUrl: config.PUBLIC_URL,
    p12: { ...(signing ? { signing } : {}), ...(tsa ? { tsa } : {}) },
  });
  const timestamp = createTimestamper({
    external: config.TSA_URL
      ? { url: config.TSA_URL, fetch: outbound.configured(config.TSA_URL) }
      : undefined,
    timeoutMs: config.TSA_TIMEOUT_MS,
    tsa: pki.tsa,
  });
  const external = config.TSA_CA_PATH
    ? fromPem(await readFile(config.TSA_CA_PATH, 'utf8')).map(parseCertificate)
    : [];
  const sealer = createPdfSealer({
    pki,
    timestamp,
    workers: config.PDF_WORKERS,
    heapMb: config.PDF_WORKER_HEAP_MB,
    timeoutMs: config.SEAL_WORKER_TIMEOUT_MS,
  });
  return {
    seal: (longTerm) => documentSealer(sealer, pki, longTerm),
    sealPdf: sealer.seal,
    extend: sealer.extend,
    warm: sealer.warm,
    close: sealer.close,
    pki,
    timestamp,
    trust: [pki.tsa.certificate, ...pki.tsa.chain, ...external],
  };
}

/**
 * The signing flow's seal of one document: the signer's signature (their one-time
 * certificate, else the platform seal), and after the last one the platform seal, a DSS
 * with `longTerm`'s validation data and a document time stamp (PAdES B-LTA).
 */
function documentSealer(sealer: TPdfSealer, pki: TPki, longTerm: TLongTermSource): TSealer {
  return (pdf, options) =>
    sealer.seal(
      pdf,
      {
        stamp: options.box,
        signerName: options.signerName,
        method: options.method,
        evidenceId: options.evidenceId,
        // A signature's own words; the platform seals alone only a notified document.
        reason: sealReason(
          options.locale,
          options.method === 'PLATFORM' ? 'notifiedDocument' : options.method,
          options.evidenceId,
        ),
        ...(options.image ? { image: options.image } : {}),
        ...(options.fields?.length ? { fields: options.fields } : {}),
        locale: options.locale,
      },
      {
        ...(options.signer ? { signer: options.signer } : {}),
        // The platform sealing a document alone (a certified notification): B-LTA at once.
        ...(options.method === 'PLATFORM' ? { longTerm } : {}),
        ...(options.final
          ? {
              platformSeal: {
                name: pki.signing.certificate.subjectCommonName,
                // The operation's id: the evidence id is `<operation>/<signer>`.
                reason: sealReason(
                  options.final.locale,
                  'signedDocument',
                  options.evidenceId.split('/')[0] ?? options.evidenceId,
                ),
              },
              longTerm,
            }
          : {}),
      },
    );
}
