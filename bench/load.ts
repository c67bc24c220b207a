import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCredits } from '../apps/server/src/modules/credits/add-credits.ts';
import { makeTextPdf } from '../apps/server/src/modules/sealing/testing/sample-pdfs.ts';
import { openDatabase, type TDb } from '../apps/server/src/platform/db/client.ts';
import { freePort } from '../apps/server/test/support/free-port.ts';
import { createTestDatabase } from '../apps/server/test/support/test-database.ts';
import { startTestServer } from '../apps/server/test/support/test-server.ts';
import {
  cpuSecondsOf,
  createProcessGroup,
  postgresPids,
  startFloor,
  startServerProcess,
} from './load-processes.ts';
import { registerIntegrator, type TIntegrator } from './load-setup.ts';
import type { TBenchResult } from './types.ts';

const grantCredits = (db: TDb, userId: string) =>
  addCredits(db, {
    organizationId: userId,
    kind: 'grant',
    amount: 10_000_000,
    reason: 'bench',
  }).then(() => {});

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 16;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface TLoadStats {
  rps: number;
  /** Requests answered in the measured seconds. */
  total: number;
  p50: number;
  p99: number;
  errors: number;
}

interface TRequestSpec {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * autocannon in its own process (the load never shares an event loop with a server):
 * CONNECTIONS connections for SECONDS seconds spread over `urls` (several: the connections
 * are dealt out between them, as a load balancer would).
 */
async function cannon(urls: string[], spec: TRequestSpec, seconds = SECONDS): Promise<TLoadStats> {
  const args = ['-j', '-c', String(CONNECTIONS), '-d', String(seconds), '-m', spec.method ?? 'GET'];
  for (const [name, value] of Object.entries(spec.headers ?? {}))
    args.push('-H', `${name}=${value}`);
  let bodyFile: string | undefined;
  if (spec.body !== undefined) {
    bodyFile = path.join(os.tmpdir(), `confirma-load-${process.pid}-${Date.now()}.json`);
    await fs.writeFile(bodyFile, spec.body);
    args.push('-H', 'content-type=application/json', '-i', bodyFile);
  }
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/autocannon/autocannon.js'),
      ...args,
      ...urls.map((url) => `${url}${spec.path}`),
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (bodyFile) await fs.rm(bodyFile, { force: true });
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = JSON.parse(out) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const rows = (name: string, stats: TLoadStats, target?: { rps?: number; p99?: number }) => {
  const out: TBenchResult[] = [
    {
      name: `${name}: throughput`,
      value: stats.rps,
      unit: 'req/s',
      ...(target?.rps ? { target: `>= ${target.rps} req/s`, ok: stats.rps >= target.rps } : {}),
    },
    { name: `${name}: p50`, value: stats.p50, unit: 'ms' },
    {
      name: `${name}: p99`,
      value: stats.p99,
      unit: 'ms',
      ...(target?.p99 ? { target: `<= ${target.p99} ms`, ok: stats.p99 <= target.p99 } : {}),
    },
    {
      name: `${name}: errors`,
      value: stats.errors,
      unit: 'requests',
      target: '0',
      ok: stats.errors === 0,
    },
  ];
  return out;
};

/** The processes whose CPU a creation costs: web and worker processes, and PostgreSQL's. */
interface TCpuOwners {
  web: number[];
  worker: number[];
}

/**
 * CPU milliseconds per request that each kind of process spent while `load` ran (from
 * /proc: Linux only), PostgreSQL's server and backends included: where a request's time
 * goes when the machine is saturated, whatever the machine's speed.
 */
async function cpuPerRequest(owners: TCpuOwners, load: () => Promise<TLoadStats>) {
  const kinds = { web: owners.web, worker: owners.worker, PostgreSQL: postgresPids() };
  const before = Object.values(kinds).map((pids) => pids.map(cpuSecondsOf));
  const stats = await load();
  const perRequest = Object.entries(kinds).map(([kind, pids], k) => {
    const used = pids.reduce((sum, pid, i) => sum + cpuSecondsOf(pid) - (before[k]?.[i] ?? 0), 0);
    return { kind, ms: stats.total > 0 ? (used * 1000) / stats.total : 0 };
  });
  return { stats, perRequest };
}

/** What the load drives against one setup: health, creation, a signer's reads, a sender's list. */
async function driveProduct(
  label: string,
  urls: string[],
  who: TIntegrator,
  targets: { create: { rps: number; p99?: number } },
  cpu?: TCpuOwners,
): Promise<{ results: TBenchResult[]; health: TLoadStats }> {
  const auth = { authorization: `Bearer ${who.token}`, origin: who.publicUrl };
  // A process just started loads pdf.js in its PDF threads for a few seconds: measured
  // after that, as a server that has been running is.
  await cannon(urls, { path: '/api/health' }, 3);
  const health = await cannon(urls, { path: '/api/health' });
  const creation: TRequestSpec = {
    method: 'POST',
    path: `/api/v2/create/withotpandtoken/${who.domainUuid}`,
    headers: auth,
    body: who.createBody,
  };
  // Eight seconds unmeasured first: a process just started compiles its hot paths, in its
  // event loop and in each of its PDF threads. Measured on a 2-core machine with two web
  // processes, the five seconds that follow two unmeasured ones cost 4.3 ms of web CPU per
  // creation against 3.0–3.4 ms once the processes have run for seven; the web processes
  // that join for the 2- and 3-process runs start cold.
  await cannon(urls, creation, 8);
  const measured = cpu
    ? await cpuPerRequest(cpu, () => cannon(urls, creation))
    : { stats: await cannon(urls, creation), perRequest: [] };
  const create = measured.stats;
  const signer = await cannon(urls, {
    path: `/api/v2/getoperationbyuuid/${who.domainUuid}/${who.operationId}`,
    headers: { authorization: `Bearer ${who.signerToken}` },
  });
  const reads = await cannon(urls, { path: '/api/operations?limit=20', headers: auth });
  return {
    health,
    results: [
      ...rows(`load ${label}: GET /api/health`, health),
      ...rows(`load ${label}: create, 1-page upload`, create, targets.create),
      ...measured.perRequest.map(({ kind, ms }) => ({
        name: `load ${label}: create, CPU per operation, ${kind}`,
        value: ms,
        unit: 'ms',
      })),
      ...rows(`load ${label}: signer opens the operation`, signer),
      ...rows(`load ${label}: sender lists operations`, reads),
    ],
  };
}

/**
 * `npm run bench -- load`: bounded load (autocannon, 16 connections, LOAD_SECONDS each,
 * default 5; after 3 s of unmeasured health checks, and creation after 8 s more) against servers it starts: the floors (bare Fastify; Fastify + Drizzle on
 * PGlite and on PostgreSQL), the product on PGlite (one ROLE=all process), then on
 * PostgreSQL one ROLE=worker and 1, 2 and 3 ROLE=web processes sharing the database
 * (BLOB_STORE=postgres, one DATA_DIR for the secrets and the PKI), with the CPU each kind
 * of process spent per operation created (web, worker, PostgreSQL). Everything it started
 * is closed on every path.
 */
export async function loadBench(): Promise<TBenchResult[]> {
  const group = createProcessGroup();
  const dirs: string[] = [];
  const results: TBenchResult[] = [];
  const tempDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-load-'));
    dirs.push(dir);
    return dir;
  };
  const pg = await createTestDatabase({ adminUrl: POSTGRES_URL });
  const pdf = Buffer.from(await makeTextPdf(1)).toString('base64');
  try {
    // Floors, measured in this run.
    const bare = group.add(await startFloor('none', {}));
    const floorBare = await cannon([bare.url], { path: '/health' });
    await bare.close();
    const pgliteFloor = group.add(await startFloor('pglite', { DATA_DIR: await tempDir() }));
    const floorPglite = await cannon([pgliteFloor.url], { path: '/health' });
    await pgliteFloor.close();
    const pgFloor = group.add(await startFloor('postgres', { DATABASE_URL: pg.url ?? '' }));
    const floorPostgres = await cannon([pgFloor.url], { path: '/health' });
    await pgFloor.close();
    results.push(
      ...rows('floor: bare Fastify', floorBare),
      ...rows('floor: Fastify + Drizzle (PGlite)', floorPglite),
      ...rows('floor: Fastify + Drizzle (PostgreSQL)', floorPostgres),
    );
    const ratio = (label: string, health: TLoadStats, floor: TLoadStats) => {
      const value = health.rps / floor.rps;
      results.push({
        name: `${label}: /api/health vs Fastify + Drizzle floor`,
        value,
        unit: 'x',
        target: '>= 0.9x',
        ok: value >= 0.9,
      });
    };
    const env = {
      SIGNER_RATE_LIMIT: '100000000',
      SIGNER_IP_RATE_LIMIT: '100000000',
      AUTH_SIGN_IN_LIMIT: '1000',
      AUTH_EMAIL_LIMIT: '1000',
      // JOBS_POLL_MS is left at the product's default (1 s): a worker polling five times as
      // often spends that CPU beside the requests measured.
    };

    // PGlite: the embedded default, one ROLE=all process. PGlite admits one process, so
    // it runs inside the bench (the load comes from autocannon's own process) and the
    // credits are granted through its database.
    const embedded = await startTestServer(env);
    group.add({ url: embedded.url, close: () => embedded.close() });
    embedded.worker.start();
    const embeddedWho = await registerIntegrator(embedded.url, pdf, (userId) =>
      grantCredits(embedded.platform.database.db, userId),
    );
    const onPglite = await driveProduct('PGlite, 1 process', [embedded.url], embeddedWho, {
      create: { rps: 60 },
    });
    results.push(...onPglite.results);
    ratio('PGlite', onPglite.health, floorPglite);
    await embedded.close();

    // PostgreSQL: one worker, then 1, 2 and 3 web processes on one database. The worker
    // starts first (migrations, DATA_DIR's secrets and PKI); the web processes share them.
    const firstPort = await freePort();
    const shared = {
      ...env,
      DATABASE_URL: pg.url ?? '',
      DATA_DIR: await tempDir(),
      BLOB_STORE: 'postgres',
      // The address the load balancer would have: the first web process's.
      PUBLIC_URL: `http://127.0.0.1:${firstPort}`,
    };
    const worker = group.add(await startServerProcess('worker', shared));
    const web1 = group.add(await startServerProcess('web', { ...shared, PORT: String(firstPort) }));
    const webs = [web1];
    const database = await openDatabase({ url: pg.url });
    group.add({ url: '', close: () => database.close() });
    const who = await registerIntegrator(web1.url, pdf, (userId) =>
      grantCredits(database.db, userId),
    );
    for (const count of [1, 2, 3]) {
      while (webs.length < count) webs.push(group.add(await startServerProcess('web', shared)));
      const label = `PostgreSQL, ${count} web + 1 worker`;
      const run = await driveProduct(
        label,
        webs.map((web) => web.url),
        who,
        { create: { rps: 150, p99: 150 } },
        {
          web: webs.flatMap((web) => (web.pid ? [web.pid] : [])),
          worker: worker.pid ? [worker.pid] : [],
        },
      );
      results.push(...run.results);
      if (count === 1) ratio('PostgreSQL', run.health, floorPostgres);
    }
  } finally {
    await group.close();
    await pg.drop().catch(() => {});
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  }
  return results;
}
