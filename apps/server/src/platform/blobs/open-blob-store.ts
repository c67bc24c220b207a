import path from 'node:path';
import type { TConfig } from '../config.ts';
import type { TDb } from '../db/client.ts';
import { createDiskBlobStore, type TBlobStore } from './blob-store.ts';
import { createPostgresBlobStore } from './postgres-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

export type TBlobStoreKind = TConfig['BLOB_STORE'];

/** The blob store of that kind, as the configuration describes it. */
export function openBlobStore(kind: TBlobStoreKind, config: TConfig, db: TDb): TBlobStore {
  if (kind === 'postgres') return createPostgresBlobStore(db);
  if (kind === 's3') {
    if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required with BLOB_STORE=s3');
    return createS3BlobStore({
      bucket: config.S3_BUCKET,
      prefix: config.S3_PREFIX,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return createDiskBlobStore(path.join(config.DATA_DIR, 'blobs'));
}
