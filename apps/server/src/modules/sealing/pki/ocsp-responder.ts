import { createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DAY_MS } from '../../../platform/time-units.ts';
import { fromPem, parseCertificate, sameKey } from './certificate-info.ts';
import { createCertificate } from './create-certificate.ts';
import { newKeyPair, ORGANIZATION, PKI_FILES } from './generate-pki.ts';
import type { TCertifiedKey, TLoadPkiOptions } from './pki-types.ts';

const VALIDITY_YEARS = 2;
/** A responder certificate with less left than this is replaced on load. */
const RENEW_BEFORE_MS = 30 * DAY_MS;
const LOCK_FILE = '.ocsp.lock';
/** A lock older than this was left by a process that died while issuing. */
const STALE_LOCK_MS = 60_000;
const LOCK_WAIT_MS = 30_000;

export interface TResponderOptions {
  dir: string;
  /** The root CA that delegates its OCSP answers to the responder. */
  ca: TCertifiedKey;
  keyType?: TLoadPkiOptions['keyType'];
  now?: Date;
}

/** The responder's files, or null when absent, unreadable or not one key pair. */
async function readResponder(dir: string, ca: TCertifiedKey): Promise<TCertifiedKey | null> {
  try {
    const [der] = fromPem(await readFile(path.join(dir, PKI_FILES.ocsp.cert), 'utf8'));
    if (!der) return null;
    const certificate = parseCertificate(der);
    const privateKey = createPrivateKey(await readFile(path.join(dir, PKI_FILES.ocsp.key), 'utf8'));
    if (!sameKey(certificate.publicKey, privateKey)) return null;
    return { key: { kind: 'local', privateKey }, certificate, chain: [ca.certificate] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Issued by this root, and valid for 30 days more (or until the root's own end). */
function usable(responder: TCertifiedKey, ca: TCertifiedKey, now: Date): boolean {
  const { notBefore, notAfter } = responder.certificate;
  const issued = new X509Certificate(responder.certificate.der).verify(ca.certificate.publicKey);
  const lastingEnough =
    notAfter.getTime() - now.getTime() >= RENEW_BEFORE_MS ||
    notAfter.getTime() >= ca.certificate.notAfter.getTime();
  return issued && notBefore <= now && lastingEnough;
}

/** Writes a file whole or not at all: into a private sibling, then renamed onto it. */
async function writeAtomically(file: string, text: string, mode: number) {
  const staging = `${file}.tmp-${randomBytes(6).toString('hex')}`;
  await writeFile(staging, text, { mode });
  await rename(staging, file);
}

/** Issues a new responder identity (2 years, within the root's life) and writes it. */
async function issueResponder(options: TResponderOptions, now: Date): Promise<TCertifiedKey> {
  const keys = await newKeyPair(options.keyType);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + VALIDITY_YEARS);
  const certificate = await createCertificate({
    profile: 'ocsp-responder',
    commonName: 'Confirma OCSP Responder',
    organization: ORGANIZATION,
    publicKey: keys.publicKey,
    issuer: { certificate: options.ca.certificate, key: options.ca.key },
    notBefore: new Date(now.getTime() - 60_000),
    notAfter: new Date(Math.min(notAfter.getTime(), options.ca.certificate.notAfter.getTime())),
  });
  const keyPem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // The key first: a reader between the two renames sees a pair that does not match and
  // waits for the lock, never a certificate without its key.
  await writeAtomically(path.join(options.dir, PKI_FILES.ocsp.key), keyPem, 0o600);
  await writeAtomically(path.join(options.dir, PKI_FILES.ocsp.cert), certificate.pem, 0o644);
  const privateKey = keys.privateKey;
  return { key: { kind: 'local', privateKey }, certificate, chain: [options.ca.certificate] };
}

/** Runs `work` holding an exclusive lock file in `dir` (other processes wait for it). */
async function withLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const file = path.join(dir, LOCK_FILE);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await (await open(file, 'wx')).close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(file).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > STALE_LOCK_MS) await rm(file, { force: true });
      else if (Date.now() > deadline) throw new Error(`${file} is held by another process`);
      else await sleep(50);
    }
  }
  try {
    return await work();
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * The OCSP responder's identity (`ocsp.crt.pem`, `ocsp.key.pem` beside the root): read,
 * or issued by the root when missing (a PKI generated before the responder existed), not
 * issued by this root, or within 30 days of its end. Issuing holds a lock file, so two
 * processes starting together issue one responder and both load it.
 */
export async function loadOcspResponder(options: TResponderOptions): Promise<TCertifiedKey> {
  const now = options.now ?? new Date();
  const current = await readResponder(options.dir, options.ca);
  if (current && usable(current, options.ca, now)) return current;
  return withLock(options.dir, async () => {
    const again = await readResponder(options.dir, options.ca);
    if (again && usable(again, options.ca, now)) return again;
    return issueResponder(options, now);
  });
}
