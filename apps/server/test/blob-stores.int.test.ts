import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlobIntegrityError,
  BlobNotFoundError,
  createDiskBlobStore,
  sha256Hex,
  type TBlobStore,
} from '../src/platform/blobs/blob-store.ts';
import { collectUnreferencedBlobs } from '../src/platform/blobs/collect-blobs.ts';
import { createPostgresBlobStore } from '../src/platform/blobs/postgres-blob-store.ts';
import { createS3BlobStore } from '../src/platform/blobs/s3-blob-store.ts';
import { blobs } from '../src/platform/db/schema.ts';
import { createHttpClient } from './support/http-client.ts';
import { letterPdf } from './support/notifications.ts';
import { bearer, createdOperation } from './support/operations.ts';
import { S3_TEST_CREDENTIALS, startS3Server } from './support/s3-server.ts';
import {
  createTestDatabase,
  openTestDatabase,
  type TTestDatabase,
} from './support/test-database.ts';
import { startTestServer } from './support/test-server.ts';
import { uploadingSender } from './support/uploads.ts';

/** A store under test, and what a test does to it behind its back. */
interface TDriver {
  store: TBlobStore;
  /** Replaces the stored bytes of `key` (a change made in the store, not through it). */
  tamper(key: string, data: Buffer): Promise<void>;
  /** Sets the time `key` was stored at. */
  age(key: string, at: Date): Promise<void>;
  close(): Promise<void>;
}

const drivers: Record<string, () => Promise<TDriver>> = {
  async disk() {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-blobs-'));
    const file = (key: string) => path.join(root, key.slice(0, 2), key.slice(2, 4), key);
    return {
      store: createDiskBlobStore(root),
      tamper: (key, data) => fs.writeFile(file(key), data),
      age: (key, at) => fs.utimes(file(key), at, at),
      close: () => fs.rm(root, { recursive: true, force: true }),
    };
  },
  async postgres() {
    const test = await openTestDatabase();
    return {
      store: createPostgresBlobStore(test.db),
      tamper: async (key, data) => {
        await test.db.update(blobs).set({ data }).where(eq(blobs.key, key));
      },
      age: async (key, at) => {
        await test.db.update(blobs).set({ storedAt: at }).where(eq(blobs.key, key));
      },
      close: () => test.drop(),
    };
  },
  async s3() {
    // Pages of 2 objects: listing more walks the continuation tokens.
    const server = await startS3Server({ buckets: ['confirma-test'], pageSize: 2 });
    const file = (key: string) => server.objectFile('confirma-test', `blobs/${key}`);
    return {
      store: createS3BlobStore({
        bucket: 'confirma-test',
        prefix: 'blobs/',
        region: 'us-east-1',
        endpoint: server.url,
        forcePathStyle: true,
        credentials: S3_TEST_CREDENTIALS,
      }),
      tamper: async (key, data) => {
        await fs.writeFile(file(key), data);
      },
      age: async (key, at) => {
        await fs.utimes(file(key), at, at);
      },
      close: server.close,
    };
  },
};

const bytes = (text: string) => new TextEncoder().encode(text);
const collect = async <T>(items: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
};

