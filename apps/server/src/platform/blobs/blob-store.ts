import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline, type Readable, Transform } from 'node:stream';
import { pipeline as pipe } from 'node:stream/promises';

/** A SHA-256 in lowercase hex: the only name a blob ever has. */
export type TBlobKey = string;

const KEY_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Content-addressed storage for documents, images and videos: on disk (the embedded
 * default), in PostgreSQL or in an S3 bucket (BLOB_STORE). Every read checks the bytes
 * against their name: a blob changed in the store is refused (BlobIntegrityError).
 */
export interface TBlobStore {
  /** Stores bytes and returns their SHA-256; storing the same bytes twice is a no-op. */
  put(data: Uint8Array): Promise<TStoredBlob>;
  /**
   * Stores the bytes of `source` as they come, like `put`: hashed while they are written to a
   * temp file, so a large blob (a video) is never one buffer (except in PostgreSQL, whose row
   * takes the value whole). With `expect`, bytes that hash otherwise are refused
   * (BlobIntegrityError) and nothing is stored.
   */
  putStream(
    source: AsyncIterable<Uint8Array>,
    options?: { expect?: TBlobKey },
  ): Promise<TStoredBlob>;
  get(key: TBlobKey): Promise<Buffer>;
  stream(key: TBlobKey): Promise<Readable>;
  has(key: TBlobKey): Promise<boolean>;
  /** Size and time of storage, or null when there is no such blob. */
  stat(key: TBlobKey): Promise<TBlobStat | null>;
  /** Every stored blob (for the collection of unreferenced ones). */
  list(): AsyncIterable<TBlobStat & { key: TBlobKey }>;
  delete(key: TBlobKey): Promise<void>;
  /**
   * Deletes the blob unless it was stored (or stored again) at `olderThan` or later, and
   * says whether it did. A `put` racing with it either keeps the blob or writes it anew:
   * the collection of unreferenced blobs never takes one a new reference is being made to.
   */
  deleteIfStale(key: TBlobKey, olderThan: Date): Promise<boolean>;
}

export interface TStoredBlob {
  key: TBlobKey;
  size: number;
  /** False when the store held these bytes already. */
  created: boolean;
}

export interface TBlobStat {
  size: number;
  storedAt: Date;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`blob ${key} not found`);
    this.name = 'BlobNotFoundError';
  }
}

/** A stored blob whose bytes no longer hash to its name: changed or damaged in the store. */
export class BlobIntegrityError extends Error {
  constructor(readonly key: string) {
    super(`blob ${key} does not match its SHA-256: changed or damaged in the store`);
    this.name = 'BlobIntegrityError';
  }
}

export function sha256Hex(data: Uint8Array): TBlobKey {
  return createHash('sha256').update(data).digest('hex');
}

export function isBlobKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new BlobNotFoundError(key);
}

/** The bytes read for `key`, once checked against it. */
export function verified(key: TBlobKey, data: Buffer): Buffer {
  if (sha256Hex(data) !== key) throw new BlobIntegrityError(key);
  return data;
}

/** Passes the bytes through and fails the stream at its end when they do not hash to `key`. */
export function verifyingStream(key: TBlobKey): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      done(hash.digest('hex') === key ? null : new BlobIntegrityError(key));
    },
  });
}

/**
 * Writes `source` to a new file (`wx`), hashing it on the way: its SHA-256 and size. The file
 * is removed when the source or the write fails.
 */
export async function spoolToFile(
  source: AsyncIterable<Uint8Array>,
  file: string,
): Promise<{ key: TBlobKey; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  async function* hashed() {
    for await (const chunk of source) {
      hash.update(chunk);
      size += chunk.byteLength;
      yield chunk;
    }
  }
  const writer = createWriteStream(file, { flags: 'wx' });
  try {
    await pipe(hashed(), writer);
  } catch (error) {
    // A source that fails at once can fail while the file is still being opened: removed
    // before the open ends, it would be created after. Its stream closes once it is.
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
    await fs.rm(file, { force: true });
    throw error;
  }
  return { key: hash.digest('hex'), size };
}

/** Refuses bytes that were expected to hash to another key. */
export function requireExpected(key: TBlobKey, options: { expect?: TBlobKey } = {}): void {
  if (options.expect !== undefined && options.expect !== key) {
    throw new BlobIntegrityError(options.expect);
  }
}

/** Blobs under `<root>/ab/cd/<sha256>`; written to a temp file, then renamed (atomic). */
export function createDiskBlobStore(root: string): TBlobStore {
  const pathOf = (key: TBlobKey) => path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );

  /**
   * Stored again: a fresh time keeps it out of the collection's grace period. False when it
   * is not there (or the collection took it meanwhile): then it is written anew.
   */
  const touched = async (file: string) => {
    if (!(await exists(file))) return false;
    const now = new Date();
    return fs.utimes(file, now, now).then(
      () => true,
      () => false,
    );
  };

  return {
    async put(data) {
      const key = sha256Hex(data);
      const file = pathOf(key);
      if (await touched(file)) return { key, size: data.byteLength, created: false };
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(temp, data, { flag: 'wx' });
      await fs.rename(temp, file);
      return { key, size: data.byteLength, created: true };
    },
    async putStream(source, options) {
      // The name is known at the end: the temp file lies in the root (same file system, so
      // the rename stays atomic), where list() does not see it.
      await fs.mkdir(root, { recursive: true });
      const temp = path.join(root, `${randomUUID()}.tmp`);
      const { key, size } = await spoolToFile(source, temp);
      try {
        requireExpected(key, options);
        const file = pathOf(key);
        if (await touched(file)) return { key, size, created: false };
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.rename(temp, file);
        return { key, size, created: true };
      } finally {
        await fs.rm(temp, { force: true });
      }
    },
    async get(key) {
      assertKey(key);
      try {
        return verified(key, await fs.readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
        throw error;
      }
    },
    async stream(key) {
      assertKey(key);
      const file = pathOf(key);
      if (!(await exists(file))) throw new BlobNotFoundError(key);
      const checked = verifyingStream(key);
      // An error of either side ends up on `checked`, which its reader sees.
      pipeline(createReadStream(file), checked, () => {});
      return checked;
    },
    async has(key) {
      return KEY_PATTERN.test(key) && exists(pathOf(key));
    },
    async stat(key) {
      if (!KEY_PATTERN.test(key)) return null;
      try {
        const info = await fs.stat(pathOf(key));
        return { size: info.size, storedAt: info.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async *list() {
      const entries = await fs
        .readdir(root, { recursive: true, withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
      for (const entry of entries) {
        if (!entry.isFile() || !KEY_PATTERN.test(entry.name)) continue;
        const info = await fs.stat(path.join(entry.parentPath, entry.name)).catch(() => null);
        if (info) yield { key: entry.name, size: info.size, storedAt: info.mtime };
      }
    },
    async delete(key) {
      assertKey(key);
      await fs.rm(pathOf(key), { force: true });
    },
    async deleteIfStale(key, olderThan) {
      assertKey(key);
      const file = pathOf(key);
      // Moved aside first (atomic): a put from now on finds no blob and writes it again; a
      // put that touched it before shows in its time, and it is put back.
      const aside = `${file}.${randomUUID()}.gc`;
      try {
        await fs.rename(file, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
      const { mtime } = await fs.stat(aside);
      if (mtime.getTime() >= olderThan.getTime()) {
        await fs.rename(aside, file);
        return false;
      }
      await fs.rm(aside, { force: true });
      return true;
    },
  };
}
