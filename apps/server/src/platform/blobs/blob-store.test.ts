import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BlobNotFoundError,
  createDiskBlobStore,
  sha256Hex,
  type TBlobStore,
} from './blob-store.ts';

describe('disk blob store', () => {
  let root: string;
  let store: TBlobStore;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-blobs-'));
    store = createDiskBlobStore(root);
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('names blobs by their SHA-256 and reads them back', async () => {
    const data = new TextEncoder().encode('%PDF-1.7 hello');
    const stored = await store.put(data);
    expect(stored).toEqual({ key: sha256Hex(data), size: data.byteLength, created: true });
    expect(stored.key).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.compare(await store.get(stored.key), Buffer.from(data))).toBe(0);
    expect(await store.has(stored.key)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await store.stream(stored.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.7 hello');
  });

  it('stores identical content once', async () => {
    const data = new TextEncoder().encode('same bytes');
    await store.put(data);
    const again = await store.put(data);
    expect(again.created).toBe(false);
    const files = await fs.readdir(root, { recursive: true });
    expect(files.filter((file) => file.endsWith(again.key))).toHaveLength(1);
    expect(files.some((file) => file.endsWith('.tmp'))).toBe(false);
  });

  it('refuses keys that are not hashes (no path traversal) and missing blobs', async () => {
    await expect(store.get('../../etc/passwd')).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.get('a'.repeat(64))).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.has('../x')).toBe(false);
  });

  it('deletes a blob', async () => {
    const { key } = await store.put(new TextEncoder().encode('to delete'));
    await store.delete(key);
    expect(await store.has(key)).toBe(false);
  });
});
