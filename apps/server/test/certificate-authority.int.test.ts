import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ZIssuedCertificate,
  ZIssuedCertificatePage,
} from '@confirma/contracts/certificate-authority';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../src/db-schema.ts';
import { setAdminRole } from '../src/modules/admin/index.ts';
import { createCertificateAuthority } from '../src/modules/certificate-authority/index.ts';
import {
  createCrl,
  createOcspResponse,
  createSignerCertificate,
  loadOrCreatePki,
  parseOcspRequest,
  pkiUrls,
  serialHexOf,
  type TCertificateInfo,
  type TPki,
} from '../src/modules/sealing/index.ts';
import { writeTemp } from '../src/modules/sealing/testing/pdf-tools.ts';
import type { THttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-up.ts';
import { useTestServer } from './support/use-test-server.ts';

// openssl calls the server running in this process: never spawnSync, which would block it.
const execFileAsync = promisify(execFile);
async function openssl(args: string[]) {
  const result = await execFileAsync('openssl', args).catch(
    (error: { stdout?: string; stderr?: string }) => error,
  );
  return `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'certificate-authority-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pem = (name: string, certificate: TCertificateInfo) =>
  writeTemp(dir, name, new TextEncoder().encode(certificate.pem));

/** A CA of someone else's, whose status services answer on a port of its own. */
async function foreignCa(): Promise<{
  pki: TPki;
  server: Server;
  revoked: string[];
  requests: string[];
}> {
  const revoked: string[] = [];
  const requests: string[] = [];
  let pki: TPki | undefined;
  const server = createServer(async (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (!pki?.ca || !pki.ocsp) return response.writeHead(503).end();
    const now = new Date();
    const times = { thisUpdate: now, nextUpdate: new Date(now.getTime() + 3600_000) };
    if (request.url === '/api/pki/ocsp' && request.method === 'POST') {
      const asked = parseOcspRequest(Buffer.concat(chunks)).requests;
      const entries = asked.map(({ serialHex }) => ({ serialHex, status: 'good' as const }));
      const der = await createOcspResponse({
        responder: pki.ocsp,
        issuer: pki.ca.certificate,
        entries,
        producedAt: now,
        ...times,
      });
      return response.writeHead(200).end(Buffer.from(der));
    }
    if (request.url === '/api/pki/root.crl') {
      const list = revoked.map((serialHex) => ({ serialHex, revokedAt: now }));
      const der = await createCrl({ issuer: pki.ca, revoked: list, ...times, crlNumber: 1n });
      return response.writeHead(200).end(Buffer.from(der));
    }
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  pki = await loadOrCreatePki({
    dir: path.join(dir, `foreign-${port}`),
    publicUrl: `http://127.0.0.1:${port}`,
  });
  return { pki, server, revoked, requests };
}

