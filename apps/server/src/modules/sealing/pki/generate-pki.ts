import { generateKeyPair, type KeyObject } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { pkiUrls } from './certificate-extensions.ts';
import { createCertificate, type TCertificateProfile } from './create-certificate.ts';
import type { TLoadPkiOptions } from './pki-types.ts';

/** File names under the PKI directory; keys are PKCS#8 PEM, mode 0600. */
export const PKI_FILES = {
  root: { cert: 'root-ca.crt.pem', key: 'root-ca.key.pem' },
  signing: { cert: 'seal.crt.pem', key: 'seal.key.pem' },
  tsa: { cert: 'tsa.crt.pem', key: 'tsa.key.pem' },
  ocsp: { cert: 'ocsp.crt.pem', key: 'ocsp.key.pem' },
} as const;

export const ORGANIZATION = 'Confirma';
export const SEAL_COMMON_NAME = 'Confirma Platform Seal';
const VALIDITY_YEARS = 10;

const generate = promisify(generateKeyPair);

export async function newKeyPair(keyType: TLoadPkiOptions['keyType']) {
  return keyType === 'RSA-3072'
    ? generate('rsa', { modulusLength: 3072 })
    : generate('ec', { namedCurve: 'P-256' });
}

export async function writeKey(dir: string, file: string, privateKey: KeyObject) {
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await writeFile(path.join(dir, file), pem, { mode: 0o600 });
}

/**
 * Generates the platform PKI into `dir`: a self-signed root CA and two leaves it issues,
 * the document seal and the TSA. All share the root's validity (10 years from `now`,
 * back-dated a minute for clock skew), so the leaves never outlive their issuer. With a
 * `publicUrl` the leaves name the root's OCSP responder and CRL under it (AIA, CRLDP).
 * The OCSP responder's identity is not made here: it is renewed on its own
 * (ocsp-responder.ts).
 */
export async function generatePki(
  dir: string,
  options: Pick<TLoadPkiOptions, 'keyType' | 'now' | 'publicUrl'>,
) {
  const now = options.now ?? new Date();
  const notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + VALIDITY_YEARS);
  const validity = { notBefore, notAfter, organization: ORGANIZATION };

  const rootKeys = await newKeyPair(options.keyType);
  const rootKey = { kind: 'local', privateKey: rootKeys.privateKey } as const;
  const root = await createCertificate({
    ...validity,
    profile: 'root-ca',
    commonName: 'Confirma Platform Root CA',
    publicKey: rootKeys.publicKey,
    selfKey: rootKey,
  });
  await writeFile(path.join(dir, PKI_FILES.root.cert), root.pem);
  await writeKey(dir, PKI_FILES.root.key, rootKeys.privateKey);

  const leaves: ['signing' | 'tsa', TCertificateProfile, string][] = [
    ['signing', 'document-signing', SEAL_COMMON_NAME],
    ['tsa', 'time-stamping', 'Confirma Time-Stamping Authority'],
  ];
  for (const [slot, profile, commonName] of leaves) {
    const keys = await newKeyPair(options.keyType);
    const certificate = await createCertificate({
      ...validity,
      profile,
      commonName,
      publicKey: keys.publicKey,
      issuer: { certificate: root, key: rootKey },
      ...(options.publicUrl ? { urls: pkiUrls(options.publicUrl) } : {}),
    });
    await writeFile(path.join(dir, PKI_FILES[slot].cert), certificate.pem);
    await writeKey(dir, PKI_FILES[slot].key, keys.privateKey);
  }
}
