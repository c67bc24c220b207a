import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepareSeal } from '../pdf/prepare-seal.ts';
import { fillContents } from '../pdf/signature-dictionary.ts';
import { sealPdf } from '../seal-pdf.ts';
import { createLocalTimestamper } from '../tsa/create-time-stamp-token.ts';
import type { TOpensslCa } from './openssl-ca.ts';
import { run } from './pdf-tools.ts';

/**
 * Test support: PDFs that already hold a signature by someone else's CA when they are
 * uploaded (a contract signed by the other party first). Whatever the CA's certificates
 * name (its OCSP responder, its CRL) comes with the file.
 */

const SIGNED_ELSEWHERE = {
  signerName: 'Otra Parte SL',
  method: 'OTP',
  evidenceId: 'elsewhere',
  reason: 'Firmado con otra herramienta',
  stamp: 'none',
} as const;

/** A PAdES B-T signature (signed attributes, a time stamp) by a signer and TSA of `ca`. */
export async function signedElsewhere(pdf: Uint8Array, ca: TOpensslCa): Promise<Uint8Array> {
  const signer = ca.issue('elsewhere-signer', '/CN=Otra Parte SL/O=Otra Parte', 'signer');
  const tsa = ca.issue('elsewhere-tsa', '/CN=Otra TSA/O=Otra Parte', 'tsa');
  return sealPdf(pdf, {
    ...SIGNED_ELSEWHERE,
    pki: { signing: signer },
    timestamp: createLocalTimestamper(tsa),
  });
}

/**
 * An adbe.pkcs7.detached signature without signed attributes, as older tools make: the
 * signature is over the signed bytes' digest itself (`openssl cms -sign -noattr`).
 */
export async function signedWithoutAttributes(
  pdf: Uint8Array,
  ca: TOpensslCa,
): Promise<Uint8Array> {
  ca.issue('older-tool', '/CN=Herramienta Antigua/O=Otra Parte', 'signer');
  const { file, contentsAt, contentsLength } = await prepareSeal(pdf, SIGNED_ELSEWHERE);
  // The same length as ETSI.CAdES.detached: every offset stays where it is.
  const text = Buffer.from(file).toString('latin1');
  const at = text.lastIndexOf('/SubFilter /ETSI.CAdES.detached');
  file.set(Buffer.from('/SubFilter /adbe.pkcs7.detached', 'latin1'), at);
  const dir = mkdtempSync(path.join(ca.dir, 'older-tool-'));
  try {
    const data = path.join(dir, 'signed-ranges.bin');
    const out = path.join(dir, 'signature.der');
    writeFileSync(
      data,
      Buffer.concat([file.subarray(0, contentsAt), file.subarray(contentsAt + contentsLength)]),
    );
    const signed = run('openssl', [
      'cms',
      '-sign',
      '-binary',
      '-noattr',
      '-md',
      'sha256',
      '-outform',
      'DER',
      '-signer',
      path.join(ca.dir, 'older-tool.pem'),
      '-inkey',
      path.join(ca.dir, 'older-tool.key'),
      '-certfile',
      path.join(ca.dir, 'root.pem'),
      '-in',
      data,
      '-out',
      out,
    ]);
    if (signed.code !== 0) throw new Error(`openssl cms -sign: ${signed.stderr}`);
    fillContents(file, contentsAt, contentsLength, new Uint8Array(readFileSync(out)));
    return file;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