describe.each(Object.keys(drivers))('the %s blob store', (kind) => {
  let driver: TDriver;
  let store: TBlobStore;
  beforeAll(async () => {
    driver = await (drivers[kind] as () => Promise<TDriver>)();
    store = driver.store;
  });
  afterAll(() => driver?.close());

  it('names a blob by its SHA-256, stores identical bytes once and reads them back', async () => {
    const data = bytes(`%PDF-1.7 ${kind}`);
    const stored = await store.put(data);
    expect(stored).toEqual({ key: sha256Hex(data), size: data.byteLength, created: true });
    expect((await store.put(data)).created).toBe(false);
    expect(Buffer.compare(await store.get(stored.key), Buffer.from(data))).toBe(0);
    expect(await store.has(stored.key)).toBe(true);
    expect((await store.stat(stored.key))?.size).toBe(data.byteLength);
    const chunks: Buffer[] = [];
    for await (const chunk of await store.stream(stored.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(`%PDF-1.7 ${kind}`);
  });

  it('stores a stream as it comes, by its SHA-256; other bytes than expected store nothing', async () => {
    const parts = [bytes(`streamed ${kind} `), new Uint8Array(3 * 65_536).fill(7), bytes('end')];
    const whole = Buffer.concat(parts);
    async function* source() {
      yield* parts;
    }
    const stored = await store.putStream(source(), { expect: sha256Hex(whole) });
    expect(stored).toEqual({ key: sha256Hex(whole), size: whole.length, created: true });
    expect((await store.get(stored.key)).equals(whole)).toBe(true);
    expect((await store.putStream(source())).created).toBe(false);

    const other = Buffer.concat([whole, bytes('!')]);
    async function* longer() {
      yield* parts;
      yield bytes('!');
    }
    await expect(store.putStream(longer(), { expect: stored.key })).rejects.toBeInstanceOf(
      BlobIntegrityError,
    );
    expect(await store.has(sha256Hex(other))).toBe(false);
    async function* failing() {
      yield bytes('half');
      throw new Error('the client went away');
    }
    await expect(store.putStream(failing())).rejects.toThrow('the client went away');
    expect(await store.has(sha256Hex(bytes('half')))).toBe(false);
  });

  it('refuses keys that are not hashes and blobs it does not hold', async () => {
    await expect(store.get('../../etc/passwd')).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.get('a'.repeat(64))).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.stream('b'.repeat(64))).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.has('../x')).toBe(false);
    expect(await store.stat('c'.repeat(64))).toBeNull();
  });

  it('detects a blob changed in the store: reading it fails', async () => {
    const { key } = await store.put(bytes(`original ${kind}`));
    await driver.tamper(key, Buffer.from(`forged ${kind}!`));
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobIntegrityError);
    const read = async () => {
      for await (const _chunk of await store.stream(key)) {
        // drained: the check runs at the end
      }
    };
    await expect(read()).rejects.toBeInstanceOf(BlobIntegrityError);
  });

  it('lists what it holds; storing again refreshes the time; deletes only stale blobs', async () => {
    const keys = await Promise.all(
      ['one', 'two', 'three', 'four', 'five'].map(
        async (text) => (await store.put(bytes(text))).key,
      ),
    );
    const listed = await collect(store.list());
    for (const key of keys) expect(listed.map((blob) => blob.key)).toContain(key);
    expect(listed.find((blob) => blob.key === keys[1])?.size).toBe(3);

    const [key = ''] = keys;
    const old = new Date('2020-01-01T00:00:00Z');
    const cutoff = new Date('2021-01-01T00:00:00Z');
    await driver.age(key, old);
    expect((await store.stat(key))?.storedAt.getTime()).toBe(old.getTime());
    await store.put(bytes('one'));
    expect((await store.stat(key))?.storedAt.getTime()).toBeGreaterThan(cutoff.getTime());
    expect(await store.deleteIfStale(key, cutoff)).toBe(false);
    await driver.age(key, old);
    expect(await store.deleteIfStale(key, cutoff)).toBe(true);
    expect(await store.has(key)).toBe(false);
    expect(await store.deleteIfStale(key, cutoff)).toBe(false);
    expect((await store.put(bytes('one'))).created).toBe(true);
    await store.delete(key);
    expect(await store.has(key)).toBe(false);
  });

  it('serves the collection of unreferenced blobs', async () => {
    const kept = await store.put(bytes(`kept ${kind}`));
    const dropped = await store.put(bytes(`dropped ${kind}`));
    const old = new Date(Date.now() - 3 * 24 * 3600_000);
    await driver.age(kept.key, old);
    await driver.age(dropped.key, old);
    const result = await collectUnreferencedBlobs(store, async () => new Set([kept.key]), {
      graceMs: 24 * 3600_000,
    });
    expect(result.collected).toBeGreaterThanOrEqual(1);
    expect(await store.has(kept.key)).toBe(true);
    expect(await store.has(dropped.key)).toBe(false);
  });
});

describe('the postgres blob store on the database', () => {
  it('keeps the bytes in the blobs table, without a copy per store', async () => {
    const test = await openTestDatabase();
    try {
      const one = createPostgresBlobStore(test.db);
      const two = createPostgresBlobStore(test.db);
      const { key } = await one.put(bytes('shared by every process'));
      expect((await two.get(key)).toString()).toBe('shared by every process');
      const rows = await test.db.select({ n: sql<number>`count(*)::int` }).from(blobs);
      expect(rows[0]?.n).toBe(1);
    } finally {
      await test.drop();
    }
  });
});

