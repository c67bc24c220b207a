import { createPrivateKey } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { SealingError } from '../sealing-error.ts';
import { fromPem, parseCertificate, sameKey, type TCertificateInfo } from './certificate-info.ts';
import { generatePki, PKI_FILES } from './generate-pki.ts';
import { loadPkcs12 } from './load-pkcs12.ts';
import { loadOcspResponder } from './ocsp-responder.ts';
import type { TCertifiedKey, TLoadPkiOptions, TPki } from './pki-types.ts';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Generates the PKI once, atomically: into a private temporary sibling directory that is
 * then renamed onto `dir`. Two processes starting together both generate, one rename
 * wins (renaming onto a non-empty directory fails) and both then load the winner's files.
 */
async function ensureGenerated(options: TLoadPkiOptions): Promise<void> {
  if (await exists(path.join(options.dir, PKI_FILES.signing.cert))) return;
  await mkdir(path.dirname(path.resolve(options.dir)), { recursive: true });
  const staging = await mkdtemp(`${path.resolve(options.dir)}.tmp-`);
  try {
    await generatePki(staging, options);
    await rename(staging, options.dir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
}

async function readCertificate(dir: string, file: string): Promise<TCertificateInfo> {
  const [der] = fromPem(await readFile(path.join(dir, file), 'utf8'));
  if (!der) throw new Error(`${file} holds no certificate`);
  return parseCertificate(der);
}

async function readIdentity(
  dir: string,
  files: { cert: string; key: string },
  root: TCertificateInfo,
): Promise<TCertifiedKey> {
  const certificate = await readCertificate(dir, files.cert);
  const privateKey = createPrivateKey(await readFile(path.join(dir, files.key), 'utf8'));
  if (!sameKey(certificate.publicKey, privateKey)) {
    throw new Error(`${files.key} does not match ${files.cert}`);
  }
  return { key: { kind: 'local', privateKey }, certificate, chain: [root] };
}

/** The root CA's key with its certificate, checked to be one key pair. */
async function readCa(dir: string, root: TCertificateInfo): Promise<TCertifiedKey> {
  const privateKey = createPrivateKey(await readFile(path.join(dir, PKI_FILES.root.key), 'utf8'));
  if (!sameKey(root.publicKey, privateKey)) {
    throw new Error(`${PKI_FILES.root.key} does not match ${PKI_FILES.root.cert}`);
  }
  return { key: { kind: 'local', privateKey }, certificate: root, chain: [] };
}

/** The PKI generated under `dir` (on first call): root CA, seal, TSA, OCSP responder. */
async function loadGenerated(options: TLoadPkiOptions): Promise<TPki> {
  await ensureGenerated(options);
  const root = await readCertificate(options.dir, PKI_FILES.root.cert);
  const ca = await readCa(options.dir, root);
  return {
    root,
    ca,
    signing: await readIdentity(options.dir, PKI_FILES.signing, root),
    tsa: await readIdentity(options.dir, PKI_FILES.tsa, root),
    ocsp: await loadOcspResponder({
      dir: options.dir,
      ca,
      keyType: options.keyType,
      now: options.now,
    }),
  };
}

/**
 * The platform's sealing and time-stamping identities. Each comes from its PKCS#12 file
 * when one is configured, otherwise from the PKI generated under `dir` on first call
 * (root CA, "Confirma Platform Seal", TSA) and loaded from there afterwards, with the
 * root's key (the CA that issues the signers' certificates) and its OCSP responder.
 */
export async function loadOrCreatePki(options: TLoadPkiOptions): Promise<TPki> {
  const { signing: signingP12, tsa: tsaP12 } = options.p12 ?? {};
  try {
    const generated = !signingP12 || !tsaP12 ? await loadGenerated(options) : null;
    const signing = signingP12 ? await loadPkcs12(signingP12) : generated?.signing;
    const tsa = tsaP12 ? await loadPkcs12(tsaP12) : generated?.tsa;
    if (!signing || !tsa) throw new Error('incomplete PKI');
    return {
      signing,
      tsa,
      root: generated?.root ?? null,
      ca: generated?.ca ?? null,
      ocsp: generated?.ocsp ?? null,
    };
  } catch (error) {
    if (error instanceof SealingError) throw error;
    throw new SealingError(
      'PKI_UNAVAILABLE',
      `cannot load the PKI under ${options.dir}: ${String(error)}`,
      {
        cause: error,
      },
    );
  }
}
