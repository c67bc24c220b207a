import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { addCredits } from '../apps/server/src/modules/credits/add-credits.ts';
import { getCredits } from '../apps/server/src/modules/credits/get-credits.ts';
import { operations } from '../apps/server/src/modules/operations/operations-schema.ts';
import { makeTextPdf } from '../apps/server/src/modules/sealing/testing/sample-pdfs.ts';
import { openDatabase, type TDb } from '../apps/server/src/platform/db/client.ts';
import { freePort } from '../apps/server/test/support/free-port.ts';
import { createTestDatabase } from '../apps/server/test/support/test-database.ts';
import { createProcessGroup, startServerProcess, type TStarted } from './load-processes.ts';
import { registerIntegrator, type TIntegrator } from './load-setup.ts';
import { median, percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';

const HEALTH_CLIENTS = 200;
const CREATE_CLIENTS = Number(process.env.BURST_CREATE_CLIENTS ?? 20);
const SECONDS = Number(process.env.BURST_SECONDS ?? 20);
/** What one creation of the load's request costs (one SIMPLE signer). */
const CREATION_COST = 2;
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REQUEST_TIMEOUT_MS = 120_000;

/**
 * One answer of the burst: how long it took, its status (0: no answer) and its Retry-After
 * in seconds (undefined without one).
 */
interface TAnswer {
  ms: number;
  status: number;
  retryAfter: number | undefined;
}

/** One request on a keep-alive agent; resolves with its answer, never rejects. */
function send(
  agent: http.Agent,
  url: URL,
  spec: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<TAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, retryAfter?: string) =>
      resolve({
        ms: performance.now() - started,
        status,
        retryAfter: retryAfter === undefined ? undefined : Number(retryAfter),
      });
    const request = http.request(
      url,
      { agent, method: spec.method, headers: spec.headers, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0, response.headers['retry-after']));
        response.on('error', () => done(0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => done(0));
    request.end(spec.body);
  });
}

/**
 * `clients` loops, each sending its request again as soon as the previous one answered
 * (after the Retry-After of a 503, when `polite`, as the API asks callers to), until
 * `until` (performance.now() milliseconds); the answers of every request started before
 * then.
 */
async function loop(
  clients: number,
  until: number,
  url: URL,
  spec: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  { polite = false }: { polite?: boolean } = {},
): Promise<TAnswer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const answers: TAnswer[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const answer = await send(agent, url, spec);
        answers.push(answer);
        if (polite && answer.status === 503 && answer.retryAfter !== undefined) {
          const wait = Math.min(answer.retryAfter * 1000, until - performance.now());
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    }),
  );
  agent.destroy();
  return answers;
}

