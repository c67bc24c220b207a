import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A SHA-256 in lowercase hex: the only name a blob ever has. */
export type TBlobKey = string;

const KEY_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Content-addressed storage for documents, images and videos. The disk store is the
 * embedded default; an S3-compatible store implements the same interface.
 */
export interface TBlobStore {
  /** Stores bytes and returns their SHA-256; storing the same bytes twice is a no-op. */
  put(data: Uint8Array): Promise<{ key: TBlobKey; size: number; created: boolean }>;
  get(key: TBlobKey): Promise<Buffer>;
  stream(key: TBlobKey): Promise<Readable>;
  has(key: TBlobKey): Promise<boolean>;
  delete(key: TBlobKey): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`blob ${key} not found`);
    this.name = 'BlobNotFoundError';
  }
}

export function sha256Hex(data: Uint8Array): TBlobKey {
  return createHash('sha256').update(data).digest('hex');
}

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new BlobNotFoundError(key);
}

/** Blobs under `<root>/ab/cd/<sha256>`; written to a temp file, then renamed (atomic). */
export function createDiskBlobStore(root: string): TBlobStore {
  const pathOf = (key: TBlobKey) => path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );

  return {
    async put(data) {
      const key = sha256Hex(data);
      const file = pathOf(key);
      if (await exists(file)) return { key, size: data.byteLength, created: false };
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(temp, data, { flag: 'wx' });
      await fs.rename(temp, file);
      return { key, size: data.byteLength, created: true };
    },
    async get(key) {
      assertKey(key);
      try {
        return await fs.readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
        throw error;
      }
    },
    async stream(key) {
      assertKey(key);
      const file = pathOf(key);
      if (!(await exists(file))) throw new BlobNotFoundError(key);
      return createReadStream(file);
    },
    async has(key) {
      return KEY_PATTERN.test(key) && exists(pathOf(key));
    },
    async delete(key) {
      assertKey(key);
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
