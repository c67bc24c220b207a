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

  it('streams bytes in through a temp file it never leaves behind', async () => {
    async function* parts(...texts: string[]) {
      for (const text of texts) yield new TextEncoder().encode(text);
    }
    const stored = await store.putStream(parts('%PDF', '-1.7 ', 'streamed'));
    expect(stored.key).toBe(sha256Hex(new TextEncoder().encode('%PDF-1.7 streamed')));
    expect((await store.get(stored.key)).toString()).toBe('%PDF-1.7 streamed');
    expect((await store.putStream(parts('%PDF-1.7 streamed'))).created).toBe(false);
    await expect(store.putStream(parts('other'), { expect: stored.key })).rejects.toThrow(
      'does not match',
    );
    async function* broken() {
      yield new TextEncoder().encode('half');
      throw new Error('gone');
    }
    await expect(store.putStream(broken())).rejects.toThrow('gone');
    // Failing before its first part: the temp file is still being opened then.
    // biome-ignore lint/correctness/useYield: a source that fails before it yields anything
    async function* failsAtOnce(): AsyncGenerator<Uint8Array> {
      throw new Error('gone at once');
    }
    await expect(store.putStream(failsAtOnce())).rejects.toThrow('gone at once');
    const files = await fs.readdir(root, { recursive: true });
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
    expect(files.filter((file) => /^[0-9a-f]{64}$/.test(path.basename(file)))).toHaveLength(1);
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

  it('lists what it holds with sizes and times; storing again refreshes the time', async () => {
    const a = await store.put(new TextEncoder().encode('first'));
    const b = await store.put(new TextEncoder().encode('second one'));
    const listed = [];
    for await (const blob of store.list()) listed.push(blob);
    expect(listed.map((blob) => [blob.key, blob.size]).sort()).toEqual(
      [
        [a.key, 5],
        [b.key, 10],
      ].sort(),
    );
    const old = new Date('2020-01-01T00:00:00Z');
    const file = path.join(root, a.key.slice(0, 2), a.key.slice(2, 4), a.key);
    await fs.utimes(file, old, old);
    expect((await store.stat(a.key))?.storedAt).toEqual(old);
    await store.put(new TextEncoder().encode('first'));
    expect((await store.stat(a.key))?.storedAt.getTime()).toBeGreaterThan(old.getTime());
    expect(await store.stat('f'.repeat(64))).toBeNull();
    expect(await store.stat('../x')).toBeNull();
  });

  it('lists nothing before anything is stored', async () => {
    const empty = createDiskBlobStore(path.join(root, 'never-created'));
    const listed = [];
    for await (const blob of empty.list()) listed.push(blob);
    expect(listed).toEqual([]);
  });

  it('deletes a stale blob only, and a put after the deletion stores it anew', async () => {
    const bytes = new TextEncoder().encode('collect me');
    const { key } = await store.put(bytes);
    const file = path.join(root, key.slice(0, 2), key.slice(2, 4), key);
    const old = new Date('2020-01-01T00:00:00Z');
    await fs.utimes(file, old, old);
    const cutoff = new Date('2021-01-01T00:00:00Z');
    // Stored again after the cutoff: kept.
    await store.put(bytes);
    expect(await store.deleteIfStale(key, cutoff)).toBe(false);
    expect(await store.has(key)).toBe(true);
    await fs.utimes(file, old, old);
    expect(await store.deleteIfStale(key, cutoff)).toBe(true);
    expect(await store.has(key)).toBe(false);
    expect(await store.deleteIfStale(key, cutoff)).toBe(false);
    const again = await store.put(bytes);
    expect(again.created).toBe(true);
    expect((await store.get(key)).toString()).toBe('collect me');
    const leftovers = (await fs.readdir(root, { recursive: true })).filter((name) =>
      /\.(gc|tmp)$/.test(name),
    );
    expect(leftovers).toEqual([]);
  });
});