function statusCounts(answers: TAnswer[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return new Map([...counts].sort(([a], [b]) => a - b));
}

/**
 * The creation the burst sends: docs/api.md's quick start (the sample contract rendered
 * for the signer, an SMS code), or with BURST_DOCUMENT=upload a 1-page PDF uploaded.
 */
const TEMPLATE_CREATION = JSON.stringify({
  signers: [
    {
      level: 1,
      order: 1,
      signaturesType: ['SIMPLE'],
      signerData: [
        { identifier: 'name', value: 'Ana', label: 'Nombre', resumen: 'Y' },
        { identifier: 'lastname', value: 'García', label: 'Apellidos', resumen: 'Y' },
        {
          identifier: 'email',
          value: 'ana@example.com',
          resumen: 'Y',
          actions: [{ action: 'sendConfirmationEmail', step: 'FIRMA-FINAL' }],
        },
        { identifier: 'cellphone', value: '+34600111222' },
        { identifier: 'idiomadef', value: 'es-es' },
      ],
    },
  ],
  operationData: { opClass: 1241 },
});
const creationBody = (who: TIntegrator) =>
  process.env.BURST_DOCUMENT === 'upload' ? who.createBody : TEMPLATE_CREATION;

/**
 * The burst: HEALTH_CLIENTS loops of GET /api/health and CREATE_CLIENTS loops of the
 * creation for SECONDS seconds; a creator told 503 with Retry-After waits that long.
 */
async function burst(url: string, who: TIntegrator) {
  const until = performance.now() + SECONDS * 1000;
  const [health, create] = await Promise.all([
    loop(HEALTH_CLIENTS, until, new URL('/api/health', url), { method: 'GET' }),
    loop(
      CREATE_CLIENTS,
      until,
      new URL(`/api/v2/create/withotpandtoken/${who.domainUuid}`, url),
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${who.token}`,
          'content-type': 'application/json',
        },
        body: creationBody(who),
      },
      { polite: true },
    ),
  ]);
  return { health, create };
}

/** The rows of one database's burst. */
function burstRows(
  label: string,
  { health, create }: { health: TAnswer[]; create: TAnswer[] },
  loadAverage: number,
  /** Operations the bench created before the burst (registration, warm-up). */
  before: number,
  charged: { operations: number; credits: number },
  targets: { createP99?: number },
): TBenchResult[] {
  const ms = (answers: TAnswer[]) => answers.map((answer) => answer.ms);
  const answered = (answers: TAnswer[]) => answers.filter((answer) => answer.status !== 0);
  const createdOk = create.filter((answer) => answer.status === 200);
  const expected = before + createdOk.length;
  const rows: TBenchResult[] = [
    { name: `burst ${label}: load average (1 min) before`, value: loadAverage, unit: '' },
    { name: `burst ${label}: health p50`, value: median(ms(health)), unit: 'ms' },
    {
      name: `burst ${label}: health p99`,
      value: percentile(ms(health), 99),
      unit: 'ms',
      target: '<= 200 ms',
      ok: percentile(ms(health), 99) <= 200,
    },
    {
      name: `burst ${label}: health max`,
      value: ms(health).reduce((most, value) => Math.max(most, value), 0),
      unit: 'ms',
    },
    { name: `burst ${label}: health answers`, value: answered(health).length, unit: 'requests' },
    { name: `burst ${label}: create p50`, value: median(ms(create)), unit: 'ms' },
    {
      name: `burst ${label}: create p99`,
      value: percentile(ms(create), 99),
      unit: 'ms',
      ...(targets.createP99
        ? {
            target: `<= ${targets.createP99} ms`,
            ok: percentile(ms(create), 99) <= targets.createP99,
          }
        : {}),
    },
    {
      name: `burst ${label}: create p99 of the operations created`,
      value: percentile(ms(createdOk), 99),
      unit: 'ms',
    },
    { name: `burst ${label}: operations created`, value: createdOk.length, unit: 'requests' },
  ];
  for (const [kind, answers] of [
    ['health', health],
    ['create', create],
  ] as const) {
    for (const [status, count] of statusCounts(answers)) {
      rows.push({
        name: `burst ${label}: ${kind} ${status === 0 ? 'no answer' : `status ${status}`}`,
        value: count,
        unit: 'requests',
      });
    }
  }
  const bad = [...health, ...create].filter(
    (answer) => answer.status === 0 || (answer.status >= 500 && answer.retryAfter === undefined),
  ).length;
  rows.push(
    {
      name: `burst ${label}: 5xx without Retry-After, or no answer`,
      value: bad,
      unit: 'requests',
      target: '0',
      ok: bad === 0,
    },
    {
      name: `burst ${label}: operations stored minus creations answered 200`,
      value: charged.operations - expected,
      unit: 'operations',
      target: '0',
      ok: charged.operations === expected,
    },
    {
      name: `burst ${label}: credits spent minus ${CREATION_COST} per operation`,
      value: charged.credits - CREATION_COST * expected,
      unit: 'credits',
      target: '0',
      ok: charged.credits === CREATION_COST * expected,
    },
  );
  return rows;
}

const GRANT = 10_000_000;

/**
 * A few creations and health checks unmeasured (a process just started compiles its hot
 * paths); the number of operations they created.
 */
async function warm(url: string, who: TIntegrator): Promise<number> {
  const until = performance.now() + 3000;
  const [, created] = await Promise.all([
    loop(4, until, new URL('/api/health', url), { method: 'GET' }),
    loop(2, until, new URL(`/api/v2/create/withotpandtoken/${who.domainUuid}`, url), {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
      body: creationBody(who),
    }),
  ]);
  return created.filter((answer) => answer.status === 200).length;
}

/** The account's balance and operations, read straight from its database. */
async function accountState(database: { db: TDb }, userId: string) {
  const balance = (await getCredits(database.db, { organizationId: userId })).currentcredits;
  const [row] = await database.db
    .select({ operations: count() })
    .from(operations)
    .where(eq(operations.organizationId, userId));
  return { balance, operations: row?.operations ?? 0 };
}

/** What one server setup gives the burst: its URL, a granting callback, a state reader. */
interface TBurstSetup {
  label: string;
  env: Record<string, string>;
  /** Grants the account its credits (the server may be stopped meanwhile, and started again). */
  grant(userId: string, server: { stop(): Promise<void>; start(): Promise<void> }): Promise<void>;
  /** The account's state once the server is stopped. */
  state(userId: string): Promise<{ balance: number; operations: number }>;
  targets: { createP99?: number };
}

async function runBurst(setup: TBurstSetup, pdf: string): Promise<TBenchResult[]> {
  const group = createProcessGroup();
  const env = {
    ...setup.env,
    PORT: String(await freePort()),
    SIGNER_RATE_LIMIT: '100000000',
    AUTH_SIGN_IN_LIMIT: '1000',
    AUTH_EMAIL_LIMIT: '1000',
  };
  // Where the server writes a CPU profile of its run (node --cpu-prof), when set.
  const profile = process.env.BURST_PROFILE_DIR;
  const start = () =>
    startServerProcess('all', env, {
      nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
      // Where the server's log goes (LOG_LEVEL warn unless set), when set.
      logFile: process.env.BURST_SERVER_LOG,
    });
  let server: TStarted | undefined = group.add(await start());
  try {
    let userId = '';
    let granted = { balance: 0, operations: 0 };
    const who = await registerIntegrator(server.url, pdf, async (id) => {
      userId = id;
      await setup.grant(id, {
        stop: async () => {
          await server?.close();
        },
        start: async () => {
          server = group.add(await start());
        },
      });
      granted = await setup.state(id);
    });
    // The registration created one operation.
    const before = 1 + (await warm(server.url, who));
    const loadAverage = os.loadavg()[0] ?? 0;
    const answers = await burst(server.url, who);
    await server.close();
    server = undefined;
    const after = await setup.state(userId);
    return burstRows(
      setup.label,
      answers,
      loadAverage,
      before,
      {
        operations: after.operations - granted.operations,
        credits: granted.balance - after.balance,
      },
      setup.targets,
    );
  } finally {
    await server?.close();
    await group.close();
  }
}

/**
 * `npm run bench -- burst`: HEALTH_CLIENTS (200) loops of GET /api/health and
 * CREATE_CLIENTS (20) loops of a creation, BURST_SECONDS (20) seconds, against one ROLE=all
 * server process as `npm start` runs it: on PGlite (a fresh DATA_DIR; PGlite admits one
 * process, so the credits are granted between two starts of the server), then on
 * PostgreSQL (a fresh database). Health p50/p99/max, creation p50/p99, every status
 * counted, and the account checked afterwards: one operation and its cost per 200.
 */
export async function loadBurstBench(): Promise<TBenchResult[]> {
  const pdf = Buffer.from(await makeTextPdf(1)).toString('base64');
  const results: TBenchResult[] = [];
  const databases = (process.env.BURST_DATABASES ?? 'pglite,postgres').split(',');
  if (databases.includes('pglite')) results.push(...(await burstOnPglite(pdf)));
  if (databases.includes('postgres')) results.push(...(await burstOnPostgres(pdf)));
  return results;
}

async function burstOnPglite(pdf: string): Promise<TBenchResult[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-burst-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  try {
    const withPglite = async <T>(fn: (database: { db: TDb }) => Promise<T>) => {
      const database = await openDatabase({ pgliteDir });
      try {
        return await fn(database);
      } finally {
        await database.close();
      }
    };
    return await runBurst(
      {
        label: 'PGlite',
        env: { DATA_DIR: dataDir },
        async grant(userId, server) {
          // PGlite admits one process: the server stops while the bench writes.
          await server.stop();
          await withPglite((database) =>
            addCredits(database.db, {
              organizationId: userId,
              kind: 'grant',
              amount: GRANT,
              reason: 'bench',
            }),
          );
          await server.start();
        },
        state: (userId) => withPglite((database) => accountState(database, userId)),
        targets: { createP99: 2000 },
      },
      pdf,
    );
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function burstOnPostgres(pdf: string): Promise<TBenchResult[]> {
  const pg = await createTestDatabase({ adminUrl: POSTGRES_URL });
  const database = await openDatabase({ url: pg.url });
  try {
    return await runBurst(
      {
        label: 'PostgreSQL',
        env: { DATA_DIR: pg.dataDir, DATABASE_URL: pg.url ?? '' },
        async grant(userId) {
          await addCredits(database.db, {
            organizationId: userId,
            kind: 'grant',
            amount: GRANT,
            reason: 'bench',
          });
        },
        state: (userId) => accountState(database, userId),
        targets: {},
      },
      pdf,
    );
  } finally {
    await database.close();
    await pg.drop().catch(() => {});
  }
}
