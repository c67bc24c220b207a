import { ZDemoOperationResponse } from '@confirma/contracts/demo';
import { type TProblem, ZProblem } from '@confirma/contracts/errors';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, evidenceEvents, operations, usedChallenges } from '../src/db-schema.ts';
import { claimChallenge } from '../src/modules/captcha/claim-challenge.ts';
import { powSecrets } from '../src/modules/captcha/proof-of-work.ts';
import { signaturePng } from '../src/modules/sealing/testing/encode-png.ts';
import {
  altchaPayload,
  demoForm,
  glyphs,
  pdfGlyphs,
  postDemo,
  solvedAltcha,
} from './support/demo.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  bearer,
  checkPdf,
  fetchDocument,
  invitationToken,
  outboxTo,
  prepareOtpSignature,
  readOperation,
  verifyOperationChain,
} from './support/operations.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

const LOW_COST = { DEMO_POW_COST: '1', DEMO_POW_MAX_COUNTER: '20' };

const created = async (response: Response) => {
  expect(response.status).toBe(200);
  return ZDemoOperationResponse.parse(await response.json());
};
const problem = async (response: Response): Promise<TProblem> => {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return ZProblem.parse(await response.json());
};

describe('public demo over HTTP', () => {
  let server: TTestServer;

  beforeAll(async () => {
    server = await startTestServer({ ...LOW_COST, DEMO_IP_LIMIT: '100' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.platform.database.db;
  const operationCount = async () => (await db().select({ n: count() }).from(operations))[0]?.n;

  it('issues a signed PBKDF2/SHA-256 challenge that is never cached and hides its secrets', async () => {
    const response = await createHttpClient(server.url).get('/api/demo/challenge');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const { parameters, signature } = JSON.parse(text);
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyLength: 32 });
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(9 * 60);
    expect(ttl).toBeLessThanOrEqual(10 * 60);
    const secrets = powSecrets(server.platform.authSecret);
    expect(text).not.toContain(secrets.hmacSignatureSecret);
    expect(text).not.toContain(secrets.hmacKeySignatureSecret);
    expect(text).not.toContain(server.platform.authSecret);
  });

  it('runs a demo OTP signature end to end, free of charge and watermarked', async () => {
    const email = 'otp-demo@example.com';
    const phone = '+34611000001';
    const answer = await created(await postDemo(server, { email, phone }));
    expect(answer.signatureType).toBe('SIMPLE');
    const { operationUuid: op, documentUuid: doc } = answer;

    const [row] = await db().select().from(operations).where(eq(operations.id, op));
    expect(row).toMatchObject({ demo: true, organizationId: null, creditsSpent: 0, opClass: 1239 });
    expect((await db().select({ n: count() }).from(creditLedger))[0]?.n).toBe(0);
    const [createdEvent] = await db()
      .select()
      .from(evidenceEvents)
      .where(and(eq(evidenceEvents.subjectId, op), eq(evidenceEvents.type, 'operation.created')));
    expect(createdEvent?.data).toMatchObject({ demo: true, credits: 0, opClass: 1239 });

    // The signer follows the e-mailed link, as anyone invited to sign does.
    const [invitation] = await outboxTo(server, email, 'email');
    // A demo has no account to name: the general words, with the document's name.
    expect(invitation?.subject).toMatch(/^«.+»: Tienes un documento para firmar$/);
    expect(invitation?.text).toMatch(
      new RegExp(`#/simpleSignature\\?operation=${op}&document=[0-9a-f-]{36}&token=`),
    );
    const token = await invitationToken(server, email);
    const operation = await readOperation(server, op, token);
    expect(operation).toMatchObject({ status: 'SENT', opClass: 1239, signatureType: 'SIMPLE' });

    const original = await fetchDocument(server, op, doc, token);
    // The diagonal watermark, besides the template's own "DEMO" heading line.
    const text = pdfGlyphs(original);
    expect(text.split(glyphs('DEMO — sin validez legal')).length - 1).toBe(2);

    const verify = await prepareOtpSignature(server, op, doc, token, phone);
    const verified = await verify();
    expect(verified.status).toBe(200);
    expect((await readOperation(server, op, token)).status).toBe('SIGNED');

    const signed = await fetchDocument(server, op, doc, token);
    const check = checkPdf(signed);
    expect(check.pdfsig).toContain('Signature is Valid');
    expect(check.qpdf.code).toBe(0);
    // The seal is an incremental update over the watermarked original.
    expect(Buffer.from(signed.subarray(0, original.length)).equals(original)).toBe(true);
    expect(pdfGlyphs(signed)).toContain(glyphs('DEMO — sin validez legal'));

    const [confirmation] = await outboxTo(server, email, 'email');
    expect(confirmation?.subject).toBe('Documento firmado');
    const chain = await verifyOperationChain(server, op);
    expect(chain.ok).toBe(true);
    expect((await db().select({ n: count() }).from(creditLedger))[0]?.n).toBe(0);
  });

  it('answers the handwritten demo with a signer token that fetches and signs the document', async () => {
    const email = 'grafo-demo@example.com';
    const answer = await created(
      await postDemo(server, { email, phone: '+34611000002', type: 'BIOMETRICA', lang: 'en' }),
    );
    expect(answer.signatureType).toBe('BIOMETRICA');
    const { operationUuid: op, documentUuid: doc, signerToken } = answer;
    const operation = await readOperation(server, op, signerToken);
    expect(operation).toMatchObject({ opClass: 847, signatureType: 'BIOMETRICA' });
    expect(operation.documents[0]?.documentUuid).toBe(doc);
    const [invitation] = await outboxTo(server, email, 'email');
    expect(invitation?.subject).toMatch(/^“.+”: You have a document to sign$/);
    expect(invitation?.text).toContain(
      `/#/handwrittenSignature?operation=${op}&document=${doc}&token=`,
    );

    const original = await fetchDocument(server, op, doc, signerToken);
    expect(pdfGlyphs(original)).toContain(glyphs('DEMO — no legal validity'));
    const signedResponse = await createHttpClient(server.url).post(
      `/api/v2/addsigntodocument/${op}/${doc}`,
      {
        operationUuid: op,
        documentUuid: doc,
        signaturetype: 6,
        message: '',
        signboxName: 'cajafirma1',
        b64img: Buffer.from(signaturePng()).toString('base64'),
      },
      bearer(signerToken),
    );
    expect(signedResponse.status).toBe(200);
    const signed = await fetchDocument(server, op, doc, signerToken);
    expect(checkPdf(signed).pdfsig).toContain('Signature is Valid');
  });

  it('refuses a missing, forged, expired or reused proof of work and creates nothing', async () => {
    const before = await operationCount();
    const api = createHttpClient(server.url);
    const post = (altcha?: unknown) =>
      api.post('/api/demo/operations', {
        ...demoForm({ email: 'captcha@example.com', phone: '+34611000003' }),
        ...(altcha === undefined ? {} : { altcha }),
      });
    const refused = async (response: Response) => {
      expect(response.status).toBe(400);
      expect((await problem(response)).code).toBe('CAPTCHA_FAILED');
    };

    await refused(await post());
    await refused(await post(''));
    await refused(await post('not a payload'));
    await refused(await post(Buffer.from('{"challenge":1}').toString('base64')));

    const { challenge, solution, altcha } = await solvedAltcha(server);
    const wrongKey = { ...solution, derivedKey: '00'.repeat(32) };
    await refused(await post(altchaPayload(challenge, wrongKey)));
    const cheaper = {
      ...challenge,
      parameters: { ...challenge.parameters, cost: 1, keyPrefix: '0' },
    };
    await refused(await post(altchaPayload(cheaper, solution)));

    // Signed with the server's own secrets, but expired a minute ago.
    const expired = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 5,
      deriveKey,
      expiresAt: new Date(Date.now() - 60_000),
      ...powSecrets(server.platform.authSecret),
    });
    const expiredSolution = await solveChallenge({ challenge: expired, deriveKey });
    const expiredAnswer = await post(altchaPayload(expired, expiredSolution));
    expect(expiredAnswer.status).toBe(400);
    expect(await problem(expiredAnswer)).toMatchObject({
      code: 'CAPTCHA_FAILED',
      detail: 'The proof of work has expired',
    });
    expect(await operationCount()).toBe(before);

    await created(await post(altcha));
    const replay = await post(altcha);
    expect(replay.status).toBe(400);
    expect(await problem(replay)).toMatchObject({
      code: 'CAPTCHA_FAILED',
      detail: 'The proof of work was already used',
    });
    expect(await operationCount()).toBe((before ?? 0) + 1);

    // Two submissions of one fresh solution at the same moment: exactly one operation.
    const fresh = await solvedAltcha(server);
    const race = await Promise.all([post(fresh.altcha), post(fresh.altcha)]);
    expect(race.map((response) => response.status).sort()).toEqual([200, 400]);
    expect(await operationCount()).toBe((before ?? 0) + 2);
    expect(await outboxTo(server, 'captcha@example.com', 'email')).toHaveLength(2);
  });

  it('spends a proof of work once inside the transaction and forgets expired ones', async () => {
    const proof = (signature: string, inMs: number) => ({
      signature,
      expiresAt: new Date(Date.now() + inMs),
    });
    await db()
      .insert(usedChallenges)
      .values(proof('e'.repeat(64), -1000));
    await db().transaction((tx) => claimChallenge(tx, proof('a'.repeat(64), 60_000)));
    // What a concurrent twin that passed the early check meets: the insert finds it spent.
    await expect(
      db().transaction((tx) => claimChallenge(tx, proof('a'.repeat(64), 60_000))),
    ).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
    const kept = await db().select().from(usedChallenges);
    expect(kept.map((row) => row.signature)).not.toContain('e'.repeat(64));
    expect(kept.map((row) => row.signature)).toContain('a'.repeat(64));
  });

  it('limits demo operations per destination phone and e-mail (429 with Retry-After)', async () => {
    const phone = '+34611000009';
    for (const n of [1, 2, 3]) {
      await created(await postDemo(server, { phone, email: `phone${n}@example.com` }));
    }
    const before = await operationCount();
    const overPhone = await postDemo(server, { phone, email: 'phone4@example.com' });
    expect(overPhone.status).toBe(429);
    expect((await problem(overPhone)).code).toBe('RATE_LIMITED');
    const retryAfter = Number(overPhone.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

    const email = 'same-address@example.com';
    for (const n of [1, 2, 3]) {
      await created(await postDemo(server, { email, phone: `+3461200000${n}` }));
    }
    const overEmail = await postDemo(server, { email: email.toUpperCase(), phone: '+34612000004' });
    expect(overEmail.status).toBe(429);
    expect(Number(overEmail.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await operationCount()).toBe((before ?? 0) + 3);
  });

  it('validates the form with the shared schema before anything else', async () => {
    const before = await operationCount();
    const api = createHttpClient(server.url);
    const invalid = async (over: Record<string, unknown>, path: string, message?: string) => {
      const response = await api.post('/api/demo/operations', { ...demoForm(over), altcha: 'x' });
      expect(response.status).toBe(400);
      const body = await problem(response);
      expect(body.code).toBe('VALIDATION_FAILED');
      const issue = body.errors?.find((item) => item.path === path);
      expect(issue, JSON.stringify(body.errors)).toBeDefined();
      if (message) expect(issue?.key).toBe(message);
      expect(issue?.message).not.toMatch(/^validation\./);
    };
    await invalid({ name: '  ' }, 'body.name', 'validation.nameRequired');
    await invalid({ name: 'x'.repeat(51) }, 'body.name', 'validation.nameMax');
    await invalid({ lastname: '' }, 'body.lastname', 'validation.lastnameRequired');
    await invalid({ lastname: 'x'.repeat(51) }, 'body.lastname', 'validation.lastnameMax');
    await invalid({ email: '' }, 'body.email', 'validation.emailRequired');
    await invalid({ email: 'ana@' }, 'body.email', 'validation.emailInvalid');
    await invalid({ phone: '' }, 'body.phone', 'validation.phoneRequired');
    await invalid({ phone: '12345678' }, 'body.phone', 'validation.phoneInvalid');
    await invalid({ phone: '600 111 222' }, 'body.phone', 'validation.phoneInvalid');
    await invalid({ phone: '+3460011122233344' }, 'body.phone', 'validation.phoneInvalid');
    await invalid({ type: 'VIDEO' }, 'body.type', 'validation.typeRequired');
    await invalid({ lang: 'fr' }, 'body.lang');
    expect(await operationCount()).toBe(before);
  });

  it('refuses a post from another site', async () => {
    const response = await createHttpClient(server.url, { origin: 'https://evil.example' }).post(
      '/api/demo/operations',
      demoForm(),
    );
    expect(response.status).toBe(403);
    expect((await problem(response)).code).toBe('FORBIDDEN');
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    expect(document.paths['/api/demo/challenge']?.get?.tags).toEqual(['public demo']);
    const create = document.paths['/api/demo/operations']?.post;
    expect(create?.tags).toEqual(['public demo']);
    expect(create?.summary).toMatch(/test operation/);
  });
});

describe('public demo limits per IP', () => {
  let server: TTestServer;

  beforeAll(async () => {
    server = await startTestServer({ ...LOW_COST, DEMO_IP_LIMIT: '2', DEMO_CHALLENGE_LIMIT: '4' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('allows DEMO_IP_LIMIT operations an hour per IP, then answers 429 with Retry-After', async () => {
    await created(await postDemo(server, { email: 'ip1@example.com', phone: '+34613000001' }));
    await created(await postDemo(server, { email: 'ip2@example.com', phone: '+34613000002' }));
    const over = await postDemo(server, { email: 'ip3@example.com', phone: '+34613000003' });
    expect(over.status).toBe(429);
    expect((await problem(over)).code).toBe('RATE_LIMITED');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await outboxTo(server, 'ip3@example.com', 'email')).toHaveLength(0);

    // Three challenges so far; the fourth is the last one this minute.
    expect((await createHttpClient(server.url).get('/api/demo/challenge')).status).toBe(200);
    const tooMany = await createHttpClient(server.url).get('/api/demo/challenge');
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });
});
