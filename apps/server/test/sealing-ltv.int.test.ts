import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extendArchiveTimeStamp } from '../src/modules/sealing/archive-time-stamp.ts';
import type { TCertificateInfo } from '../src/modules/sealing/pki/certificate-info.ts';
import type { TCertifiedKey } from '../src/modules/sealing/pki/pki-types.ts';
import { sealPdf, type TSealPdfOptions } from '../src/modules/sealing/seal-pdf.ts';
import type { TLongTermData, TSealPlan } from '../src/modules/sealing/sealing.types.ts';
import {
  createOpensslCa,
  TEST_POLICY,
  type TOpensslCa,
} from '../src/modules/sealing/testing/openssl-ca.ts';
import { pdfsig, qpdfCheck, run, writeTemp } from '../src/modules/sealing/testing/pdf-tools.ts';
import { makeTextPdf } from '../src/modules/sealing/testing/sample-pdfs.ts';
import { createLocalTimestamper } from '../src/modules/sealing/tsa/create-time-stamp-token.ts';
import { lastTimeStampExpiry } from '../src/modules/sealing/verify/last-time-stamp.ts';
import {
  type TVerificationTrust,
  verifyPdfSignatures,
} from '../src/modules/sealing/verify/verify-pdf-signatures.ts';

// PAdES B-LTA written by the sealing engine and read by tools that are not ours: the
// certificates, OCSP responses and CRL come from a throwaway `openssl` CA; pdfsig (NSS),
// qpdf, `openssl ocsp` and a python3 asn1crypto script check the result.
const SCRIPT = fileURLToPath(
  new URL('../src/modules/sealing/testing/check-pades-lta.py', import.meta.url),
);
let dir: string;
let ca: TOpensslCa;
let signer: TCertifiedKey;
let seal: TCertifiedKey;
let tsa: TCertifiedKey;
let options: TSealPdfOptions;
let trust: TVerificationTrust;

/** The first python3 with asn1crypto (Debian's python3-asn1crypto is in /usr/bin's). */
const python = ['python3', '/usr/bin/python3'].find(
  (candidate) => spawnSync(candidate, ['-c', 'import asn1crypto']).status === 0,
);

/** OCSP responses from openssl for every certificate that signed (and the CA's CRL). */
const longTerm =
  (extra: Partial<TLongTermData> = {}) =>
  async (used: TCertificateInfo[]): Promise<TLongTermData> => ({
    certs: [ca.root.der],
    ocsps: used.map((certificate) => ca.ocsp(certificate)),
    crls: [ca.crl()],
    ...extra,
  });

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sealing-ltv-'));
  ca = createOpensslCa(path.join(dir, 'ca'));
  signer = ca.issue(
    'signer',
    '/CN=Ana García Núñez/serialNumber=IDCES-12345678Z/telephoneNumber=\\+34600111222/emailAddress=ana@example.com',
    'signer',
  );
  seal = ca.issue('seal', '/CN=LTV Test Platform Seal/O=Confirma Tests', 'signer');
  tsa = ca.issue('tsa', '/CN=LTV Test TSA/O=Confirma Tests', 'tsa');
  trust = { seal: [ca.root], tsa: [ca.root] };
  options = {
    pki: { signing: seal },
    timestamp: createLocalTimestamper(tsa),
    signerName: 'Ana García Núñez',
    method: 'OTP',
    evidenceId: 'ev_ltv_1',
    reason: 'Firma con código OTP',
    locale: 'es',
  };
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fullPlan = (extra: Partial<TSealPlan> = {}): TSealPlan => ({
  signer,
  platformSeal: { reason: 'Sellado por Confirma', name: 'Confirma' },
  longTerm: longTerm(),
  ...extra,
});

