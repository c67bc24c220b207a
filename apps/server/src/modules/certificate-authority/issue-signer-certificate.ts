import type { TDbOrTx } from '../../platform/db/client.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';
import {
  createSignerCertificate,
  serialHexOf,
  summariseCertificate,
  type TCertifiedKey,
} from '../sealing/index.ts';
import type {
  TCaContext,
  TIssuedSignerCertificate,
  TIssueSignerCertificateParams,
} from './certificate-authority.types.ts';
import { CertificateAuthorityError } from './certificate-authority-error.ts';
import { insertIssuedCertificate } from './issued-certificates-queries.ts';

const DEFAULT_VALIDITY_MINUTES = 60;
/** Clocks of validators a little behind ours still see the certificate valid. */
const BACKDATE_MS = 60_000;

/**
 * Issues a signer's one-time certificate: a fresh P-256 key pair made in memory, the
 * certificate (signer profile, the level's policy) valid from a minute ago for
 * `validityMinutes`, signed by the root, and its row recorded. The private key is only in
 * the answer, for the one signature it makes; it is never stored nor logged. NO_CA when
 * the PKI has no root of ours: the caller seals with the platform seal instead.
 */
export async function issueSignerCertificate(
  context: TCaContext,
  db: TDbOrTx,
  params: TIssueSignerCertificateParams,
): Promise<TIssuedSignerCertificate> {
  const { ca } = context;
  if (!ca) throw new CertificateAuthorityError('NO_CA', 'the PKI has no platform CA');
  const minutes = params.validityMinutes ?? DEFAULT_VALIDITY_MINUTES;
  if (!params.fullName.trim() || !(minutes > 0)) {
    throw new CertificateAuthorityError('INVALID_SUBJECT', 'a name and a validity are required');
  }
  const now = Date.now();
  const notAfter = Math.min(now + minutes * MINUTE_MS, ca.certificate.notAfter.getTime());
  let issued: TCertifiedKey;
  try {
    issued = await createSignerCertificate({
      ca,
      urls: context.urls,
      fullName: params.fullName.trim(),
      identifiers: params.identifiers,
      level: params.level,
      notBefore: new Date(now - BACKDATE_MS),
      notAfter: new Date(notAfter),
    });
  } catch {
    // The cause names the person's identifiers: not repeated in an error that is logged.
    throw new CertificateAuthorityError('INVALID_SUBJECT', 'an identifier cannot be encoded');
  }
  const { certificate } = issued;
  const serialHex = serialHexOf(certificate);
  await insertIssuedCertificate(db, {
    serialHex,
    profile: 'signer',
    operationId: params.operationId,
    signerId: params.signerId,
    subject: summariseCertificate(certificate).subject,
    level: params.level,
    notBefore: certificate.notBefore,
    notAfter: certificate.notAfter,
    der: Buffer.from(certificate.der),
  });
  return { ...issued, serialHex };
}
