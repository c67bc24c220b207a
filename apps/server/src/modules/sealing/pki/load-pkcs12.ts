import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as pkijs from 'pkijs';
import { SealingError } from '../sealing-error.ts';
import { parseCertificate, sameKey, type TCertificateInfo } from './certificate-info.ts';
import type { TCertifiedKey, TP12Source } from './pki-types.ts';

const BAG = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  cert: '1.2.840.113549.1.12.10.1.3',
} as const;

interface TDecryptable {
  parseInternalValues(parameters: { password: ArrayBuffer }): Promise<void>;
  parsedValue?: pkijs.PrivateKeyInfo;
}

const toBytes = (buffer: ArrayBuffer) => new Uint8Array(buffer);

/**
 * Reads a PKCS#12 file (password-integrity, PBES2/PBKDF2 encryption: OpenSSL 3's default
 * `openssl pkcs12 -export`) into a key, its certificate and the chain found beside it.
 * Decryption runs once at start-up through pkijs over WebCrypto; signing then uses a
 * Node KeyObject like a generated key.
 */
export async function loadPkcs12(source: TP12Source): Promise<TCertifiedKey> {
  try {
    // A fresh encoder output owns an ArrayBuffer of exactly the password's UTF-8 length.
    const password = new TextEncoder().encode(source.password);
    const pfx = pkijs.PFX.fromBER(new Uint8Array(await readFile(source.path)));
    await pfx.parseInternalValues({ password: password.buffer, checkIntegrity: true });
    const safe = pfx.parsedValue?.authenticatedSafe;
    if (!safe) throw new Error('no authenticated safe');
    await safe.parseInternalValues({
      safeContents: safe.safeContents.map(() => ({ password: password.buffer })),
    });
    const keys: KeyObject[] = [];
    const certificates: TCertificateInfo[] = [];
    for (const contents of safe.parsedValue?.safeContents ?? []) {
      for (const bag of contents.value.safeBags) {
        if (bag.bagId === BAG.shroudedKey) {
          // pkijs types declare the decryption step protected; it is the documented way in.
          const shrouded = bag.bagValue as unknown as TDecryptable;
          await shrouded.parseInternalValues({ password: password.buffer });
          keys.push(pkcs8Key(shrouded.parsedValue?.toSchema().toBER() ?? new ArrayBuffer(0)));
        } else if (bag.bagId === BAG.key) {
          keys.push(pkcs8Key((bag.bagValue as pkijs.PrivateKeyInfo).toSchema().toBER()));
        } else if (bag.bagId === BAG.cert) {
          const certBag = bag.bagValue as pkijs.CertBag;
          if (certBag.parsedValue instanceof pkijs.Certificate) {
            certificates.push(parseCertificate(toBytes(certBag.parsedValue.toSchema().toBER())));
          }
        }
      }
    }
    return assemble(keys, certificates);
  } catch (error) {
    throw new SealingError(
      'PKI_UNAVAILABLE',
      `cannot load PKCS#12 ${source.path}: ${String(error)}`,
      {
        cause: error,
      },
    );
  }
}

function pkcs8Key(der: ArrayBuffer): KeyObject {
  return createPrivateKey({ key: Buffer.from(der), format: 'der', type: 'pkcs8' });
}

/** Picks the certificate matching the key, then orders the rest issuer by issuer. */
function assemble(keys: KeyObject[], certificates: TCertificateInfo[]): TCertifiedKey {
  const [privateKey] = keys;
  if (!privateKey || keys.length !== 1)
    throw new Error(`expected one private key, found ${keys.length}`);
  const leaf = certificates.find((certificate) => sameKey(certificate.publicKey, privateKey));
  if (!leaf) throw new Error('no certificate matches the private key');
  const chain: TCertificateInfo[] = [];
  const pool = certificates.filter((certificate) => certificate !== leaf);
  for (let current = leaf; ; ) {
    if (Buffer.compare(current.issuerDer, current.subjectDer) === 0) break; // self-signed
    const issuer = pool.find(
      (candidate) => Buffer.compare(candidate.subjectDer, current.issuerDer) === 0,
    );
    if (!issuer) break;
    chain.push(issuer);
    pool.splice(pool.indexOf(issuer), 1);
    current = issuer;
  }
  return { key: { kind: 'local', privateKey }, certificate: leaf, chain };
}
