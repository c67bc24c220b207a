import { and, eq, inArray, or } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, ocrAnalyses, operations, unsettledDebits } from '../../src/db-schema.ts';
import { bearer, createOperation, signedInSender, signerData } from '../support/operations.ts';
import { routesOf } from '../support/route-registry.ts';
import { arbitraryOf, requestPartOf, type TJsonSchema } from '../support/schema-arbitrary.ts';
import { startTestServer, type TTestServer } from '../support/test-server.ts';

/**
 * Tries per route (FUZZ_RUNS), and the seed (FUZZ_SEED): fixed, so a run is repeatable.
 * FUZZ_DEBUG=1 prints each route's time.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 52);

/** Limits high enough that the tries reach the handlers instead of a 429. */
const LIMITS = Object.fromEntries(
  [
    'AUTH_SIGN_IN_LIMIT',
    'AUTH_EMAIL_LIMIT',
    'SIGNER_RATE_LIMIT',
    'IDENTIFICATION_SIGNER_RATE_LIMIT',
    'VERIFY_IP_LIMIT',
    'ANALYTICS_IP_LIMIT',
    'DEMO_CHALLENGE_LIMIT',
    'DEMO_IP_LIMIT',
    'CONTACT_CHALLENGE_LIMIT',
    'CONTACT_IP_LIMIT',
  ].map((key) => [key, '100000']),
);

type TParameter = { in: string; name: string; schema?: TJsonSchema };
type TOperation = {
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
};
type TOpenApi = { paths: Record<string, Record<string, TOperation>> };

/** One generated request. */
interface TTry {
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  kind: 'json' | 'bytes' | 'none';
  auth: 'none' | 'account' | 'signer' | 'session';
  idempotencyKey: string | undefined;
}

/** What better-auth answers under /api/auth/*: the product's endpoints and others. */
const AUTH_PATHS = ['sign-in/email', 'sign-up/email', 'get-session', 'forget-password', 'x'];

/**
 * No request answers 5xx for bad input. Every route the server registers
 * under /api (read from Fastify's route tree, hidden ones too) gets RUNS requests built
 * from its OpenAPI schemas (generated from the zod schemas): bodies, queries and
 * parameters that follow them, the same mutated (fields dropped, hostile values), or any
 * JSON; as a visitor, a sender (account token, session) or a signer; with the real ids of
 * an operation among random ones. Each answer must be below 500 (a 503 only with
 * Retry-After, the documented "busy"), and afterwards every credit spent belongs to an
 * operation or an OCR analysis that exists, and no debit is left unsettled.
 */
