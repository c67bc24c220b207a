import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertKey,
  BlobNotFoundError,
  isBlobKey,
  requireExpected,
  sha256Hex,
  spoolToFile,
  type TBlobStat,
  type TBlobStore,
  verified,
} from './blob-store.ts';

export interface TS3BlobStoreOptions {
  bucket: string;
  /** Prepended to every object name (`confirma/`), to share a bucket. */
  prefix: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2...); unset: AWS. */
  endpoint?: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404);

/**
 * Blobs as objects of an S3 bucket (BLOB_STORE=s3), named `<prefix><sha256>`, through the
 * official SDK: what several machines share when they have no common disk. The object's
 * LastModified is the time of storage; storing the same bytes again writes the object
 * again, which refreshes it. Checksums are computed only where S3 requires them, so
 * S3-compatible services that do not know the newer checksum headers work too.
 */
export function createS3BlobStore(options: TS3BlobStoreOptions): TBlobStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const { bucket, prefix } = options;
  const name = (key: string) => `${prefix}${key}`;

  const stat = async (key: string): Promise<TBlobStat | null> => {
    if (!isBlobKey(key)) return null;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name(key) }));
      return { size: head.ContentLength ?? 0, storedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const read = async (key: string) => {
    assertKey(key);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name(key) }));
      const bytes = await object.Body?.transformToByteArray();
      return verified(key, Buffer.from(bytes ?? []));
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  };

  return {
    async put(data) {
      const key = sha256Hex(data);
      const existed = (await stat(key)) !== null;
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: name(key),
          Body: data,
          ContentLength: data.byteLength,
          ContentType: 'application/octet-stream',
        }),
      );
      return { key, size: data.byteLength, created: !existed };
    },
    async putStream(source, options) {
      // The object's name is its hash, known at the end: spooled to a local temp file first,
      // then sent from it with its length.
      const temp = path.join(os.tmpdir(), `confirma-blob-${randomUUID()}.tmp`);
      const { key, size } = await spoolToFile(source, temp);
      try {
        requireExpected(key, options);
        const existed = (await stat(key)) !== null;
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: name(key),
            Body: createReadStream(temp),
            ContentLength: size,
            ContentType: 'application/octet-stream',
          }),
        );
        return { key, size, created: !existed };
      } finally {
        await fs.rm(temp, { force: true });
      }
    },
    get: read,
    async stream(key) {
      return Readable.from([await read(key)]);
    },
    async has(key) {
      return (await stat(key)) !== null;
    },
    stat,
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? '';
          if (!isBlobKey(key)) continue;
          yield { key, size: object.Size ?? 0, storedAt: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name(key) }));
    },
    async deleteIfStale(key, olderThan) {
      // S3 has no conditional delete on time: the time is read just before deleting. A put
      // of these very bytes in that one round trip (long after the grace period) would be
      // lost; the collection's grace period (a day) makes it a blob nobody stored anew.
      const current = await stat(key);
      if (!current || current.storedAt.getTime() >= olderThan.getTime()) return false;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name(key) }));
      return true;
    },
  };
}