describe('the s3 blob store against a server that checks signatures', () => {
  it('is refused with a wrong secret or another key, and stores nothing', async () => {
    const server = await startS3Server({ buckets: ['confirma-test'] });
    try {
      const storeWith = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
        createS3BlobStore({
          bucket: 'confirma-test',
          prefix: '',
          region: 'us-east-1',
          endpoint: server.url,
          forcePathStyle: true,
          credentials,
        });
      const data = bytes('signed by someone else');
      const refusedWith = async (credentials: typeof S3_TEST_CREDENTIALS | object) => {
        const before = server.refused.length;
        await expect(
          storeWith(credentials as typeof S3_TEST_CREDENTIALS).put(data),
        ).rejects.toThrow();
        return server.refused.slice(before);
      };
      const wrongSecret = await refusedWith({ ...S3_TEST_CREDENTIALS, secretAccessKey: 'nope' });
      expect(wrongSecret.length).toBeGreaterThan(0);
      for (const why of wrongSecret) expect(why).toMatch(/: signature does not match$/);
      const otherKey = await refusedWith({ ...S3_TEST_CREDENTIALS, accessKeyId: 'another-key' });
      expect(otherKey.length).toBeGreaterThan(0);
      for (const why of otherKey) expect(why).toMatch(/: unknown access key$/);
      await expect(fs.stat(server.objectFile('confirma-test', sha256Hex(data)))).rejects.toThrow();
      // The right pair stores it.
      await storeWith(S3_TEST_CREDENTIALS).put(data);
      await expect(
        fs.stat(server.objectFile('confirma-test', sha256Hex(data))),
      ).resolves.toBeDefined();
    } finally {
      await server.close();
    }
  });
});

describe('a server on each store, and the migration between them', () => {
  const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let database: TTestDatabase;
  beforeAll(async () => {
    s3 = await startS3Server({ buckets: ['migrated'] });
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await s3?.close();
    await database?.drop();
  });

  /** `npm run blobs:migrate` as its own process (PGlite: while no server runs). */
  const migrate = async (from: string, to: string) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/migrate-blobs.ts', '--from', from, '--to', to],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          ...database.env,
          ...s3.env('migrated'),
          BLOB_STORE: 'disk',
        },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    return { status, stdout, stderr };
  };
  /** The signer's view of the operation's document, from a server on `env`'s store. */
  const documentOn = async (env: Record<string, string>, created: TCreated) => {
    const server = await startTestServer(env, { database });
    try {
      const response = await createHttpClient(server.url).get(
        `/api/v2/getdocumentbyuuidb64/${created.operationId}/${created.documentId}`,
        bearer(created.loginautToken),
      );
      expect(response.status).toBe(200);
      return Buffer.from(await response.text(), 'base64');
    } finally {
      await server.close();
    }
  };
  type TCreated = Awaited<ReturnType<typeof createdOperation>>;

  it('moves the documents from disk to PostgreSQL to S3, and every server reads them', async () => {
    const pdf = await letterPdf('Contrato de arrendamiento');
    const first = await startTestServer({}, { database });
    let created: TCreated;
    try {
      const sender = await uploadingSender(first, 'blobs@example.com', 5);
      created = await createdOperation(await sender.upload(pdf));
    } finally {
      await first.close();
    }
    expect(Buffer.compare(await documentOn({}, created), Buffer.from(pdf))).toBe(0);

    const toPostgres = await migrate('disk', 'postgres');
    expect(toPostgres.stderr).toBe('');
    expect(toPostgres.status).toBe(0);
    expect(toPostgres.stdout).toMatch(/blobs disk -> postgres: [1-9]\d* copied/);
    // Run again, nothing is left to copy.
    expect((await migrate('disk', 'postgres')).stdout).toMatch(
      /: 0 copied \(0 bytes\), [1-9]\d* already/,
    );
    await fs.rm(path.join(database.dataDir, 'blobs'), { recursive: true, force: true });
    const onPostgres = await documentOn({ BLOB_STORE: 'postgres' }, created);
    expect(Buffer.compare(onPostgres, Buffer.from(pdf))).toBe(0);

    const toS3 = await migrate('postgres', 's3');
    expect(toS3.status).toBe(0);
    expect(toS3.stdout).toMatch(/blobs postgres -> s3: [1-9]\d* copied/);
    await expect(fs.stat(s3.objectFile('migrated', sha256Hex(pdf)))).resolves.toBeDefined();
    expect(s3.refused).toEqual([]);
    const onS3 = await documentOn(s3.env('migrated'), created);
    expect(Buffer.compare(onS3, Buffer.from(pdf))).toBe(0);
  }, 300_000);

  it('refuses a migration without two different stores', async () => {
    const same = await migrate('disk', 'disk');
    expect(same.status).toBe(2);
    expect(same.stderr).toContain('usage:');
  });
});
