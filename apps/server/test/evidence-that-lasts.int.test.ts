import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TVerifyResult } from '@confirma/contracts/verify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationDocuments } from '../src/db-schema.ts';
import { listEvidence } from '../src/modules/evidence/index.ts';
import {
  dumpSignatures,
  pdfsig,
  qpdfCheck,
  run,
  signedContent,
  writeTemp,
} from '../src/modules/sealing/testing/pdf-tools.ts';
import { createHttpClient } from './support/http-client.ts';
import { jobsOf } from './support/jobs.ts';
import {
  bearer,
  createOperation,
  fetchDocument,
  invitationToken,
  prepareOtpSignature,
  senderToken,
  signerData,
} from './support/operations.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

/**
 * Evidence that lasts, its whole path through the running product: two signers sign one after the other
 * with an SMS code each, and the PDF the sender downloads holds each signer's signature by
 * a one-time certificate naming them, the platform seal, a DSS with the validation data of
 * all of them and a document time stamp (PAdES B-LTA). Checked with poppler, qpdf,
 * `openssl ocsp` and a python3 asn1crypto script; then the verifier and the certificate.
 */

const SCRIPT = fileURLToPath(
  new URL('../src/modules/sealing/testing/check-pades-lta.py', import.meta.url),
);
/** The first python3 with asn1crypto (Debian's python3-asn1crypto is in /usr/bin's). */
const python = ['python3', '/usr/bin/python3'].find(
  (candidate) => spawnSync(candidate, ['-c', 'import asn1crypto']).status === 0,
);

const ANA = { email: 'ana.lta@example.com', phone: '+34600000101', name: 'Ana' };
const BEA = { email: 'bea.lta@example.com', phone: '+34600000102', name: 'Bea' };
const signer = (person: typeof ANA, level: number) => ({
  level,
  order: 1,
  signerData: signerData(person.email, [], person),
  signaturesType: ['SIMPLE'],
});

/** The periodic job of the archive renewal (job-handlers.ts, ARCHIVE_TIME_STAMP_CRON). */
const ARCHIVE_JOB = 'signing.archive-time-stamps';

