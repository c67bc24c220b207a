import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spoolToFile, type TBlobKey, type TBlobStore } from './blob-store.ts';

/**
 * Runs `use` with a stored blob as a local file, for a tool that reads files (ffmpeg): the
 * blob is streamed from the store, checked against its SHA-256 on the way as every read is,
 * into a directory of its own under `parent` (the system's temp directory), and removed
 * afterwards whatever `use` does. No store hands out a path: the disk store's own file,
 * read directly, would skip that check; copying a 10 MB recording costs tens of ms.
 */
export async function withBlobFile<T>(
  blobs: Pick<TBlobStore, 'stream'>,
  key: TBlobKey,
  use: (file: string) => Promise<T>,
  parent = os.tmpdir(),
): Promise<T> {
  const dir = await fs.mkdtemp(path.join(parent, 'confirma-blob-'));
  try {
    const file = path.join(dir, 'blob');
    await spoolToFile(await blobs.stream(key), file);
    return await use(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
