import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDueOperations } from '../src/modules/operations/expire-operations.ts';
import { SEAL_JOB } from '../src/modules/signing/deferred-seals.ts';
import { startServerWithFlakyTsa, type TFlakyTsa } from './support/flaky-tsa.ts';
import { createHttpClient } from './support/http-client.ts';
import { jobsOf, retriesDue } from './support/jobs.ts';
import {
  bearer,
  checkPdf,
  createOperation,
  fetchDocument,
  invitationToken,
  outboxTo,
  prepareOtpSignature,
  readOperation,
  senderToken,
  signerData,
  timeStampOf,
  verifyOperationChain,
} from './support/operations.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

const ANA = { email: 'ana@example.com', phone: '+34600000001', name: 'Ana' };
const BEA = { email: 'bea@example.com', phone: '+34600000002', name: 'Bea' };
const CARLOS = { email: 'carlos@example.com', phone: '+34600000003', name: 'Carlos' };

const signer = (person: typeof ANA, level: number, order: number) => ({
  level,
  order,
  signerData: signerData(person.email, [], person),
  signaturesType: ['SIMPLE'],
});

const validSignatures = (pdf: Uint8Array) =>
  checkPdf(pdf).pdfsig.match(/Signature is Valid/g)?.length ?? 0;

describe('signer routing by level and order', () => {
  let server: TTestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
    token = await senderToken(server, 'router@example.com');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('invites level 2 only after level 1 has signed, and keeps both signatures valid', async () => {
    // Bea reads Italian: her stamp and her signature's reason are in Italian.
    const italian = signer(BEA, 2, 1);
    italian.signerData = italian.signerData.map((datum) =>
      datum.identifier === 'idiomadef' ? { ...datum, value: 'it-it' } : datum,
    );
    const { loginautToken, op, doc } = await createOperation(server, token, [
      italian,
      signer(ANA, 1, 1),
    ]);
    expect(await outboxTo(server, BEA.email, 'email')).toHaveLength(0);
    const before = await readOperation(server, op, token);
    expect(before.status).toBe('SENT');
    expect(before.signers.map((item) => [item.name, item.status])).toEqual([
      ['Ana Pérez Núñez', 'INVITED'],
      ['Bea Pérez Núñez', 'PENDING'],
    ]);
    // The creation answer's token is the first signer's (Ana): Bea cannot act with it. Her
    // e-mail carries a token of its own (its use proves her address), for the same signer.
    const signerOf = (jwt: string) =>
      (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { sub: string })
        .sub;
    const anaInvitation = await invitationToken(server, ANA.email);
    expect(anaInvitation).not.toBe(loginautToken);
    expect(signerOf(anaInvitation)).toBe(signerOf(loginautToken));

    const anaSigns = await prepareOtpSignature(server, op, doc, loginautToken, ANA.phone);
    expect(await (await anaSigns()).json()).toEqual({ result: 'OK', sealed: true });
    const halfway = await readOperation(server, op, token);
    expect(halfway.status).toBe('PARTIALLY_SIGNED');
    expect(halfway.signers.map((item) => item.status)).toEqual(['SIGNED', 'INVITED']);
    // Nobody is confirmed before the last signature.
    expect(
      (await outboxTo(server, ANA.email, 'email')).some((mail) => mail.attachments.length),
    ).toBe(false);

    const beaToken = await invitationToken(server, BEA.email);
    const beaSigns = await prepareOtpSignature(server, op, doc, beaToken, BEA.phone);
    expect((await beaSigns()).status).toBe(200);
    const after = await readOperation(server, op, token);
    expect(after.status).toBe('SIGNED');
    expect(after.signers.every((item) => item.signedAt !== null)).toBe(true);

    const signed = await fetchDocument(server, op, doc, token);
    // Ana's, Bea's and the platform seal (the document time stamp poppler cannot check).
    expect(validSignatures(signed)).toBe(3);
    expect(checkPdf(signed).qpdf.code).toBe(0);
    const verified = (await (
      await fetch(`${server.url}/api/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/pdf' },
        body: new Uint8Array(signed),
      })
    ).json()) as { signatures: { reason: string | null }[] };
    expect(verified.signatures.map((item) => item.reason?.split(' · ')[0])).toEqual([
      'Firmado con un código de un solo uso (SMS)',
      'Firmato con un codice monouso (SMS)',
      // The platform seal speaks the operation's language; the time stamp has no reason.
      'Documento firmado sellado por la plataforma tras todas las firmas',
      undefined,
    ]);
    for (const [person, subject] of [
      [ANA, 'Documento firmado'],
      [BEA, 'Documento firmato'],
    ] as const) {
      const [confirmation] = await outboxTo(server, person.email, 'email');
      expect(confirmation?.subject).toBe(subject);
    }
    const chain = await verifyOperationChain(server, op);
    expect(chain.ok).toBe(true);
  });

  it('refuses a later level before its turn, even with a token issued for it', async () => {
    const { op, doc } = await createOperation(server, token, [
      signer(ANA, 1, 1),
      signer(CARLOS, 2, 1),
    ]);
    const before = await readOperation(server, op, token);
    const carlos = before.signers.find((item) => item.level === 2)?.signerUuid ?? '';
    const { issueToken } = await import('../src/modules/tokens/access-token.ts');
    const { tokenKey } = await import('../src/modules/tokens/access-token.ts');
    const early = await issueToken(
      tokenKey(server.platform.authSecret),
      { typ: 'signer', sub: carlos, op },
      600,
    );
    const read = await createHttpClient(server.url).post(
      `/api/v2/documentread/${op}`,
      { operationUuid: op, documentUuid: doc },
      bearer(early),
    );
    expect(read.status).toBe(409);
  });

  it('lets one level sign in parallel; simultaneous seals both land in the document', async () => {
    const { loginautToken, op, doc } = await createOperation(server, token, [
      signer(ANA, 1, 1),
      signer(CARLOS, 1, 2),
    ]);
    const carlosToken = await invitationToken(server, CARLOS.email);
    const anaSigns = await prepareOtpSignature(server, op, doc, loginautToken, ANA.phone);
    const carlosSigns = await prepareOtpSignature(server, op, doc, carlosToken, CARLOS.phone);
    const answers = await Promise.all([anaSigns(), carlosSigns()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await readOperation(server, op, token)).status).toBe('SIGNED');
    expect(validSignatures(await fetchDocument(server, op, doc, token))).toBe(3);
  });

  it('expires operations past their end date in the periodic sweep', async () => {
    const { op } = await createOperation(server, token, [signer(ANA, 1, 1)]);
    const db = server.platform.database.db;
    await db.execute(
      sql`update operations set expires_at = now() - interval '1 minute' where id = ${op}`,
    );
    expect(await expireDueOperations(server.services.operations.context)).toBe(1);
    expect((await readOperation(server, op, token)).status).toBe('EXPIRED');
    expect(await expireDueOperations(server.services.operations.context)).toBe(0);
  });
});

describe('a time stamp that fails at signing time', () => {
  let setup: Awaited<ReturnType<typeof startServerWithFlakyTsa>>;
  let server: TTestServer;
  let tsa: TFlakyTsa;
  let token: string;

  beforeAll(async () => {
    setup = await startServerWithFlakyTsa();
    ({ server, tsa } = setup);
    token = await senderToken(server, 'stamps@example.com');
  });
  afterAll(async () => {
    await setup?.close();
  });

  it('records the signature, shows SEALING, and a job seals it once the TSA is back', async () => {
    const { loginautToken, op, doc } = await createOperation(server, token, [signer(ANA, 1, 1)]);
    const signs = await prepareOtpSignature(server, op, doc, loginautToken, ANA.phone);
    const answer = await signs();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ result: 'OK', sealed: false });
    expect((await readOperation(server, op, token)).status).toBe('SEALING');
    // Never an unstamped seal: the document is still the original.
    expect(validSignatures(await fetchDocument(server, op, doc, token))).toBe(0);

    await server.worker.drain();
    const db = server.platform.database.db;
    const [job] = await jobsOf(db, SEAL_JOB);
    expect(job).toMatchObject({ state: 'retry', tries: 1 });
    expect(job?.lastError).toContain('TSA answered HTTP 503');
    // The sender hears of the signature once it is sealed, not before.
    const allSigned = async () =>
      (await outboxTo(server, 'stamps@example.com', 'email')).filter((mail) =>
        mail.subject?.endsWith('firmado por todos'),
      );
    expect(await allSigned()).toHaveLength(0);

    tsa.state.down = false;
    await retriesDue(db, SEAL_JOB);
    await server.worker.drain();
    expect((await readOperation(server, op, token)).status).toBe('SIGNED');
    const signed = await fetchDocument(server, op, doc, token);
    expect(validSignatures(signed)).toBe(2);
    expect(timeStampOf(signed)).toBeInstanceOf(Date);
    const [confirmation] = await outboxTo(server, ANA.email, 'email');
    expect(confirmation?.subject).toBe('Documento firmado');
    expect(await allSigned()).toHaveLength(1);
    const chain = await verifyOperationChain(server, op);
    expect(chain.ok).toBe(true);
  });
});
