import type { TDbOrTx } from '../../platform/db/client.ts';
import {
  createOcspResponse,
  hasOcspNoCheck,
  serialHexOf,
  type TCertificateInfo,
} from '../sealing/index.ts';
import { OCSP_VALIDITY_SECONDS, toOcspStatus } from './answer-ocsp-request.ts';
import type {
  TCaContext,
  TCertificateStatus,
  TRevocationData,
} from './certificate-authority.types.ts';
import { issuedByRoot, statusesOf } from './certificate-status.ts';
import { isConfigured } from './configured-certificates.ts';
import { currentCrl } from './current-crl.ts';
import { fetchForeignRevocation } from './fetch-foreign-revocation.ts';

const selfSigned = (certificate: TCertificateInfo) =>
  Buffer.compare(certificate.issuerDer, certificate.subjectDer) === 0;

/** DER values without repeats, in the order first seen. */
function distinct(values: Uint8Array[]): Uint8Array[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = Buffer.from(value).toString('base64');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A status as it stood at `at`: a revocation after it is not yet one. */
const asOf = (status: TCertificateStatus | undefined, at: Date) =>
  status?.state === 'revoked' && status.revokedAt > at ? { state: 'good' as const } : status;

/** One OCSP answer by the responder, at `at`, per certificate of ours it may be asked about. */
async function ownAnswers(
  context: TCaContext,
  db: TDbOrTx,
  ours: TCertificateInfo[],
  at: Date,
): Promise<Uint8Array[]> {
  const { ca, responder } = context;
  if (!ca || !responder) return [];
  const asked = ours.filter((certificate) => !hasOcspNoCheck(certificate));
  const statuses = await statusesOf(context, db, asked.map(serialHexOf));
  const answers: Uint8Array[] = [];
  for (const certificate of asked) {
    const serialHex = serialHexOf(certificate);
    answers.push(
      await createOcspResponse({
        responder,
        issuer: ca.certificate,
        entries: [{ serialHex, status: toOcspStatus(asOf(statuses.get(serialHex), at)) }],
        producedAt: at,
        thisUpdate: at,
        nextUpdate: new Date(at.getTime() + OCSP_VALIDITY_SECONDS * 1000),
      }),
    );
  }
  return answers;
}

/**
 * What a PDF's DSS needs to validate `certificates` (the signers', the seal's, the time
 * stamps'): for each one the platform root issued, an OCSP answer made now by its
 * responder with the table's status (not for the responder itself: ocsp-nocheck), and the
 * root's CRL once; for those of another CA that the configuration names (an external TSA,
 * a PKCS#12 seal), what their own OCSP responder and CRL distribution point answer, best
 * effort. Any other certificate (another party's signature in an uploaded file, its time
 * stamp) gets none: what it names is never fetched. `certs` holds every certificate of the
 * paths: the given ones, the root and the responder, each once.
 */
export async function revocationData(
  context: TCaContext,
  db: TDbOrTx,
  given: readonly TCertificateInfo[],
  at = new Date(),
): Promise<TRevocationData> {
  const certificates = given.filter(
    (certificate, index) =>
      given.findIndex((other) => Buffer.compare(other.der, certificate.der) === 0) === index,
  );
  const ours = certificates.filter(
    (certificate) => !selfSigned(certificate) && issuedByRoot(context, certificate),
  );
  const foreign = certificates.filter(
    (certificate) =>
      !selfSigned(certificate) && !ours.includes(certificate) && isConfigured(context, certificate),
  );
  const certs = certificates.map((certificate) => certificate.der);
  const ocsps = await ownAnswers(context, db, ours, at);
  const crls: Uint8Array[] = [];
  if (ours.length && context.ca) {
    certs.push(context.ca.certificate.der);
    if (context.responder) certs.push(context.responder.certificate.der);
    crls.push(await currentCrl(context, db, at));
  }
  const fetched = await Promise.all(
    foreign.map((certificate) => fetchForeignRevocation(context, certificate, certificates)),
  );
  for (const { ocsp, crl } of fetched) {
    if (ocsp) ocsps.push(ocsp);
    if (crl) crls.push(crl);
  }
  return { certs: distinct(certs), ocsps, crls: distinct(crls) };
}