describe('evidence that lasts', () => {
  let server: TTestServer;
  let token: string;
  let dir: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await senderToken(server, 'lasting@example.com');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b-lta-'));
  });
  afterAll(async () => {
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const verify = async (pdf: Uint8Array) =>
    (await (
      await fetch(`${server.url}/api/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/pdf' },
        body: new Uint8Array(pdf),
      })
    ).json()) as TVerifyResult;

  it("two signers: each one's own signature, the seal, a DSS whose OCSP answers verify, a document time stamp", async () => {
    const { loginautToken, op, doc } = await createOperation(server, token, [
      signer(ANA, 1),
      signer(BEA, 2),
    ]);
    const anaSigns = await prepareOtpSignature(server, op, doc, loginautToken, ANA.phone);
    expect((await anaSigns()).status).toBe(200);
    const beaToken = await invitationToken(server, BEA.email);
    const beaSigns = await prepareOtpSignature(server, op, doc, beaToken, BEA.phone);
    expect((await beaSigns()).status).toBe(200);
    const signed = await fetchDocument(server, op, doc, token);
    const file = writeTemp(dir, 'signed.pdf', signed);

    // pdfsig: one signature per signer, named by their certificate, then the seal, then the
    // document time stamp (poppler 22.12 lists it but cannot validate ETSI.RFC3161).
    const reports = pdfsig(file)
      .split(/^Signature #\d+:$/m)
      .slice(1);
    const names = reports.map((report) => /Common Name: (.+)/.exec(report)?.[1]);
    expect(names).toEqual([
      'Ana Pérez Núñez',
      'Bea Pérez Núñez',
      'Confirma Platform Seal',
      'Confirma Time-Stamping Authority',
    ]);
    for (const report of reports.slice(0, 3)) {
      expect(report).toContain('Signature Validation: Signature is Valid.');
    }
    expect(reports[0]).toContain(`OID.2.5.4.20="${ANA.phone}"`);
    expect(reports[3]).toContain('Total document signed');
    expect(qpdfCheck(file).code).toBe(0);

    // The ETSI EN 319 142-1 structure, and every OCSP answer of the DSS by openssl.
    if (!python) throw new Error('python3 with asn1crypto is missing (python3-asn1crypto)');
    const out = fs.mkdtempSync(path.join(dir, 'ocsp-'));
    const structure = run(python, [SCRIPT, file, out]);
    expect(structure.stderr).toBe('');
    const report = JSON.parse(structure.stdout);
    const signatures = report.signatures as { signer?: string; ocsp?: string; inDss?: boolean }[];
    expect(signatures.slice(0, 3).map((item) => [item.signer, item.ocsp, item.inDss])).toEqual([
      ['Ana Pérez Núñez', 'good', true],
      ['Bea Pérez Núñez', 'good', true],
      ['Confirma Platform Seal', 'good', true],
    ]);
    expect(signatures[3]).toMatchObject({ subFilter: 'ETSI.RFC3161', imprintMatches: true });
    const root = writeTemp(
      dir,
      'root.crt',
      new Uint8Array(await (await fetch(`${server.url}/api/pki/root.crt`)).arrayBuffer()),
    );
    const rootPem = path.join(dir, 'root.pem');
    run('openssl', ['x509', '-inform', 'DER', '-in', root, '-out', rootPem]);
    const answers = fs.readdirSync(out).filter((name) => name.startsWith('ocsp-'));
    expect(answers.length).toBe(report.dss.ocsps);
    expect(answers.length).toBeGreaterThanOrEqual(4); // Ana, Bea, the seal, the TSA
    for (const answer of answers) {
      const checked = run('openssl', [
        'ocsp',
        '-respin',
        path.join(out, answer),
        '-CAfile',
        rootPem,
        '-issuer',
        rootPem,
      ]);
      expect(checked.stderr).toContain('Response verify OK');
    }

    // The document time stamp by openssl alone: its token over the bytes its /ByteRange
    // names (the whole file around its /Contents), against the platform root; one changed
    // byte, and it fails.
    const tokens = dumpSignatures(file);
    const dts = writeTemp(dir, 'document-time-stamp.tst', tokens.at(-1) ?? new Uint8Array());
    const stampedBytes = signedContent(signed, tokens.length - 1);
    const tsVerify = (data: Uint8Array) => {
      const ranges = writeTemp(dir, 'document-time-stamp.data', data);
      const result = run('openssl', [
        'ts',
        '-verify',
        '-data',
        ranges,
        '-in',
        dts,
        '-token_in',
        '-CAfile',
        rootPem,
      ]);
      return result.stdout + result.stderr;
    };
    expect(tsVerify(stampedBytes)).toContain('Verification: OK');
    const otherBytes = Uint8Array.from(stampedBytes);
    otherBytes[100] = (otherBytes[100] ?? 0) ^ 1;
    expect(tsVerify(otherBytes)).not.toContain('Verification: OK');

    // The verifier: the file issued, B-LTA, each signer's certificate and its status.
    const verified = await verify(signed);
    expect(verified.verdict).toBe('valid');
    expect(verified.issued).toMatchObject({ same: true });
    expect(verified.level).toBe('B-LTA');
    expect(
      verified.signatures.map((item) => [
        item.kind,
        item.verdict,
        item.signer?.commonName ?? null,
        item.signer?.level ?? null,
        item.revocation,
      ]),
    ).toEqual([
      ['signature', 'valid', 'Ana Pérez Núñez', 'otp', 'good'],
      ['signature', 'valid', 'Bea Pérez Núñez', 'otp', 'good'],
      ['signature', 'valid', 'Confirma Platform Seal', null, 'good'],
      // The same TSA stamped the signatures: its OCSP answer is in the DSS.
      ['document-time-stamp', 'valid', null, null, 'good'],
    ]);
    expect(verified.signatures[2]?.platformReason).toEqual({
      kind: 'signedDocument',
      reference: op,
    });

    // A byte in a signature's unsigned padding: intact, but not the file issued; a signed
    // byte changed: changed.
    const padded = Buffer.from(signed);
    const padding = padded.lastIndexOf('0000>');
    padded[padding] = '1'.charCodeAt(0);
    const differs = await verify(padded);
    expect(differs.verdict).toBe('differs-from-issued');
    expect(differs.issued).toMatchObject({ same: false, difference: 'unsigned-bytes' });
    const tampered = Buffer.from(signed);
    const word = tampered.indexOf('/Producer');
    tampered[word + 1] = 'p'.charCodeAt(0);
    expect((await verify(tampered)).verdict).toBe('changed');

    // The certificate: each signer's certificate and its status, the document's level.
    await server.worker.drain();
    const acta = await createHttpClient(server.url).get(
      `/api/v2/actabyoperationuuidb64/${op}`,
      bearer(loginautToken),
    );
    const actaFile = writeTemp(dir, 'acta.pdf', Buffer.from(await acta.text(), 'base64'));
    const text = run('pdftotext', [actaFile, '-']).stdout.replace(/\s+/g, ' ');
    expect(text).toContain(
      'Certificado del firmante: certificado de un solo uso de Confirma tras un código por SMS · sin revocar',
    );
    expect(text).toContain('CN=Ana Pérez Núñez');
    // Phones masked here as everywhere in the certificate (the signed PDF holds them whole).
    expect(text).not.toContain(ANA.phone);
    expect(text).toContain('Nivel PAdES: B-LTA');
    expect(pdfsig(actaFile)).toContain('Signature is Valid');

    // The archive renewal: due a year before the TSA's certificate ends; once due, a DSS for
    // the last time stamp and a new one, recorded as evidence; the old copy is an earlier
    // revision of the file issued now.
    const db = server.platform.database.db;
    const [row] = await db.select().from(operationDocuments).where(eq(operationDocuments.id, doc));
    const tsaEnds = server.services.operations.sealer.pki.tsa.certificate.notAfter.getTime();
    expect(row?.archiveRenewAt?.getTime()).toBe(tsaEnds - 365 * 24 * 3600_000);
    await db
      .update(operationDocuments)
      .set({ archiveRenewAt: new Date(Date.now() - 1000) })
      .where(eq(operationDocuments.id, doc));
    // Run as the schedule runs it (ARCHIVE_TIME_STAMP_CRON): a job of the real queue.
    const renewByJob = async () => {
      expect(await server.platform.jobs.boss.send(ARCHIVE_JOB, {})).toBeTypeOf('string');
      await server.worker.drain();
      const [job] = await jobsOf(db, ARCHIVE_JOB);
      expect(job?.state).toBe('completed');
      const [stored] = await db
        .select({ sha256: operationDocuments.signedSha256 })
        .from(operationDocuments)
        .where(eq(operationDocuments.id, doc));
      return stored?.sha256;
    };
    const before = row?.signedSha256;
    const after = await renewByJob();
    expect(after).not.toBe(before);
    const renewed = await fetchDocument(server, op, doc, token);
    expect(Buffer.compare(renewed.subarray(0, signed.length), signed)).toBe(0);
    const again = await verify(renewed);
    expect(again.verdict).toBe('valid');
    expect(again.level).toBe('B-LTA');
    expect(again.signatures.map((item) => item.kind).slice(-2)).toEqual([
      'document-time-stamp',
      'document-time-stamp',
    ]);
    expect((await verify(signed)).issued).toMatchObject({ difference: 'earlier-revision' });
    const events = await listEvidence(db, { subjectType: 'operation', subjectId: op });
    expect(events.at(-1)?.type).toBe('operation.archive_time_stamped');
    // Renewed, it is not due again for a year less a week: the next run leaves it.
    expect(await renewByJob()).toBe(after);
    expect(await listEvidence(db, { subjectType: 'operation', subjectId: op })).toHaveLength(
      events.length,
    );
  });
});
