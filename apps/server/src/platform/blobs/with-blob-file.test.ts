import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobIntegrityError, createDiskBlobStore, type TBlobStore } from './blob-store.ts';
import { withBlobFile } from './with-blob-file.ts';

describe('withBlobFile', () => {
  let root: string;
  let temp: string;
  let store: TBlobStore;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-blobs-'));
    temp = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-spool-'));
    store = createDiskBlobStore(root);
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
    await fs.rm(temp, { recursive: true, force: true });
  });

  it('hands over the blob as a file and removes it afterwards, also when the use fails', async () => {
    const { key } = await store.put(new TextEncoder().encode('a recording'));
    let seen = '';
    const size = await withBlobFile(
      store,
      key,
      async (file) => {
        seen = file;
        expect(await fs.readFile(file, 'utf8')).toBe('a recording');
        return (await fs.stat(file)).size;
      },
      temp,
    );
    expect(size).toBe(11);
    expect(seen.startsWith(temp)).toBe(true);
    expect(await fs.readdir(temp)).toEqual([]);
    const failing = withBlobFile(store, key, () => Promise.reject(new Error('ffmpeg died')), temp);
    await expect(failing).rejects.toThrow('ffmpeg died');
    expect(await fs.readdir(temp)).toEqual([]);
  });

  it('refuses a blob changed in the store, and leaves nothing behind', async () => {
    const { key } = await store.put(new TextEncoder().encode('a recording'));
    await fs.writeFile(path.join(root, key.slice(0, 2), key.slice(2, 4), key), 'another one');
    let used = false;
    const reading = withBlobFile(
      store,
      key,
      async () => {
        used = true;
      },
      temp,
    );
    await expect(reading).rejects.toThrow(BlobIntegrityError);
    expect(used).toBe(false);
    expect(await fs.readdir(temp)).toEqual([]);
  });
});
