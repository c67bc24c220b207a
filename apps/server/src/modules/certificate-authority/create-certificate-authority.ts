import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import type { TLogger } from '../../platform/logger.ts';
import type { TOutboundClient } from '../../platform/outbound/outbound.types.ts';
import { pkiUrls, type TCertificateInfo, type TPki } from '../sealing/index.ts';
import { answerOcspRequest } from './answer-ocsp-request.ts';
import type {
  TCaContext,
  TIssueSignerCertificateParams,
  TRevocationReason,
} from './certificate-authority.types.ts';
import { currentCrl } from './current-crl.ts';
import { issueSignerCertificate } from './issue-signer-certificate.ts';
import { findIssuedCertificates } from './issued-certificates-queries.ts';
import { revocationData } from './revocation-data.ts';
import { revokeCertificate, type TRevokeOptions } from './revoke-certificate.ts';

/**
 * The platform certificate authority, built once per process from the PKI the sealer
 * loaded (create-services.ts): it issues the signers' one-time certificates, answers OCSP, makes
 * the CRL, revokes, and gathers the revocation data of a PDF's DSS. Every call takes the
 * database (or the caller's transaction) it works in.
 */
export function createCertificateAuthority(options: {
  pki: TPki;
  publicUrl: string;
  log: TLogger;
  /** The TSAs whose stamps are trusted (the sealer's `trust`: TSA_CA_PATH among them). */
  tsaTrust?: readonly TCertificateInfo[];
  /** The process's outbound client: the CAs of configured certificates are asked through it. */
  outbound: TOutboundClient;
}) {
  const { signing, tsa } = options.pki;
  const tsaAnchors = [...(options.tsaTrust ?? [])];
  const context: TCaContext = {
    ca: options.pki.ca,
    responder: options.pki.ocsp,
    platformLeaves: { seal: signing, tsa },
    urls: pkiUrls(options.publicUrl),
    log: options.log,
    configured: [
      signing.certificate,
      ...signing.chain,
      tsa.certificate,
      ...tsa.chain,
      ...tsaAnchors,
    ],
    tsaAnchors,
    outbound: options.outbound,
  };
  return {
    context,
    /** Whether signers can get certificates of their own (false: PKCS#12-only setup). */
    available: context.ca !== null,
    root: context.ca?.certificate ?? null,
    issueSignerCertificate: (db: TDbOrTx, params: TIssueSignerCertificateParams) =>
      issueSignerCertificate(context, db, params),
    revocationData: (db: TDbOrTx, certificates: readonly TCertificateInfo[], at?: Date) =>
      revocationData(context, db, certificates, at),
    revokeCertificate: (
      db: TDb,
      serialHex: string,
      reason: TRevocationReason,
      revokeOptions?: TRevokeOptions,
    ) => revokeCertificate(context, db, serialHex, reason, revokeOptions),
    answerOcspRequest: (db: TDbOrTx, der: Uint8Array, now?: Date) =>
      answerOcspRequest(context, db, der, now),
    currentCrl: (db: TDbOrTx, now?: Date) => currentCrl(context, db, now),
    /** The record of certificates by serial: whom each names, its level, its revocation. */
    issuedCertificates: (db: TDbOrTx, serials: readonly string[]) =>
      findIssuedCertificates(db, serials),
  };
}

export type TCertificateAuthority = ReturnType<typeof createCertificateAuthority>;