describe('the platform certificate authority', () => {
  const server = useTestServer({ PKI_IP_LIMIT: '1000' });
  const db = () => server().platform.database.db;
  const authority = () => server().services.certificateAuthority;
  let admin: THttpClient;
  let rootFile: string;
  let signer: TCertificateInfo;
  let signerFile: string;
  const ocspUrl = () => `${server().url}/api/pki/ocsp`;
  const askServer = (certFile: string, extra: string[] = []) =>
    openssl([
      'ocsp',
      '-issuer',
      rootFile,
      '-cert',
      certFile,
      '-url',
      ocspUrl(),
      '-CAfile',
      rootFile,
      ...extra,
    ]);

  beforeAll(async () => {
    admin = await signedInClient(server(), 'pki-admin@example.com');
    await setAdminRole(db(), { email: 'pki-admin@example.com', grant: true, by: 'test' });
    const root = authority().root;
    if (!root) throw new Error('the test server generates its PKI: it has a CA');
    rootFile = pem('root.pem', root);
    const issued = await authority().issueSignerCertificate(db(), {
      operationId: randomUUID(),
      signerId: randomUUID(),
      fullName: 'Ana García López',
      identifiers: [
        { kind: 'phone', value: '+34 600 111 222' },
        { kind: 'document', value: '12345678Z', documentType: 'IDC', country: 'ES' },
      ],
      level: 'identification',
    });
    expect(issued.key.kind).toBe('local');
    expect(issued.serialHex).toBe(serialHexOf(issued.certificate));
    expect(issued.chain).toEqual([root]);
    const minutes = (issued.certificate.notAfter.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    signer = issued.certificate;
    signerFile = pem('signer.pem', signer);
  });

  const revoke = (serial: string, client = admin) =>
    client.post(`/api/admin/certificates/${serial}/revoke`, {
      reason: 'keyCompromise',
      note: 'El teléfono del firmante fue robado',
    });
  const auditRows = async (serial: string) => {
    const [row] = await db()
      .select({ n: count() })
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'certificate.revoke'), eq(adminAuditLog.targetId, serial)),
      );
    return row?.n ?? 0;
  };

  it('answers openssl over HTTP: good, verified against the root, nonce echoed', async () => {
    const text = await askServer(signerFile);
    expect(text).toContain('Response verify OK');
    expect(text).toMatch(/signer\.pem: good/);
    expect(text).not.toMatch(/nonce/i);
    // The seal and the TSA are good too, though the table only knows them when revoked.
    for (const leaf of [
      server().services.operations.sealer.pki.signing,
      server().services.operations.sealer.pki.tsa,
    ]) {
      const leafText = await askServer(pem('leaf.pem', leaf.certificate));
      expect(leafText).toContain('Response verify OK');
      expect(leafText).toMatch(/leaf\.pem: good/);
    }
  });

  it('serves the GET form (RFC 6960 A.1), cacheable until nextUpdate', async () => {
    const requestFile = path.join(dir, 'get.req');
    await openssl([
      'ocsp',
      '-issuer',
      rootFile,
      '-cert',
      signerFile,
      '-no_nonce',
      '-reqout',
      requestFile,
    ]);
    const encoded = encodeURIComponent(readFileSync(requestFile).toString('base64'));
    const response = await fetch(`${ocspUrl()}/${encoded}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/ocsp-response');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const answer = writeTemp(dir, 'get.resp', new Uint8Array(await response.arrayBuffer()));
    const text = await openssl([
      'ocsp',
      '-respin',
      answer,
      '-issuer',
      rootFile,
      '-cert',
      signerFile,
      '-no_nonce',
      '-CAfile',
      rootFile,
    ]);
    expect(text).toContain('Response verify OK');
    expect(text).toMatch(/signer\.pem: good/);
  });

  it('answers unknown for a serial the root never recorded, unauthorized for another issuer, malformedRequest for garbage', async () => {
    const ca = server().services.operations.sealer.pki.ca;
    if (!ca) throw new Error('no CA');
    const now = Date.now();
    const unrecorded = await createSignerCertificate({
      ca,
      urls: pkiUrls(server().url),
      fullName: 'Nadie',
      identifiers: [],
      level: 'otp',
      notBefore: new Date(now - 60_000),
      notAfter: new Date(now + 3600_000),
    });
    const unknownText = await askServer(pem('unrecorded.pem', unrecorded.certificate));
    expect(unknownText).toContain('Response verify OK');
    expect(unknownText).toMatch(/unrecorded\.pem: unknown/);

    const other = await loadOrCreatePki({ dir: path.join(dir, 'other') });
    const otherRoot = pem('other-root.pem', other.root as TCertificateInfo);
    const otherSeal = pem('other-seal.pem', other.signing.certificate);
    const unauthorized = await openssl([
      'ocsp',
      '-issuer',
      otherRoot,
      '-cert',
      otherSeal,
      '-url',
      ocspUrl(),
    ]);
    expect(unauthorized).toMatch(/unauthorized \(6\)/);

    const garbage = await fetch(ocspUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/ocsp-request' },
      body: 'not an OCSP request',
    });
    expect(garbage.status).toBe(200);
    expect(Buffer.from(await garbage.arrayBuffer()).toString('hex')).toBe('30030a0101'); // malformedRequest
    const badGet = await fetch(`${ocspUrl()}/${encodeURIComponent('bm90IERFUg==')}`);
    expect(Buffer.from(await badGet.arrayBuffer()).toString('hex')).toBe('30030a0101');
    const emptyGet = await fetch(`${ocspUrl()}/`);
    expect(Buffer.from(await emptyGet.arrayBuffer()).toString('hex')).toBe('30030a0101');
  });

  it('revokes through the back office (admin only, once, in the audit log): OCSP says revoked, the CRL lists it', async () => {
    const serial = serialHexOf(signer);
    const someone = await signedInClient(server(), 'pki-user@example.com');
    expect((await revoke(serial, someone)).status).toBe(403);
    expect((await revoke('0badc0de')).status).toBe(404);
    const first = await revoke(serial);
    expect(first.status).toBe(200);
    const revoked = ZIssuedCertificate.parse(await first.json());
    expect(revoked).toMatchObject({
      serialHex: serial,
      profile: 'signer',
      level: 'identification',
    });
    expect(revoked.revocationReason).toBe('keyCompromise');
    expect(revoked.subject).toContain('Ana García López');
    const again = ZIssuedCertificate.parse(await (await revoke(serial.toUpperCase())).json());
    expect(again.revokedAt).toBe(revoked.revokedAt);
    expect(await auditRows(serial)).toBe(1);

    const text = await askServer(signerFile);
    expect(text).toContain('Response verify OK');
    expect(text).toMatch(/signer\.pem: revoked/);
    expect(text).toContain('Reason: keyCompromise');

    const crlResponse = await fetch(`${server().url}/api/pki/root.crl`);
    expect(crlResponse.headers.get('content-type')).toBe('application/pkix-crl');
    expect(crlResponse.headers.get('cache-control')).toBe('public, max-age=300');
    const crlFile = writeTemp(dir, 'root.crl', new Uint8Array(await crlResponse.arrayBuffer()));
    const crl = await openssl([
      'crl',
      '-inform',
      'DER',
      '-in',
      crlFile,
      '-noout',
      '-text',
      '-verify',
      '-CAfile',
      rootFile,
    ]);
    expect(crl).toContain('verify OK');
    expect(crl).toContain(`Serial Number: ${serial.toUpperCase()}`);
    expect(crl).toContain('Key Compromise');
  });

  it('lists what the root issued to the back office: newest first, found by name, serial or operation, a page at a time', async () => {
    const list = async (query: string, client = admin) => {
      const response = await client.get(`/api/admin/certificates?${query}`);
      return {
        status: response.status,
        body: ZIssuedCertificatePage.safeParse(await response.json()),
      };
    };
    const someone = await signedInClient(server(), 'pki-lister@example.com');
    expect((await list('', someone)).status).toBe(403);
    const operationId = randomUUID();
    const issued = [];
    for (const fullName of ['Bea Uno', 'Bea Dos', 'Bea Tres']) {
      issued.push(
        await authority().issueSignerCertificate(db(), {
          operationId,
          signerId: randomUUID(),
          fullName,
          identifiers: [{ kind: 'email', value: `${fullName.split(' ')[1]}@example.com` }],
          level: 'otp',
        }),
      );
    }
    const byName = await list('q=bea&limit=2');
    expect(byName.body.data?.certificates.map((item) => item.subject)).toEqual([
      expect.stringContaining('CN=Bea Tres'),
      expect.stringContaining('CN=Bea Dos'),
    ]);
    const cursor = byName.body.data?.nextCursor ?? '';
    const next = await list(`q=bea&limit=2&cursor=${encodeURIComponent(cursor)}`);
    expect(next.body.data).toMatchObject({ nextCursor: null });
    expect(next.body.data?.certificates.map((item) => item.subject)).toEqual([
      expect.stringContaining('CN=Bea Uno'),
    ]);
    const serial = issued[0]?.serialHex ?? '';
    const bySerial = await list(`q=${serial.slice(0, 8).toUpperCase()}`);
    expect(bySerial.body.data?.certificates.map((item) => item.serialHex)).toContain(serial);
    const byOperation = await list(`q=${operationId}`);
    expect(byOperation.body.data?.certificates).toHaveLength(3);
    expect((await list('cursor=nonsense')).status).toBe(400);
  });

  it('gives the revocation data of a DSS: answers that verify, the CRL, every certificate once', async () => {
    const pki = server().services.operations.sealer.pki;
    const data = await authority().revocationData(db(), [
      signer,
      pki.signing.certificate,
      pki.tsa.certificate,
      signer,
    ]);
    expect(data.ocsps).toHaveLength(3);
    expect(data.crls).toHaveLength(1);
    const ders = data.certs.map((der) => Buffer.from(der).toString('hex'));
    expect(new Set(ders).size).toBe(ders.length);
    for (const needed of [
      signer,
      pki.signing.certificate,
      pki.tsa.certificate,
      pki.ca?.certificate,
      pki.ocsp?.certificate,
    ]) {
      expect(ders).toContain(Buffer.from(needed?.der ?? []).toString('hex'));
    }
    const expected = ['revoked', 'good', 'good'];
    const certFiles = [
      signerFile,
      pem('seal.pem', pki.signing.certificate),
      pem('tsa.pem', pki.tsa.certificate),
    ];
    for (const [index, answer] of data.ocsps.entries()) {
      const file = writeTemp(dir, `dss-${index}.resp`, answer);
      const text = await openssl([
        'ocsp',
        '-respin',
        file,
        '-issuer',
        rootFile,
        '-cert',
        certFiles[index] ?? '',
        '-no_nonce',
        '-CAfile',
        rootFile,
      ]);
      expect(text).toContain('Response verify OK');
      expect(text).toContain(`: ${expected[index]}`);
    }
  });

  it('asks another CA about the certificates the configuration names (a PKCS#12 seal, a TSA of TSA_CA_PATH), and about no other', async () => {
    const foreign = await foreignCa();
    const { signing, tsa, root } = foreign.pki;
    const foreignRoot = root as TCertificateInfo;
    const ownPki = server().services.operations.sealer.pki;
    const { log, outbound } = server().platform;
    const withSeal = createCertificateAuthority({
      pki: { ...ownPki, signing },
      publicUrl: server().url,
      log,
      outbound,
    });
    const asked = () => foreign.requests.splice(0).sort();
    try {
      foreign.revoked.push('0a0b');
      // Another party's certificates, as a file brings them: kept, nobody asked.
      const unasked = await authority().revocationData(db(), [signing.certificate, foreignRoot]);
      expect(asked()).toEqual([]);
      expect(unasked).toMatchObject({ ocsps: [], crls: [] });
      expect(unasked.certs).toHaveLength(2);
      // The same certificate as the platform's own seal (SEAL_P12_PATH): its CA is asked.
      const data = await withSeal.revocationData(db(), [signing.certificate, foreignRoot]);
      expect(asked()).toEqual(['GET /api/pki/root.crl', 'POST /api/pki/ocsp']);
      expect(data.ocsps).toHaveLength(1);
      expect(data.crls).toHaveLength(1);
      const rootFile = pem('foreign-root.pem', foreignRoot);
      const answer = writeTemp(dir, 'foreign.resp', data.ocsps[0] ?? new Uint8Array());
      const text = await openssl([
        'ocsp',
        '-respin',
        answer,
        '-issuer',
        rootFile,
        '-cert',
        pem('foreign-seal.pem', signing.certificate),
        '-no_nonce',
        '-CAfile',
        rootFile,
      ]);
      expect(text).toContain('Response verify OK');
      const crl = writeTemp(dir, 'foreign.crl', data.crls[0] ?? new Uint8Array());
      expect(await openssl(['crl', '-inform', 'DER', '-in', crl, '-noout', '-text'])).toContain(
        'Serial Number: 0A0B',
      );
      // With that CA in TSA_CA_PATH, its time-stamping certificates are asked about (the TSA
      // at TSA_URL), not the others it issued.
      const withTsaCa = createCertificateAuthority({
        pki: ownPki,
        publicUrl: server().url,
        log,
        outbound,
        tsaTrust: [foreignRoot],
      });
      const stamped = await withTsaCa.revocationData(db(), [
        tsa.certificate,
        signing.certificate,
        foreignRoot,
      ]);
      expect(asked()).toEqual(['GET /api/pki/root.crl', 'POST /api/pki/ocsp']);
      expect(stamped.ocsps).toHaveLength(1);
    } finally {
      await new Promise((resolve) => foreign.server.close(resolve));
    }
    // Now nobody answers at its URLs: no data, no error.
    const silent = await withSeal.revocationData(db(), [signing.certificate, foreignRoot]);
    expect(silent).toMatchObject({ ocsps: [], crls: [] });
    expect(silent.certs).toHaveLength(2);
  });

  it('publishes the responder certificate beside the root', async () => {
    const response = await fetch(`${server().url}/api/pki/ocsp.crt`);
    expect(response.status).toBe(200);
    const der = new Uint8Array(await response.arrayBuffer());
    expect(
      Buffer.from(der).equals(
        Buffer.from(server().services.operations.sealer.pki.ocsp?.certificate.der ?? []),
      ),
    ).toBe(true);
  });
});