describe('every API route under random and mutated requests', () => {
  let server: TTestServer;
  let sender: Awaited<ReturnType<typeof signedInSender>>;
  let ids: { op: string; doc: string; signerToken: string };
  let openApi: TOpenApi;

  beforeAll(async () => {
    server = await startTestServer(LIMITS);
    sender = await signedInSender(server, 'fuzz@example.com', 1000);
    const created = await createOperation(server, sender.token, [
      { signerData: signerData('fuzz-signer@example.com'), signaturesType: ['SIMPLE'] },
    ]);
    ids = { op: created.op, doc: created.doc, signerToken: created.loginautToken };
    openApi = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as TOpenApi;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The value of a path parameter: a real id most of the time, else anything its schema allows. */
  function parameterOf(parameter: TParameter): fc.Arbitrary<string> {
    const real: Record<string, string[]> = {
      operationUuid: [ids.op],
      documentUuid: [ids.doc],
      domainUuid: [server.platform.domainUuid],
    };
    const own = real[parameter.name] ?? [];
    const any = arbitraryOf(parameter.schema ?? { type: 'string' }).map((value) =>
      encodeURIComponent(String(value)),
    );
    return own.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...own) }, any) : any;
  }

  /** Whether the route reads a parameter, a query or a body. */
  function takesInput(route: string): boolean {
    const [method = 'GET', pattern = ''] = route.split(' ');
    const spec = openApi.paths[pattern.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    return /[:*]/.test(pattern) || method !== 'GET' || Boolean(spec?.parameters?.length);
  }

  /** The requests of one route: its path filled in, its query, body and caller. */
  function triesOf(route: string): fc.Arbitrary<TTry> {
    const [method = 'GET', pattern = ''] = route.split(' ');
    const spec = openApi.paths[pattern.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    const parameters = spec?.parameters ?? [];
    const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    const pathParts = names.map((name) =>
      parameterOf(
        parameters.find((item) => item.in === 'path' && item.name === name) ?? { in: 'path', name },
      ),
    );
    const path = fc.tuple(...pathParts, fc.constantFrom(...AUTH_PATHS)).map((values) => {
      let index = 0;
      return pattern
        .replace(/:(\w+)/g, () => values[index++] ?? '')
        .replace('*', values.at(-1) ?? '');
    });
    const query = fc.record(
      Object.fromEntries(
        parameters
          .filter((item) => item.in === 'query')
          .map((item) => [item.name, requestPartOf(item.schema)]),
      ),
      { requiredKeys: [] },
    );
    const json = spec?.requestBody?.content?.['application/json']?.schema;
    const body = fc.oneof(
      { weight: 6, arbitrary: requestPartOf(json).map((value) => ['json', value] as const) },
      {
        weight: 1,
        arbitrary: fc.uint8Array({ maxLength: 256 }).map((bytes) => ['bytes', bytes] as const),
      },
      { weight: 1, arbitrary: fc.constant(['none', undefined] as const) },
    );
    return fc
      .tuple(
        path,
        query,
        body,
        fc.constantFrom('none', 'account', 'signer', 'session' as const),
        fc.option(fc.string({ minLength: 1, maxLength: 40 }), { nil: undefined }),
      )
      .map(([filled, params, [kind, content], auth, idempotencyKey]) => ({
        path: filled,
        query: params,
        body: content,
        kind,
        auth,
        idempotencyKey,
      }));
  }

  async function send(
    method: string,
    request: TTry,
  ): Promise<{ status: number; retryAfter: string | null }> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query)) {
      if (value !== undefined)
        search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const headers: Record<string, string> = {
      origin: server.url,
      ...(request.auth === 'account' ? bearer(sender.token) : {}),
      ...(request.auth === 'signer' ? bearer(ids.signerToken) : {}),
      ...(request.auth === 'session'
        ? { cookie: [...sender.client.jar].map(([k, v]) => `${k}=${v}`).join('; ') }
        : {}),
      ...(request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {}),
    };
    const bodyless = method === 'GET' || method === 'HEAD' || request.kind === 'none';
    let body: string | Buffer | undefined;
    if (!bodyless && request.kind === 'json') {
      headers['content-type'] = 'application/json';
      body = request.body === undefined ? '' : JSON.stringify(request.body);
    } else if (!bodyless && request.body instanceof Uint8Array) {
      headers['content-type'] = 'application/octet-stream';
      body = Buffer.from(request.body);
    }
    const response = await fetch(`${server.url}${request.path}${search.size ? `?${search}` : ''}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    // An event stream stays open: its status is all there is to see.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
    } else {
      await response.arrayBuffer();
    }
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  }

  it('refuses a NUL character in a path, a query or a body: 400, not a database error', async () => {
    // What the property test found: PostgreSQL's text cannot hold U+0000.
    const calls = [
      ['GET', '/api/payments/orders/%F3%BE%AA%97%00', 'session'],
      ['GET', '/api/payments/demo/%00%13rot__lo', 'account'],
      ['GET', '/api/dev/outbox?to=%00', 'none'],
    ] as const;
    for (const [method, path, auth] of calls) {
      const request = {
        path,
        query: {},
        body: undefined,
        kind: 'none',
        auth,
        idempotencyKey: undefined,
      };
      expect(await send(method, request as TTry)).toMatchObject({ status: 400 });
    }
    const body = {
      signers: [{ signerData: signerData('nul\u0000@example.com'), signaturesType: ['SIMPLE'] }],
      operationData: { opClass: 1241 },
    };
    const create = {
      path: `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`,
      query: {},
      body,
      kind: 'json',
      auth: 'account',
      idempotencyKey: undefined,
    } as const;
    expect(await send('POST', create)).toMatchObject({ status: 400 });
  });

  it('answers no request with a 5xx, and charges nothing without an operation', async () => {
    // What ends the fixtures' operation or session comes last: a rejection or cancellation
    // (the signer's routes would then all answer 409), signing out (better-auth).
    const last = (route: string) =>
      /reject|cancel/.test(route) ? 1 : route.includes('/api/auth/') ? 2 : 0;
    const routes = routesOf(server, '/api/').sort((a, b) => last(a) - last(b));
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const method = route.split(' ')[0] ?? 'GET';
      const t0 = Date.now();
      const result = await fc.check(
        fc.asyncProperty(triesOf(route), async (request) => {
          const { status, retryAfter } = await send(method, request);
          return status < 500 || (status === 503 && retryAfter !== null);
        }),
        // A route that reads no input at all is tried twice.
        { numRuns: takesInput(route) ? RUNS : 2, seed: SEED + index, endOnFailure: true },
      );
      if (process.env.FUZZ_DEBUG) console.log(`${Date.now() - t0} ms ${route} ${result.failed}`);
      if (result.failed) {
        failures.push(
          `${route}: ${JSON.stringify(result.counterexample)?.slice(0, 600)} ${result.errorInstance ?? ''}`,
        );
      }
    }
    expect(failures).toEqual([]);

    const { db } = server.platform.database;
    const entries = await db
      .select({ reference: creditLedger.reference, amount: creditLedger.amount })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.organizationId, sender.userId),
          inArray(creditLedger.kind, ['spend', 'refund']),
        ),
      );
    const net = new Map<string, number>();
    for (const entry of entries) {
      const reference = entry.reference ?? '(none)';
      net.set(reference, (net.get(reference) ?? 0) + entry.amount);
    }
    const charged = [...net].filter(([, amount]) => amount !== 0).map(([reference]) => reference);
    const uuids = charged.filter((reference) => /^[0-9a-f-]{36}$/.test(reference));
    const ocr = charged
      .filter((reference) => reference.startsWith('ocr:'))
      .map((reference) => reference.slice(4));
    const existing = new Set([
      ...(uuids.length
        ? await db
            .select({ id: operations.id })
            .from(operations)
            .where(inArray(operations.id, uuids))
        : []
      ).map((row) => row.id),
      ...(ocr.length
        ? await db
            .select({ id: ocrAnalyses.id, key: ocrAnalyses.idempotencyKey })
            .from(ocrAnalyses)
            .where(or(inArray(ocrAnalyses.id, ocr), inArray(ocrAnalyses.idempotencyKey, ocr)))
        : []
      ).flatMap((row) => [`ocr:${row.id}`, `ocr:${row.key}`]),
    ]);
    expect(charged.filter((reference) => !existing.has(reference))).toEqual([]);
    expect(await db.select().from(unsettledDebits)).toEqual([]);
  }, 900_000);
});
