import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TVerifyResult } from '@confirma/contracts/verify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpSignatures, run, writeTemp } from '../src/modules/sealing/testing/pdf-tools.ts';
import { createHttpClient } from './support/http-client.ts';
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

/** The certificates a signature's CMS carries, each as openssl prints it. */
function signerCertificateOf(dir: string, pdf: Uint8Array, index = 0) {
  const file = writeTemp(dir, `signed-${index}.pdf`, pdf);
  const cms = dumpSignatures(file)[index];
  if (!cms) throw new Error(`no signature #${index}`);
  const certs = run('openssl', ['pkcs7', '-inform', 'DER', '-print_certs'], cms).stdout;
  const pems = certs.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n/g);
  const printed = (pems ?? []).map((pem) => ({
    subject: run(
      'openssl',
      ['x509', '-noout', '-subject', '-nameopt', 'RFC2253,-esc_msb'],
      Buffer.from(pem),
    ).stdout.replace(/^subject=/, ''),
    text: run('openssl', ['x509', '-noout', '-text'], Buffer.from(pem)).stdout,
  }));
  const leaf = printed.find((cert) => !cert.subject.includes('Confirma'));
  if (!leaf) throw new Error('no signer certificate in the signature');
  // RFC 2253: the last RDN first, `\,` and `\=` escape what is data.
  const rdns = leaf.subject
    .trim()
    .split(/(?<!\\),/)
    .reverse();
  return { ...leaf, rdns };
}

/** One RDN's value, its escapes undone. */
const rdnValue = (rdn: string | undefined) => (rdn ?? '').replace(/^[^=]+=/, '').replace(/\\/g, '');

const ANA = { email: 'ana.names@example.com', phone: '+34600000201' };
const BEA = { email: 'bea.names@example.com', phone: '+34600000202' };
/** A name an attacker would choose: it reads like more RDNs, and it is long. */
const TRICKY = 'Ana, O=Banco de España, CN=Administrator';
const LONG_LASTNAME = 'de la Santísima Trinidad y Todos los Santos Pérez'; // 49 characters

const signer = (email: string, level: number, name: string, lastname: string, phone: string) => ({
  level,
  order: 1,
  signerData: signerData(email, [], { name, phone }).map((datum) =>
    datum.identifier === 'lastname' ? { ...datum, value: lastname } : datum,
  ),
  signaturesType: ['SIMPLE'],
});

describe("names and identifiers in a signer's certificate", () => {
  let server: TTestServer;
  let token: string;
  let dir: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await senderToken(server, 'names@example.com');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signer-names-'));
  });
  afterAll(async () => {
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the name as one CN of at most 64 characters, and the e-mail only once the signer proved it', async () => {
    const { loginautToken, op, doc } = await createOperation(server, token, [
      signer(ANA.email, 1, TRICKY, LONG_LASTNAME, ANA.phone),
      signer(BEA.email, 2, 'Bea', 'Ruiz', BEA.phone),
    ]);
    // Ana signs with the token the creation answered to the sender: her address is unproven.
    const anaSigns = await prepareOtpSignature(server, op, doc, loginautToken, ANA.phone);
    expect((await anaSigns()).status).toBe(200);
    const ana = signerCertificateOf(dir, await fetchDocument(server, op, doc, token), 0);
    expect(ana.rdns.map((rdn) => rdn.replace(/=.*/, ''))).toEqual(['CN', 'telephoneNumber']);
    const commonName = rdnValue(ana.rdns[0]);
    expect(commonName.startsWith(`${TRICKY} de la Santísima`)).toBe(true);
    expect([...commonName].length).toBeLessThanOrEqual(64);
    expect(rdnValue(ana.rdns[1])).toBe(ANA.phone);
    expect(ana.subject).not.toMatch(/emailAddress/);
    expect(ana.text).not.toMatch(/email:/);

    // Bea opens the link of her invitation e-mail: her certificate names the address.
    const beaToken = await invitationToken(server, BEA.email);
    const beaSigns = await prepareOtpSignature(server, op, doc, beaToken, BEA.phone);
    expect((await beaSigns()).status).toBe(200);
    const bea = signerCertificateOf(dir, await fetchDocument(server, op, doc, token), 1);
    expect(bea.rdns.map((rdn) => rdn.replace(/=.*/, ''))).toEqual([
      'CN',
      'telephoneNumber',
      'emailAddress',
    ]);
    expect(rdnValue(bea.rdns[2])).toBe(BEA.email);
    expect(bea.text).toContain(`email:${BEA.email}`);

    // The verifier reads the same: Ana without an e-mail, Bea with hers.
    const signed = await fetchDocument(server, op, doc, token);
    const verified = (await (
      await fetch(`${server.url}/api/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/pdf' },
        body: new Uint8Array(signed),
      })
    ).json()) as TVerifyResult;
    const signers = verified.signatures.map((signature) => signature.signer);
    expect(signers[0]).toMatchObject({ commonName, emailAddress: null, level: 'otp' });
    expect(signers[1]).toMatchObject({ commonName: 'Bea Ruiz', emailAddress: BEA.email });
  }, 120_000);

  it('refuses a name with a text-direction override or a line break: 400, its reason in words', async () => {
    const api = createHttpClient(server.url);
    const create = (name: string, lastname: string) =>
      api.post(
        `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`,
        {
          operationData: { opClass: 1241 },
          signers: [signer('refused.names@example.com', 1, name, lastname, ANA.phone)],
        },
        bearer(token),
      );
    for (const [name, lastname, field] of [
      ['Ana', 'Gar\u202Eaícr', 'lastname'],
      ['Ana\nCN=Administrator', 'García', 'name'],
    ] as const) {
      const answer = await create(name, lastname);
      expect(answer.status).toBe(400);
      const problem = (await answer.json()) as {
        code: string;
        errors: { path: string; key: string }[];
      };
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors).toEqual([
        expect.objectContaining({
          path: `body.signers[0].signerData[${field}]`,
          key: 'flows:create.validation.nameCharacters',
        }),
      ]);
    }
    const tooLong = await create('A'.repeat(51), 'García');
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { errors: { key: string }[] }).errors[0]?.key).toBe(
      'flows:create.validation.nameMax',
    );
  });

  it('writes a stored name with controls as a certificate may hold it: no override, no line break, 64 characters', async () => {
    const { loginautToken, op, doc } = await createOperation(server, token, [
      signer('stored.names@example.com', 1, 'Ana', 'García', ANA.phone),
    ]);
    // A name stored before the creation refused such characters.
    const stored = `Ana\u202E\nGarcía ${'x'.repeat(1_001)}`;
    await server.platform.database.db.execute(
      sql`update operation_signers set full_name = ${stored} where operation_id = ${op}`,
    );
    const signs = await prepareOtpSignature(server, op, doc, loginautToken, ANA.phone);
    expect((await signs()).status).toBe(200);
    const cert = signerCertificateOf(dir, await fetchDocument(server, op, doc, token), 0);
    expect(cert.rdns.map((rdn) => rdn.replace(/=.*/, ''))).toEqual(['CN', 'telephoneNumber']);
    const commonName = rdnValue(cert.rdns[0]);
    expect(commonName).toBe(`Ana García ${'x'.repeat(64 - 'Ana García '.length)}`);
    expect(cert.subject).not.toMatch(/\u202E|\n.|\\0A|\\E2\\80\\AE/);
  }, 120_000);
});