/** pdfsig's report split per signature. */
const pdfsigReports = (file: string) =>
  pdfsig(file)
    .split(/^Signature #\d+:$/m)
    .slice(1);

function structure(file: string) {
  if (!python) throw new Error('no python3 with asn1crypto');
  const out = mkdtempSync(path.join(dir, 'ocsp-'));
  const result = run(python, [SCRIPT, file, out]);
  expect(result.stderr).toBe('');
  return { report: JSON.parse(result.stdout), out };
}

describe('PAdES B-LTA seal plan', () => {
  it("writes the signer's signature, the platform seal, a DSS and a document time stamp", async () => {
    const original = await makeTextPdf(1);
    const sealed = await sealPdf(original, options, fullPlan());
    expect(Buffer.compare(sealed.subarray(0, original.length), original)).toBe(0);
    const file = writeTemp(dir, 'b-lta.pdf', sealed);

    const [first, second, stamp, ...more] = pdfsigReports(file);
    expect(more).toEqual([]);
    expect(first).toContain('Signer Certificate Common Name: Ana García Núñez');
    expect(second).toContain('Signer Certificate Common Name: LTV Test Platform Seal');
    for (const report of [first, second]) {
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Signature Type: ETSI.CAdES.detached');
      expect(report).toContain('Not total document signed');
    }
    // poppler 22.12 lists a document time stamp (its TSA, its ranges) but cannot validate
    // ETSI.RFC3161: "Signature Type: unknown", "Signature has not yet been verified."
    expect(stamp).toContain('Signature Field Name: Confirma time stamp 1');
    expect(stamp).toContain('Signer Certificate Common Name: LTV Test TSA');
    expect(stamp).toContain('Total document signed');
    const check = qpdfCheck(file);
    expect(check.code).toBe(0);
    expect(check.stdout).toContain('No syntax or stream encoding errors found');

    const { report, out } = structure(file);
    expect(report.dss).toMatchObject({ ocsps: 3, crls: 1, vri: 2 });
    expect(report.dss.certs).toBeGreaterThanOrEqual(4); // root, signer, seal, TSA
    const [one, two, dts] = report.signatures;
    for (const entry of [one, two]) {
      expect(entry).toMatchObject({
        subFilter: 'ETSI.CAdES.detached',
        signingTimeAbsent: true,
        signatureTimeStamp: true,
        inDss: true,
        ocsp: 'good',
        tsaOcsp: ['good'],
        coversDss: false,
      });
      expect(entry.signedAttributes).toEqual(
        expect.arrayContaining(['content_type', 'message_digest', 'signing_certificate_v2']),
      );
    }
    expect(one.signer).toBe('Ana García Núñez');
    expect(dts).toMatchObject({
      subFilter: 'ETSI.RFC3161',
      imprintMatches: true,
      contentType: 'tst_info',
      coversDss: true,
    });
    for (const index of [0, 1, 2]) {
      const verified = run('openssl', [
        'ocsp',
        '-respin',
        path.join(out, `ocsp-${index}.der`),
        '-CAfile',
        path.join(ca.dir, 'root.pem'),
        '-issuer',
        path.join(ca.dir, 'root.pem'),
      ]);
      expect(verified.code).toBe(0);
      expect(verified.stderr).toContain('Response verify OK');
    }
  });

  it('reports the level, each signer certificate and its revocation status', async () => {
    const sealed = await sealPdf(await makeTextPdf(1, false), options, fullPlan());
    const report = verifyPdfSignatures(sealed, trust);
    expect(report.level).toBe('B-LTA');
    expect(report.dss).toMatchObject({ ocsps: 3, crls: 1, unread: 0 });
    expect(report.changedAfterSigning).toBe(false);
    const [first, second, stamp] = report.signatures;
    expect(first).toMatchObject({
      kind: 'signature',
      integrity: true,
      signatureValid: true,
      trusted: true,
      revocation: 'good',
      problems: [],
      signer: {
        commonName: 'Ana García Núñez',
        serialNumber: 'IDCES-12345678Z',
        telephoneNumber: '+34600111222',
        emailAddress: 'ana@example.com',
        policies: [TEST_POLICY],
      },
    });
    expect(first?.signer?.issuer).toContain('CN=LTV Test Root CA');
    expect(second).toMatchObject({ kind: 'signature', name: 'Confirma', revocation: 'good' });
    expect(stamp).toMatchObject({
      kind: 'document-time-stamp',
      integrity: true,
      signatureValid: true,
      trusted: true,
      coversWholeDocument: true,
      problems: [],
    });
    expect(stamp?.timeStamp).toMatchObject({ tsa: 'LTV Test TSA', valid: true, trusted: true });
  });

  it('tells lower levels apart: B-T without revocation data, B-LT without the time stamp', async () => {
    const pdf = await makeTextPdf(1);
    const bt = await sealPdf(pdf, options, fullPlan({ longTerm: undefined }));
    expect(verifyPdfSignatures(bt, trust).level).toBe('B-T');
    const noData = await sealPdf(
      pdf,
      options,
      fullPlan({ longTerm: longTerm({ ocsps: [], crls: [] }) }),
    );
    const unknown = verifyPdfSignatures(noData, trust);
    expect(unknown.level).toBe('B-T');
    expect(unknown.signatures[0]?.revocation).toBe('unknown');
    // the CRL alone covers every certificate: B-LT's data, read from the CRL
    const crlOnly = await sealPdf(pdf, options, fullPlan({ longTerm: longTerm({ ocsps: [] }) }));
    const byCrl = verifyPdfSignatures(crlOnly, trust);
    expect(byCrl.signatures[0]?.revocation).toBe('good');
    expect(byCrl.level).toBe('B-LTA');
    // a DTS cut off: the file ends at the DSS update
    const text = Buffer.from(crlOnly).toString('latin1');
    const dtsAt = text.lastIndexOf('/Type /DocTimeStamp');
    const lastEof = text.lastIndexOf('%%EOF', dtsAt);
    const cut = crlOnly.subarray(0, lastEof + '%%EOF\n'.length);
    expect(verifyPdfSignatures(cut, trust).level).toBe('B-LT');
  });

  it('reports a revoked signer certificate', async () => {
    const revoked = ca.issue('revoked', '/CN=Revoked Signer', 'signer');
    ca.revoke(revoked.certificate);
    const sealed = await sealPdf(await makeTextPdf(1), options, fullPlan({ signer: revoked }));
    const [first] = verifyPdfSignatures(sealed, trust).signatures;
    expect(first).toMatchObject({ revocation: 'revoked', integrity: true });
    expect(first?.problems).toContain('certificate-revoked');
  });

  it('detects a changed byte only the document time stamp covers; the signatures stay valid', async () => {
    const sealed = await sealPdf(await makeTextPdf(1), options, fullPlan());
    const tampered = Uint8Array.from(sealed);
    const at = Buffer.from(tampered).lastIndexOf('/Type /DSS');
    tampered[at + 9] = 'X'.charCodeAt(0);
    const report = verifyPdfSignatures(tampered, trust);
    const [first, second, stamp] = report.signatures;
    expect(first).toMatchObject({ integrity: true, problems: [] });
    expect(second).toMatchObject({ integrity: true, problems: [] });
    expect(stamp).toMatchObject({ kind: 'document-time-stamp', integrity: false });
    expect(stamp?.problems).toContain('digest-mismatch');
    expect(report.level).not.toBe('B-LTA');
  });
});

describe('extendArchiveTimeStamp', () => {
  it('adds a DSS for the last time stamp and a new document time stamp', async () => {
    const sealed = await sealPdf(await makeTextPdf(1), options, fullPlan());
    const timestamp = createLocalTimestamper(tsa);
    let asked: string[] = [];
    const extended = await extendArchiveTimeStamp(sealed, {
      timestamp,
      longTerm: async (used) => {
        asked = used.map((certificate) => certificate.subjectCommonName);
        return longTerm()(used);
      },
    });
    expect(asked).toEqual(['LTV Test TSA']);
    expect(Buffer.compare(extended.subarray(0, sealed.length), sealed)).toBe(0);
    const file = writeTemp(dir, 'extended.pdf', extended);
    const reports = pdfsigReports(file);
    expect(reports).toHaveLength(4);
    expect(reports[0]).toContain('Signature is Valid.');
    expect(reports[1]).toContain('Signature is Valid.');
    expect(reports[3]).toContain('Signature Field Name: Confirma time stamp 2');
    expect(qpdfCheck(file).code).toBe(0);
    const report = verifyPdfSignatures(extended, trust);
    expect(report.level).toBe('B-LTA');
    expect(report.signatures.map((item) => [item.kind, item.integrity, item.problems])).toEqual([
      ['signature', true, []],
      ['signature', true, []],
      ['document-time-stamp', true, []],
      ['document-time-stamp', true, []],
    ]);
    // the new DSS keeps the old entries and adds the TSA's status for the first DTS
    expect(report.dss?.ocsps).toBe(4);
    expect(report.signatures[2]?.revocation).toBe('good');
    const { report: python } = structure(file);
    expect(python.signatures.at(-1)).toMatchObject({ imprintMatches: true, coversDss: true });
    expect(lastTimeStampExpiry(extended)).toEqual(tsa.certificate.notAfter);
  });

  it('reads the newest time stamp expiry of a B-T seal, and none of an unsigned PDF', async () => {
    const pdf = await makeTextPdf(1);
    const sealed = await sealPdf(pdf, options);
    expect(lastTimeStampExpiry(sealed)).toEqual(tsa.certificate.notAfter);
    expect(lastTimeStampExpiry(pdf)).toBeNull();
  });
});
