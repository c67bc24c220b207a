import { ZCreateOperationBatchResponse } from '@confirma/contracts/operations';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits } from '../src/modules/credits/add-credits.ts';
import { adjustCredits } from '../src/modules/credits/adjust-credits.ts';
import { getCredits } from '../src/modules/credits/get-credits.ts';
import { operations } from '../src/modules/operations/operations-schema.ts';
import { idempotencyKeys } from '../src/platform/db/schema.ts';
import { createHttpClient } from './support/http-client.ts';
import { letterPdf, notifyingSender } from './support/notifications.ts';
import { bearer, signerData } from './support/operations.ts';
import { runWhen } from './support/run-when.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';
import { problemOf } from './support/uploads.ts';

interface TCreated {
  loginautToken: string;
  uuids: string[];
  documentsUuid: string[];
}

/** A creation request on the contract template (no upload): 2 credits. */
const operationBody = (email: string) => ({
  signers: [{ signerData: signerData(email), signaturesType: ['SIMPLE'] }],
  operationData: { opClass: 1240 },
});

describe('Idempotency-Key on creating POSTs, and the batch creation', () => {
  let server: TTestServer;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.platform.database.db;
  /** An integrator: an account with `balance` credits exactly, and its token. */
  const integrator = async (email: string, balance: number) => {
    const sender = await notifyingSender(server, email);
    const { currentcredits } = await getCredits(db(), { organizationId: sender.userId });
    const change = balance - currentcredits;
    if (change !== 0) {
      await adjustCredits(db(), {
        organizationId: sender.userId,
        amount: change,
        reason: 'test',
        reference: 'test-balance',
      });
    }
    const apiToken = await (await sender.client.post('/api/v2/login')).text();
    const operationsOf = async () => {
      const [row] = await db()
        .select({ n: count() })
        .from(operations)
        .where(eq(operations.organizationId, sender.userId));
      return row?.n ?? 0;
    };
    const post = (path: string, body: unknown, key?: string) =>
      createHttpClient(server.url).post(path, body, {
        ...bearer(apiToken),
        ...(key ? { 'idempotency-key': key } : {}),
      });
    return { ...sender, apiToken, post, operationsOf };
  };
  const createPath = () => `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`;
  const batchPath = () => `/api/v2/create/batch/${server.platform.domainUuid}`;

  it('replays a creation sent again with its key: the same answer, one operation, one charge', async () => {
    const sender = await integrator('replay@example.com', 10);
    const key = 'order-2026-0001';
    const first = await sender.post(createPath(), operationBody('a@example.com'), key);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const answer = await first.json();
    const again = await sender.post(createPath(), operationBody('a@example.com'), key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(answer);
    expect(await sender.credits()).toBe(8);
    expect(await sender.operationsOf()).toBe(1);
    // The kept answer carries the signer token: stored encrypted, never in clear.
    const [row] = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, sender.userId), eq(idempotencyKeys.key, key)));
    expect(row?.statusCode).toBe(200);
    expect(row?.answer).not.toContain((answer as { loginautToken: string }).loginautToken);
    expect(row?.answer).not.toContain((answer as { uuids: string[] }).uuids[0]);

    // The same key with another body is refused; without a key every call creates.
    const other = await sender.post(createPath(), operationBody('b@example.com'), key);
    expect(other.status).toBe(409);
    expect((await problemOf(other)).code).toBe('CONFLICT');
    expect((await sender.post(createPath(), operationBody('a@example.com'))).status).toBe(200);
    expect(await sender.credits()).toBe(6);
    expect(await sender.operationsOf()).toBe(2);
  });

  it(
    'replays on another server process of the same PostgreSQL, the blobs shared in it',
    runWhen(process.env.DATABASE_URL, 'PostgreSQL only: a PGlite database has one process'),
    async () => {
      const env = { BLOB_STORE: 'postgres', AUTH_SECRET: 'a-secret-both-processes-share-0123' };
      const one = await startTestServer(env);
      const two = await startTestServer(
        { ...env, DOMAIN_UUID: one.platform.domainUuid },
        { database: one.database },
      );
      try {
        const sender = await notifyingSender(one, 'two-processes@example.com', 10);
        const token = await (await sender.client.post('/api/v2/login')).text();
        const path = `/api/v2/create/withotpandtoken/${one.platform.domainUuid}`;
        const headers = { ...bearer(token), 'idempotency-key': 'two-processes-01' };
        const pdf = Buffer.from(await letterPdf('Contrato')).toString('base64');
        const body = {
          ...operationBody('h@example.com'),
          documents: { contrato: { documentName: 'contrato.pdf', documentB64: pdf } },
        };
        const first = await createHttpClient(one.url).post(path, body, headers);
        expect(first.status).toBe(200);
        const again = await createHttpClient(two.url).post(path, body, headers);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        const created = (await first.json()) as TCreated;
        expect(await again.json()).toEqual(created);
        // The signer's document, stored by one process, read through the other.
        const read = await createHttpClient(two.url).get(
          `/api/v2/getdocumentbyuuidb64/${created.uuids[0]}/${created.documentsUuid[0]}`,
          bearer(created.loginautToken),
        );
        expect(Buffer.from(await read.text(), 'base64').toString('base64')).toBe(pdf);
      } finally {
        await two.close();
        await one.close();
      }
    },
  );

  it('refuses a malformed key before anything is created', async () => {
    const sender = await integrator('badkey@example.com', 10);
    const response = await sender.post(createPath(), operationBody('a@example.com'), 'short');
    expect(response.status).toBe(400);
    expect(await sender.operationsOf()).toBe(0);
    expect(await sender.credits()).toBe(10);
  });

  it('charges once when the same key arrives several times at once', async () => {
    const sender = await integrator('race@example.com', 20);
    const key = 'race-0000-0001';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        sender.post(createPath(), operationBody('c@example.com'), key),
      ),
    );
    const ok = answers.filter((response) => response.status === 200);
    // A duplicate waits for the first answer (409 only past the wait).
    expect(answers.every((response) => [200, 409].includes(response.status))).toBe(true);
    expect(ok.length).toBeGreaterThan(0);
    const bodies = await Promise.all(ok.map((response) => response.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(ok.filter((response) => !response.headers.get('idempotent-replayed'))).toHaveLength(1);
    expect(await sender.credits()).toBe(18);
    expect(await sender.operationsOf()).toBe(1);
  });

  it('scopes keys per account: another account with the same key creates its own', async () => {
    const one = await integrator('scope-one@example.com', 10);
    const two = await integrator('scope-two@example.com', 10);
    const key = 'shared-key-0001';
    const a = await (await one.post(createPath(), operationBody('d@example.com'), key)).json();
    const b = await (await two.post(createPath(), operationBody('d@example.com'), key)).json();
    expect((a as { uuids: string[] }).uuids).not.toEqual((b as { uuids: string[] }).uuids);
    expect(await one.credits()).toBe(8);
    expect(await two.credits()).toBe(8);
  });

  it('releases the key when the creation fails, and takes over one its holder left', async () => {
    const sender = await integrator('release@example.com', 1);
    const key = 'release-0000-01';
    const poor = await sender.post(createPath(), operationBody('e@example.com'), key);
    expect(poor.status).toBe(402);
    await addCredits(db(), {
      organizationId: sender.userId,
      kind: 'grant',
      amount: 2,
      reason: 'test',
    });
    const paid = await sender.post(createPath(), operationBody('e@example.com'), key);
    expect(paid.status).toBe(200);
    expect(paid.headers.get('idempotent-replayed')).toBeNull();
    expect(await sender.credits()).toBe(1);

    // A key held by a request whose process died (past the lease) is taken over.
    const stale = 'stale-0000-0001';
    await db()
      .insert(idempotencyKeys)
      .values({
        userId: sender.userId,
        key: stale,
        fingerprint: 'x',
        claim: crypto.randomUUID(),
        claimedAt: new Date(Date.now() - 10 * 60_000),
      });
    await addCredits(db(), {
      organizationId: sender.userId,
      kind: 'grant',
      amount: 2,
      reason: 'test',
    });
    const taken = await sender.post(createPath(), operationBody('e@example.com'), stale);
    expect(taken.status).toBe(200);
    expect(await sender.operationsOf()).toBe(2);
  });

  it('replays a certified notification (201) and charges its credit once', async () => {
    const sender = await integrator('notify-key@example.com', 5);
    const via = createHttpClient(server.url, {
      ...bearer(sender.apiToken),
      'idempotency-key': 'notify-0000-0001',
    });
    // The same bytes each time (a new PDF carries a new creation date).
    const document = { name: 'carta.pdf', b64: Buffer.from(await letterPdf()).toString('base64') };
    const first = await sender.notify({ document }, via);
    expect(first.status).toBe(201);
    const again = await sender.notify({ document }, via);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await sender.credits()).toBe(4);
    const changed = await sender.notify({ document, subject: 'Otro asunto' }, via);
    expect(changed.status).toBe(409);
    expect(await sender.credits()).toBe(4);
  });

  it('replays the creation of an API credential: the same credential, no second one, no secret', async () => {
    const sender = await integrator('credential-key@example.com', 0);
    const headers = { 'idempotency-key': 'credential-0001' };
    const path = '/api/account/api-credentials';
    const first = await sender.client.post(path, { label: 'ERP', scope: 'admin' }, headers);
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: string; secret: string };
    const again = await sender.client.post(path, { label: 'ERP', scope: 'admin' }, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const replayed = (await again.json()) as { id: string; secret?: string };
    expect(replayed.id).toBe(created.id);
    expect(replayed.secret).toBeUndefined();
    const { credentials } = (await (await sender.client.get(path)).json()) as {
      credentials: unknown[];
    };
    expect(credentials).toHaveLength(1);
  });

  it('creates a batch item by item: each validated and charged alone, one answer each', async () => {
    const sender = await integrator('batch@example.com', 4);
    const items = [
      operationBody('f1@example.com'),
      { signers: [], operationData: { opClass: 1240 } },
      operationBody('f2@example.com'),
      operationBody('f3@example.com'),
    ];
    const key = 'batch-0000-0001';
    const response = await sender.post(batchPath(), { operations: items }, key);
    expect(response.status).toBe(200);
    const batch = ZCreateOperationBatchResponse.parse(await response.json());
    expect(batch.results.map((item) => item.status)).toEqual([200, 400, 200, 402]);
    expect(batch).toMatchObject({ created: 2, failed: 2 });
    const invalid = batch.results[1];
    expect(invalid && 'error' in invalid ? invalid.error.code : '').toBe('VALIDATION_FAILED');
    expect(invalid && 'error' in invalid ? invalid.error.errors?.[0]?.path : '').toMatch(
      /^body\.operations\.1\.signers/,
    );
    const poor = batch.results[3];
    expect(poor && 'error' in poor ? poor.error.code : '').toBe('INSUFFICIENT_CREDITS');
    expect(await sender.credits()).toBe(0);
    expect(await sender.operationsOf()).toBe(2);

    // Retried with the same key after a top-up: the created items are replayed, the
    // refused one created now, nothing charged twice.
    await addCredits(db(), {
      organizationId: sender.userId,
      kind: 'grant',
      amount: 3,
      reason: 'test',
    });
    const retry = ZCreateOperationBatchResponse.parse(
      await (await sender.post(batchPath(), { operations: items }, key)).json(),
    );
    expect(retry.results.map((item) => item.status)).toEqual([200, 400, 200, 200]);
    expect(retry.results.map((item) => ('replayed' in item ? item.replayed : null))).toEqual([
      true,
      null,
      true,
      false,
    ]);
    expect(retry.results[0]).toEqual({ ...batch.results[0], replayed: true });
    expect(await sender.credits()).toBe(1);
    expect(await sender.operationsOf()).toBe(3);
  });

  it('documents the batch route and the Idempotency-Key header in the OpenAPI document', async () => {
    const openapi = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { post?: { parameters?: { name: string; in: string }[] } }>;
    };
    for (const path of [
      '/api/v2/create/batch/{domainUuid}',
      '/api/v2/create/withotpandtoken/{domainUuid}',
      '/api/notifications',
      '/api/account/api-credentials',
    ]) {
      const parameters = openapi.paths[path]?.post?.parameters ?? [];
      expect(parameters).toContainEqual(
        expect.objectContaining({ name: 'idempotency-key', in: 'header' }),
      );
    }
  });

  it('refuses an empty batch or one over 100 items as a whole', async () => {
    const sender = await integrator('batch-size@example.com', 4);
    expect((await sender.post(batchPath(), { operations: [] })).status).toBe(400);
    const many = Array.from({ length: 101 }, () => operationBody('g@example.com'));
    expect((await sender.post(batchPath(), { operations: many })).status).toBe(400);
    expect(await sender.operationsOf()).toBe(0);
  });
});
