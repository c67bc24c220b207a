import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits } from '../src/modules/credits/add-credits.ts';
import { verifyEvidenceChain } from '../src/modules/evidence/verify-evidence-chain.ts';
import { expireDueOperations } from '../src/modules/operations/expire-operations.ts';
import { jobs } from '../src/platform/db/schema.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  bearer,
  checkPdf,
  fetchDocument,
  invitationToken,
  outboxTo,
  prepareOtpSignature,
  readOperation,
  signerData,
  timeStampOf,
} from './support/operations.ts';
import { signedInClient } from './support/sign-up.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

interface TCreated {
  loginautToken: string;
  uuids: string[];
  documentsUuid: string[];
}

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

async function senderToken(server: TTestServer, email: string) {
  const owner = await signedInClient(server, email);
  const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
  await addCredits(server.platform.database.db, {
    userId: userUid,
    kind: 'grant',
    amount: 20,
    reason: 'test',
  });
  return (await owner.post('/api/v2/login')).text();
}

async function createOperation(server: TTestServer, token: string, signers: object[]) {
  const response = await createHttpClient(server.url).post(
    `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`,
    { signers, operationData: { opClass: 1241 } },
    bearer(token),
  );
  expect(response.status).toBe(200);
  const created = (await response.json()) as TCreated;
  return { ...created, op: created.uuids[0] ?? '', doc: created.documentsUuid[0] ?? '' };
}

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
    const { loginautToken, op, doc } = await createOperation(server, token, [
      signer(BEA, 2, 1),
      signer(ANA, 1, 1),
    ]);
    expect(await outboxTo(server, BEA.email, 'email')).toHaveLength(0);
    const before = await readOperation(server, op, token);
    expect(before.status).toBe('SENT');
    expect(before.signers.map((item) => [item.name, item.status])).toEqual([
      ['Ana Pérez Núñez', 'INVITED'],
      ['Bea Pérez Núñez', 'PENDING'],
    ]);
    // The creation answer's token is the first signer's (Ana): Bea cannot act with it.
    expect(await invitationToken(server, ANA.email)).toBe(loginautToken);

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
    expect(validSignatures(signed)).toBe(2);
    expect(checkPdf(signed).qpdf.code).toBe(0);
    for (const person of [ANA, BEA]) {
      const [confirmation] = await outboxTo(server, person.email, 'email');
      expect(confirmation?.subject).toBe('Documento firmado');
    }
    const chain = await verifyEvidenceChain(server.platform.database.db, {
      subjectType: 'operation',
      subjectId: op,
    });
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
    expect(validSignatures(await fetchDocument(server, op, doc, token))).toBe(2);
  });

  it('expires operations past their end date in the periodic sweep', async () => {
    const { op } = await createOperation(server, token, [signer(ANA, 1, 1)]);
    const db = server.platform.database.db;
    await db.execute(
      sql`update operations set expires_at = now() - interval '1 minute' where id = ${op}`,
    );
    expect(await expireDueOperations(db)).toBe(1);
    expect((await readOperation(server, op, token)).status).toBe('EXPIRED');
    expect(await expireDueOperations(db)).toBe(0);
  });
});

/**
 * An external RFC 3161 TSA (`TSA_URL`) that is down, then back: here a proxy in front of
 * the platform's own `/api/tsa` that answers 503 while `down`.
 */
function startFlakyTsa() {
  const state = { down: true, target: '', requests: 0 };
  const proxy = http.createServer((request, response) => {
    state.requests++;
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', () => {
      if (state.down) {
        response.writeHead(503).end();
        return;
      }
      fetch(state.target, {
        method: 'POST',
        headers: { 'content-type': 'application/timestamp-query' },
        body: Buffer.concat(body),
      })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/timestamp-reply' });
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  return new Promise<{ url: string; state: typeof state; close: () => void }>((resolve) => {
    proxy.listen(0, '127.0.0.1', () => {
      const { port } = proxy.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/tsa`, state, close: () => proxy.close() });
    });
  });
}

describe('a time stamp that fails at signing time', () => {
  let server: TTestServer;
  let tsa: Awaited<ReturnType<typeof startFlakyTsa>>;
  let token: string;

  beforeAll(async () => {
    tsa = await startFlakyTsa();
    server = await startTestServer({
      TSA_URL: tsa.url,
      TSA_TIMEOUT_MS: '2000',
      AUTH_SIGN_IN_LIMIT: '50',
      AUTH_EMAIL_LIMIT: '50',
    });
    tsa.state.target = `${server.url}/api/tsa`;
    token = await senderToken(server, 'stamps@example.com');
  });
  afterAll(async () => {
    await server?.close();
    tsa?.close();
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
    const [job] = await db.select().from(jobs).where(eq(jobs.type, 'operations.seal'));
    expect(job?.attempts).toBeGreaterThanOrEqual(1);
    expect(job?.lastError).toContain('TSA answered HTTP 503');

    tsa.state.down = false;
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await server.worker.drain();
      if ((await readOperation(server, op, token)).status === 'SIGNED') break;
    }
    expect((await readOperation(server, op, token)).status).toBe('SIGNED');
    const signed = await fetchDocument(server, op, doc, token);
    expect(validSignatures(signed)).toBe(1);
    expect(timeStampOf(signed)).toBeInstanceOf(Date);
    const [confirmation] = await outboxTo(server, ANA.email, 'email');
    expect(confirmation?.subject).toBe('Documento firmado');
    const chain = await verifyEvidenceChain(db, { subjectType: 'operation', subjectId: op });
    expect(chain.ok).toBe(true);
  });
});
