import { execFileSync } from 'node:child_process';
import { createPrivateKey } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromPem, parseCertificate, type TCertificateInfo } from '../pki/certificate-info.ts';
import type { TCertifiedKey } from '../pki/pki-types.ts';

/**
 * Test support: a throwaway certificate authority run by the `openssl` CLI in a temp
 * directory (openssl req/ca, `openssl ocsp` as an offline responder, `openssl ca -gencrl`),
 * so the revocation data the tests embed comes from a tool that is not ours.
 */

/** A test policy OID under the UUID arc (one-time signer certificates carry one). */
export const TEST_POLICY = '2.25.311101209461574463813839493120398113777';

/** The status lines a profile gets when the CA names where to ask about its certificates. */
const statusLines = (base: string | undefined) =>
  base
    ? `authorityInfoAccess = OCSP;URI:${base}/ocsp,caIssuers;URI:${base}/root.crt
crlDistributionPoints = URI:${base}/root.crl`
    : '';

const CONFIG = (dir: string, statusBase?: string) => `
[ca]
default_ca = test_ca
[test_ca]
dir = ${dir}
database = ${dir}/index.txt
new_certs_dir = ${dir}/issued
serial = ${dir}/serial
crlnumber = ${dir}/crlnumber
certificate = ${dir}/root.pem
private_key = ${dir}/root.key
default_md = sha256
default_days = 365
default_crl_days = 7
policy = any_name
unique_subject = no
copy_extensions = none
[any_name]
commonName = supplied
organizationName = optional
serialNumber = optional
telephoneNumber = optional
emailAddress = optional
[req]
distinguished_name = dn
utf8 = yes
string_mask = utf8only
[dn]
[root]
basicConstraints = critical,CA:TRUE
keyUsage = critical,keyCertSign,cRLSign
subjectKeyIdentifier = hash
[signer]
basicConstraints = CA:FALSE
keyUsage = critical,digitalSignature,nonRepudiation
certificatePolicies = ${TEST_POLICY}
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
${statusLines(statusBase)}
[tsa]
basicConstraints = CA:FALSE
keyUsage = critical,digitalSignature
extendedKeyUsage = critical,timeStamping
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
${statusLines(statusBase)}
[ocsp]
basicConstraints = CA:FALSE
keyUsage = critical,digitalSignature
extendedKeyUsage = OCSPSigning
noCheck = ignored
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`;

export interface TOpensslCa {
  dir: string;
  root: TCertificateInfo;
  /** Issues a P-256 key and certificate under a profile of the config (signer, tsa, ocsp). */
  issue(name: string, subject: string, profile: 'signer' | 'tsa' | 'ocsp'): TCertifiedKey;
  revoke(certificate: TCertificateInfo): void;
  /** An OCSP response about `certificate` by the CA's delegated responder (DER). */
  ocsp(certificate: TCertificateInfo): Uint8Array;
  /** The CA's current CRL (DER). */
  crl(): Uint8Array;
  /** Where a certificate's PEM is written (for openssl's -cert / -CAfile). */
  pemFile(certificate: TCertificateInfo): string;
}

function openssl(dir: string, args: string[]) {
  return execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * `statusBase`: the signer and TSA certificates name `<statusBase>/ocsp` (AIA) and
 * `<statusBase>/root.crl` (CRLDP), as a real CA's do.
 */
export function createOpensslCa(
  dir: string,
  { statusBase }: { statusBase?: string } = {},
): TOpensslCa {
  mkdirSync(path.join(dir, 'issued'), { recursive: true });
  writeFileSync(path.join(dir, 'index.txt'), '');
  writeFileSync(path.join(dir, 'serial'), '1000\n');
  writeFileSync(path.join(dir, 'crlnumber'), '1000\n');
  const config = path.join(dir, 'ca.cnf');
  writeFileSync(config, CONFIG(dir, statusBase));
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(dir, [
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-days',
    '3650',
    '-subj',
    '/CN=LTV Test Root CA/O=Confirma Tests',
    '-config',
    config,
    '-extensions',
    'root',
  ]);
  const root = parseCertificate(
    fromPem(readFileSync(path.join(dir, 'root.pem'), 'utf8'))[0] ?? new Uint8Array(),
  );
  const pemFile = (certificate: TCertificateInfo) => {
    const file = path.join(
      dir,
      `${Buffer.from(certificate.sha256).toString('hex').slice(0, 16)}.pem`,
    );
    writeFileSync(file, certificate.pem);
    return file;
  };
  const issue = (name: string, subject: string, profile: string): TCertifiedKey => {
    openssl(dir, [
      'req',
      '-new',
      ...ec,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.csr`,
      '-subj',
      subject,
      '-config',
      config,
    ]);
    openssl(dir, [
      'ca',
      '-batch',
      '-notext',
      '-config',
      config,
      '-extensions',
      profile,
      '-in',
      `${name}.csr`,
      '-out',
      `${name}.pem`,
    ]);
    const certificate = parseCertificate(
      fromPem(readFileSync(path.join(dir, `${name}.pem`), 'utf8'))[0] ?? new Uint8Array(),
    );
    const privateKey = createPrivateKey(readFileSync(path.join(dir, `${name}.key`)));
    return { key: { kind: 'local', privateKey }, certificate, chain: [root] };
  };
  // The delegated OCSP responder (id-kp-OCSPSigning), used by ocsp() below.
  issue('ocsp-responder', '/CN=LTV Test OCSP Responder/O=Confirma Tests', 'ocsp');
  return {
    dir,
    root,
    issue,
    pemFile,
    revoke(certificate) {
      openssl(dir, ['ca', '-config', config, '-revoke', pemFile(certificate)]);
    },
    ocsp(certificate) {
      const request = path.join(dir, 'request.der');
      const response = path.join(dir, 'response.der');
      openssl(dir, [
        'ocsp',
        '-issuer',
        'root.pem',
        '-cert',
        pemFile(certificate),
        '-no_nonce',
        '-reqout',
        request,
      ]);
      openssl(dir, [
        'ocsp',
        '-index',
        'index.txt',
        '-rsigner',
        'ocsp-responder.pem',
        '-rkey',
        'ocsp-responder.key',
        '-CA',
        'root.pem',
        '-reqin',
        request,
        '-respout',
        response,
        '-ndays',
        '7',
      ]);
      return new Uint8Array(readFileSync(response));
    },
    crl() {
      openssl(dir, ['ca', '-gencrl', '-config', config, '-out', 'crl.pem']);
      return new Uint8Array(openssl(dir, ['crl', '-in', 'crl.pem', '-outform', 'DER']));
    },
  };
}
