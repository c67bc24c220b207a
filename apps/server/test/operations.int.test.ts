import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZCreateOperationRequest, ZOperationResponse } from '@confirma/contracts/operations';
import { ZOutboxResponse } from '@confirma/contracts/outbox';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits } from '../src/modules/credits/add-credits.ts';
import { creditLedger, unsettledDebits } from '../src/modules/credits/credits-schema.ts';
import { verifyEvidenceChain } from '../src/modules/evidence/verify-evidence-chain.ts';
import { createOperation } from '../src/modules/operations/create-operation.ts';
import { operations } from '../src/modules/operations/operations-schema.ts';
import { signaturePng } from '../src/modules/sealing/testing/encode-png.ts';
import { writeTemp } from '../src/modules/sealing/testing/pdf-tools.ts';
import { createHttpClient, type THttpClient } from './support/http-client.ts';
import {
  bearer,
  checkPdf,
  createdOperation,
  handwrittenRequest,
  PHONE,
  signByHand,
  signerData,
  verifyOperationChain,
} from './support/operations.ts';
import { signedInClient } from './support/sign-up.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

describe('operations v2 over HTTP', () => {
  let server: TTestServer;
  let owner: THttpClient;
  let token: string;
  let domainUuid: string;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
    owner = await signedInClient(server, 'sender@example.com');
    token = await (await owner.post('/api/v2/login')).text();
    domainUuid = (
      (await (await fetch(`${server.url}/api/config`)).json()) as { domainUuid: string }
    ).domainUuid;
  });
  afterAll(async () => {
    await server?.close();
  });

  const api = () => createHttpClient(server.url);
  const create = (body: unknown) =>
    api().post(`/api/v2/create/withotpandtoken/${domainUuid}`, body, bearer(token));
  const credits = async () =>
    ((await (await owner.get('/api/account')).json()) as { credits: { currentcredits: number } })
      .credits.currentcredits;
  const outbox = async (to: string, channel: 'email' | 'sms') => {
    await server.worker.drain();
    const response = await fetch(
      `${server.url}/api/dev/outbox?channel=${channel}&to=${encodeURIComponent(to)}`,
    );
    return ZOutboxResponse.parse(await response.json()).messages;
  };
  const status = async (operationId: string, signerToken: string) =>
    ZOperationResponse.parse(
      await (
        await api().get(
          `/api/v2/getoperationbyuuid/${domainUuid}/${operationId}`,
          bearer(signerToken),
        )
      ).json(),
    ).status;

  it('runs the whole OTP flow: create, invite, open, read, code, seal, certificate', async () => {
    const email = 'jose@example.com';
    const created = await create({
      documents: {},
      signers: [{ level: 1, order: 1, signerData: signerData(email), signaturesType: ['SIMPLE'] }],
      operationData: { opClass: 1241 },
    });
    expect(created.status).toBe(200);
    const { loginautToken, uuids, documentsUuid } = (await created.json()) as {
      loginautToken: string;
      uuids: string[];
      documentsUuid: string[];
    };
    const [operationId = ''] = uuids;
    const [documentId = ''] = documentsUuid;
    expect(await credits()).toBe(3);
    const document = (await (await owner.get('/api/account')).json()) as { operations: string[] };
    expect(document.operations).toEqual([operationId]);

    const [invitation] = await outbox(email, 'email');
    expect(invitation?.subject).toMatch(/^«.+»: Test User te pide tu firma$/);
    expect(invitation?.text).toMatch(
      new RegExp(`#/simpleSignature\\?operation=${operationId}&document=[0-9a-f-]{36}&token=`),
    );
    expect(await status(operationId, loginautToken)).toBe('SENT');

    const signer = api();
    const original = await signer.get(
      `/api/v2/getdocumentbyuuidb64/${operationId}/${documentId}`,
      bearer(loginautToken),
    );
    expect(
      Buffer.from(await original.text(), 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await status(operationId, loginautToken)).toBe('OPENED');

    const read = await signer.post(
      `/api/v2/documentread/${operationId}`,
      { operationUuid: operationId, documentUuid: documentId },
      bearer(loginautToken),
    );
    expect(read.status).toBe(200);

    const otp = (cellPhone: string) =>
      signer.post(
        `/api/v2/createotp/${operationId}`,
        { operationUuid: operationId, cellPhone, otpType: 'FIRMA' },
        bearer(loginautToken),
      );
    expect((await otp('+34699999999')).status).toBe(403);
    expect((await otp(PHONE)).status).toBe(200);
    expect((await otp(PHONE)).status).toBe(429);
    const [sms] = await outbox(PHONE, 'sms');
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    expect(code).toHaveLength(6);

    const verify = (otpValue: string) =>
      signer.post(
        `/api/v2/verifyotpforbot/${operationId}`,
        { operationUuid: operationId, otpValue, otpType: 'FIRMA' },
        bearer(loginautToken),
      );
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify(wrong)).status).toBe(422);
    expect((await verify(code)).status).toBe(200);
    expect(await status(operationId, loginautToken)).toBe('SIGNED');
    expect((await verify(code)).status).toBe(409);

    const signed = Buffer.from(
      await (
        await signer.get(
          `/api/v2/getdocumentbyuuidb64/${operationId}/${documentId}`,
          bearer(loginautToken),
        )
      ).text(),
      'base64',
    );
    const signedCheck = checkPdf(signed);
    expect(signedCheck.pdfsig).toContain('Signature is Valid');
    expect(signedCheck.qpdf.code).toBe(0);

    const acta = Buffer.from(
      await (
        await signer.get(`/api/v2/actabyoperationuuidb64/${operationId}`, bearer(loginautToken))
      ).text(),
      'base64',
    );
    const actaCheck = checkPdf(acta);
    expect(actaCheck.pdfsig).toContain('Signature is Valid');
    expect(actaCheck.qpdf.code).toBe(0);

    const [confirmation] = await outbox(email, 'email');
    expect(confirmation?.subject).toBe('Documento firmado');
    const signedKey = createHash('sha256').update(signed).digest('hex');
    expect(confirmation?.attachments).toEqual([
      { filename: 'contrato-firmado.pdf', contentType: 'application/pdf', blobKey: signedKey },
      expect.objectContaining({
        filename: `acta-${operationId}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    const mailedActa = await server.platform.blobs.get(confirmation?.attachments[1]?.blobKey ?? '');
    expect(checkPdf(mailedActa).pdfsig).toContain('Signature is Valid');
    expect(await credits()).toBe(3);
    const chain = await verifyOperationChain(server, operationId);
    expect(chain.ok).toBe(true);
    expect(chain.events).toBeGreaterThanOrEqual(7);
  });

  it('runs the handwritten flow without an invitation e-mail', async () => {
    const email = 'grafo@example.com';
    const created = await createdOperation(await create(handwrittenRequest(email)));
    const { loginautToken, operationId, documentId } = created;
    expect(await outbox(email, 'email')).toHaveLength(0);
    expect(await status(operationId, loginautToken)).toBe('CREATED');
    const signer = api();
    await signer.get(
      `/api/v2/getdocumentbyuuidb64/${operationId}/${documentId}`,
      bearer(loginautToken),
    );
    const strokes = [
      [
        { x: 1, y: 2, time: 0 },
        { x: 30, y: 40, time: 16 },
      ],
    ];
    const signedResponse = await signByHand(server, created, signaturePng(), strokes);
    expect(signedResponse.status).toBe(200);
    expect(await status(operationId, loginautToken)).toBe('SIGNED');
    const signed = Buffer.from(
      await (
        await signer.get(
          `/api/v2/getdocumentbyuuidb64/${operationId}/${documentId}`,
          bearer(loginautToken),
        )
      ).text(),
      'base64',
    );
    expect(checkPdf(signed).pdfsig).toContain('Signature is Valid');
  });

  it('keeps signers inside their operation and refuses bad or unaffordable requests', async () => {
    // A new sender with the 5 sign-up credits: two operations (2 each), then one too many.
    const poorOwner = await signedInClient(server, 'poor@example.com');
    const poorToken = await (await poorOwner.post('/api/v2/login')).text();
    const createAs = (body: unknown) =>
      api().post(`/api/v2/create/withotpandtoken/${domainUuid}`, body, bearer(poorToken));
    const made = async () =>
      (await (
        await createAs({
          signers: [{ signerData: signerData('a@example.com'), signaturesType: ['SIMPLE'] }],
          operationData: { opClass: 1240 },
        })
      ).json()) as { loginautToken: string; uuids: string[] };
    const operationCount = async () =>
      (await server.platform.database.db.select({ n: count() }).from(operations))[0]?.n;
    const first = await made();
    // While the sender can still pay: the balance is checked before the document is.
    const before = await operationCount();
    const notPdf = await createAs({
      documents: {
        contrato: {
          documentName: 'x.pdf',
          documentB64: Buffer.from('hello, not a pdf').toString('base64'),
        },
      },
      signers: [{ signerData: signerData('b@example.com'), signaturesType: ['SIMPLE'] }],
      operationData: { opClass: 1240 },
    });
    expect(notPdf.status).toBe(415);
    expect(await operationCount()).toBe(before);
    const second = await made();
    const other = await api().get(
      `/api/v2/getoperationbyuuid/${domainUuid}/${second.uuids[0]}`,
      bearer(first.loginautToken),
    );
    expect(other.status).toBe(404);
    const wrongDomain = await api().get(
      `/api/v2/getoperationbyuuid/00000000-0000-4000-8000-000000000000/${first.uuids[0]}`,
      bearer(first.loginautToken),
    );
    expect(wrongDomain.status).toBe(404);

    const beforePoor = await operationCount();
    const poor = await createAs({
      signers: [{ signerData: signerData('c@example.com'), signaturesType: ['SIMPLE'] }],
      operationData: { opClass: 1240 },
    });
    expect(poor.status).toBe(402);
    expect(await operationCount()).toBe(beforePoor);
    const account = (await (await poorOwner.get('/api/account')).json()) as {
      userUid: string;
      credits: { currentcredits: number };
    };
    expect(account.credits.currentcredits).toBe(1);
    // One spend per operation, each settled by the creation that made it.
    const { db } = server.platform.database;
    const spends = await db
      .select({ kind: creditLedger.kind, reference: creditLedger.reference })
      .from(creditLedger)
      .where(eq(creditLedger.organizationId, account.userUid));
    expect(spends.filter((row) => row.kind === 'spend').map((row) => row.reference)).toEqual([
      first.uuids[0],
      second.uuids[0],
    ]);
    expect(
      await db
        .select()
        .from(unsettledDebits)
        .where(eq(unsettledDebits.organizationId, account.userUid)),
    ).toEqual([]);
  });

  it('refunds the debit of a creation whose transaction fails, and creates nothing', async () => {
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    await addCredits(server.platform.database.db, {
      organizationId: userUid,
      kind: 'grant',
      amount: 2,
      reason: 'test',
    });
    const before = await credits();
    const operationCount = async () =>
      (await server.platform.database.db.select({ n: count() }).from(operations))[0]?.n;
    const operationsBefore = await operationCount();
    const failing = createOperation(server.services.operations.context, {
      organizationId: userUid,
      request: ZCreateOperationRequest.parse({
        signers: [{ signerData: signerData('f@example.com'), signaturesType: ['SIMPLE'] }],
        operationData: { opClass: 1240 },
      }),
      meta: { ip: '127.0.0.1', userAgent: 'test' },
      // The last step of the transaction (keeping the Idempotency-Key's answer) fails.
      record: async () => {
        throw new Error('the answer could not be kept');
      },
    });
    await expect(failing).rejects.toThrow('the answer could not be kept');
    expect(await operationCount()).toBe(operationsBefore);
    expect(await credits()).toBe(before);
    const { db } = server.platform.database;
    const [spend, refund] = (
      await db.select().from(creditLedger).where(eq(creditLedger.organizationId, userUid))
    ).slice(-2);
    expect(spend).toMatchObject({ kind: 'spend', amount: -2 });
    expect(refund).toMatchObject({ kind: 'refund', amount: 2, reference: spend?.reference });
    expect(
      await db.select().from(unsettledDebits).where(eq(unsettledDebits.organizationId, userUid)),
    ).toEqual([]);
  });
});

describe('signing-service abuse', () => {
  let server: TTestServer;
  let domainUuid: string;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
    const owner = await signedInClient(server, 'abuse@example.com');
    token = await (await owner.post('/api/v2/login')).text();
    domainUuid = server.platform.domainUuid;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    const client = createHttpClient(server.url);
    const created = (await (
      await client.post(
        `/api/v2/create/withotpandtoken/${domainUuid}`,
        {
          signers: [{ signerData: signerData('brute@example.com'), signaturesType: ['SIMPLE'] }],
          operationData: { opClass: 1240 },
        },
        bearer(token),
      )
    ).json()) as { loginautToken: string; uuids: string[]; documentsUuid: string[] };
    const [op = ''] = created.uuids;
    const auth = bearer(created.loginautToken);
    await client.get(`/api/v2/getdocumentbyuuidb64/${op}/${created.documentsUuid[0]}`, auth);
    await client.post(
      `/api/v2/documentread/${op}`,
      { operationUuid: op, documentUuid: created.documentsUuid[0] },
      auth,
    );
    await client.post(
      `/api/v2/createotp/${op}`,
      { operationUuid: op, cellPhone: PHONE, otpType: 'FIRMA' },
      auth,
    );
    await server.worker.drain();
    const sms = await (await fetch(`${server.url}/api/dev/outbox?channel=sms`)).json();
    const code = /\b(\d{6})\b/.exec(ZOutboxResponse.parse(sms).messages[0]?.text ?? '')?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (
          await client.post(
            `/api/v2/verifyotpforbot/${op}`,
            { operationUuid: op, otpValue: wrong, otpType: 'FIRMA' },
            auth,
          )
        ).status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    const locked = await client.post(
      `/api/v2/verifyotpforbot/${op}`,
      { operationUuid: op, otpValue: code, otpType: 'FIRMA' },
      auth,
    );
    expect(locked.status).toBe(423);
  });

  it('refuses an oversized PDF and stores nothing', async () => {
    const blobsDir = path.join(server.database.dataDir, 'blobs');
    const before = fs.existsSync(blobsDir)
      ? fs.readdirSync(blobsDir, { recursive: true }).length
      : 0;
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(21 * 1024 * 1024, 0x20)]);
    const response = await createHttpClient(server.url).post(
      `/api/v2/create/withotpandtoken/${domainUuid}`,
      {
        documents: { contrato: { documentName: 'big.pdf', documentB64: big.toString('base64') } },
        signers: [{ signerData: signerData('big@example.com'), signaturesType: ['SIMPLE'] }],
        operationData: { opClass: 1240 },
      },
      bearer(token),
    );
    expect(response.status).toBe(413);
    const after = fs.existsSync(blobsDir)
      ? fs.readdirSync(blobsDir, { recursive: true }).length
      : 0;
    expect(after).toBe(before);
  });
});

describe('ending operations: cancel, reject, expire', () => {
  let server: TTestServer;
  let token: string;
  let owner: THttpClient;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
    owner = await signedInClient(server, 'ender@example.com');
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    await addCredits(server.platform.database.db, {
      organizationId: userUid,
      kind: 'grant',
      amount: 20,
      reason: 'test',
    });
    token = await (await owner.post('/api/v2/login')).text();
  });
  afterAll(async () => {
    await server?.close();
  });

  const newOperation = async () =>
    (await (
      await createHttpClient(server.url).post(
        `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`,
        {
          signers: [{ signerData: signerData('end@example.com'), signaturesType: ['SIMPLE'] }],
          operationData: { opClass: 1240 },
        },
        bearer(token),
      )
    ).json()) as { loginautToken: string; uuids: string[]; documentsUuid: string[] };
  const statusOf = async (op: string, auth: string) =>
    ZOperationResponse.parse(
      await (
        await createHttpClient(server.url).get(
          `/api/v2/getoperationbyuuid/${server.platform.domainUuid}/${op}`,
          bearer(auth),
        )
      ).json(),
    ).status;

  it('lets the sender cancel, after which the signer can no longer act', async () => {
    const created = await newOperation();
    const [op = ''] = created.uuids;
    const client = createHttpClient(server.url);
    expect(
      (await client.post(`/api/v2/canceloperation/${op}`, {}, bearer(created.loginautToken)))
        .status,
    ).toBe(403);
    expect((await client.post(`/api/v2/canceloperation/${op}`, {}, bearer(token))).status).toBe(
      200,
    );
    expect(await statusOf(op, token)).toBe('CANCELLED');
    const read = await client.post(
      `/api/v2/documentread/${op}`,
      { operationUuid: op, documentUuid: created.documentsUuid[0] },
      bearer(created.loginautToken),
    );
    expect(read.status).toBe(409);
    expect((await client.post(`/api/v2/canceloperation/${op}`, {}, bearer(token))).status).toBe(
      409,
    );
  });

  it('lets the signer reject with a reason, recorded as evidence', async () => {
    const created = await newOperation();
    const [op = ''] = created.uuids;
    const client = createHttpClient(server.url);
    const rejected = await client.post(
      `/api/v2/rejectoperation/${op}`,
      { operationUuid: op, reason: 'No estoy de acuerdo' },
      bearer(created.loginautToken),
    );
    expect(rejected.status).toBe(200);
    expect(await statusOf(op, token)).toBe('REJECTED');
    const chain = await verifyEvidenceChain(server.platform.database.db, {
      subjectType: 'operation',
      subjectId: op,
    });
    expect(chain.ok).toBe(true);
  });

  it('expires an operation past its end date the first time it is touched', async () => {
    const created = await newOperation();
    const [op = ''] = created.uuids;
    const { sql } = await import('drizzle-orm');
    await server.platform.database.db.execute(
      sql`update operations set expires_at = now() - interval '1 minute' where id = ${op}`,
    );
    expect(await statusOf(op, created.loginautToken)).toBe('EXPIRED');
    const read = await createHttpClient(server.url).post(
      `/api/v2/documentread/${op}`,
      { operationUuid: op, documentUuid: created.documentsUuid[0] },
      bearer(created.loginautToken),
    );
    expect(read.status).toBe(409);
  });
});

describe('the platform TSA over HTTP', () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers an openssl time-stamp query that openssl verifies against the published root', async () => {
    const { run } = await import('../src/modules/sealing/testing/pdf-tools.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confirma-tsa-'));
    const data = writeTemp(dir, 'data.txt', new TextEncoder().encode('evidence'));
    const tsq = run('openssl', [
      'ts',
      '-query',
      '-data',
      data,
      '-sha256',
      '-cert',
      '-out',
      path.join(dir, 'q.tsq'),
    ]);
    expect(tsq.code).toBe(0);
    const response = await fetch(`${server.url}/api/tsa`, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: fs.readFileSync(path.join(dir, 'q.tsq')),
    });
    expect(response.headers.get('content-type')).toBe('application/timestamp-reply');
    writeTemp(dir, 'r.tsr', new Uint8Array(await response.arrayBuffer()));
    const root = await (await fetch(`${server.url}/api/pki/root.crt`)).arrayBuffer();
    const rootDer = writeTemp(dir, 'root.der', new Uint8Array(root));
    const rootPem = path.join(dir, 'root.pem');
    expect(run('openssl', ['x509', '-inform', 'DER', '-in', rootDer, '-out', rootPem]).code).toBe(
      0,
    );
    const verify = run('openssl', [
      'ts',
      '-verify',
      '-data',
      data,
      '-in',
      path.join(dir, 'r.tsr'),
      '-CAfile',
      rootPem,
    ]);
    expect(verify.stdout + verify.stderr).toContain('Verification: OK');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
