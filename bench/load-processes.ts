import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/test/support/free-port.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A process the load bench started; `close` ends it (SIGTERM, then waits for its exit). */
export interface TStarted {
  url: string;
  close(): Promise<void>;
  /** The process's id, when it is a process of its own. */
  pid?: number | undefined;
}

/** CPU seconds (user + system) a process has used so far, from /proc; 0 where there is none. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

/** The ids of this machine's PostgreSQL processes (server and backends), from /proc. */
export function postgresPids(): number[] {
  const pids: number[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').startsWith('postgres')) {
        pids.push(Number(entry));
      }
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

/**
 * Everything the bench started, closed together on every path (a failure, Ctrl-C): the
 * bench never leaves a server holding the caller's terminal.
 */
export function createProcessGroup() {
  const started: TStarted[] = [];
  const onSignal = () => {
    void closeAll().finally(() => process.exit(130));
  };
  const closeAll = async () => {
    const all = started.splice(0).reverse();
    await Promise.allSettled(all.map((item) => item.close()));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    add<T extends TStarted>(item: T): T {
      started.push(item);
      return item;
    },
    async close() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await closeAll();
    },
  };
}

function ended(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await ended(child);
}

/**
 * How long a process may take to start: a first start migrates the database, and the
 * machines that run the benches are shared (three minutes seen under a load average of 20).
 */
const START_MS = 180_000;

/** Waits for a line of the child's output that contains `text` (START_MS at most). */
function waitForOutput(child: ChildProcess, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`no "${text}" within ${START_MS / 1000} s`)),
      START_MS,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before "${text}": ${seen.slice(-2000)}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const line = seen.split('\n').find((item) => item.includes(text));
      if (line) {
        clearTimeout(timer);
        resolve(line);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
    });
  });
}

/** A floor server (bench/load-floor.ts): bare Fastify, or Fastify + Drizzle on a database. */
export async function startFloor(
  kind: 'none' | 'pglite' | 'postgres',
  env: Record<string, string>,
): Promise<TStarted> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load-floor.ts', kind], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const line = await waitForOutput(child, 'listening ');
    return { url: `http://127.0.0.1:${line.split(' ')[1]?.trim()}`, close: () => stop(child) };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

/**
 * One server process as `npm run start:server` runs it, with `ROLE`: a web process is
 * ready when /api/health answers, a worker when it logs that it started. `nodeArgs` go to
 * node before the script (`--cpu-prof`, which NODE_OPTIONS does not take); with `logFile`
 * its output is appended there once it is ready.
 */
export async function startServerProcess(
  role: 'all' | 'web' | 'worker',
  env: Record<string, string>,
  { nodeArgs = [], logFile }: { nodeArgs?: string[]; logFile?: string | undefined } = {},
): Promise<TStarted> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        ROLE: role,
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        ...env,
        PORT: String(port),
        ...(role === 'worker' ? { LOG_LEVEL: 'info' } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const close = () => stop(child);
  try {
    if (role === 'worker') {
      await waitForOutput(child, 'confirma started');
    } else {
      const deadline = Date.now() + START_MS;
      const exited = ended(child).then(() => {
        throw new Error(`the ${role} process exited before it was healthy`);
      });
      for (;;) {
        const healthy = await Promise.race([
          fetch(`${url}/api/health`).then(
            (response) => response.ok,
            () => false,
          ),
          exited,
        ]);
        if (healthy) break;
        if (Date.now() > deadline)
          throw new Error(`the server was not healthy within ${START_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      exited.catch(() => {});
    }
    if (logFile) {
      const log = createWriteStream(logFile, { flags: 'a' });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
    } else {
      // Its output is not read any more: drained so the pipe never fills.
      child.stdout?.resume();
      child.stderr?.resume();
    }
    return { url, close, pid: child.pid };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function removeDir(dir: string) {
  await fs.rm(dir, { recursive: true, force: true });
}
