import { perceptualHash } from '@confirma/vision';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { TBlobStore } from '../../../platform/blobs/blob-store.ts';
import type { TDb, TTx } from '../../../platform/db/client.ts';
import { identificationFrames } from '../identification-schema.ts';
import type { TPostedFrame, TPostedFrameKind } from '../recording/recording.types.ts';

/** Frames a detection judged, hashed and ready to be logged inside its transaction. */
export interface TFramesToLog {
  kind: TPostedFrameKind;
  receivedAt: Date;
  hashes: string[];
  challengeIndex?: number;
  /** The frames' blobs, where they are kept for the reviewers (keepFrameImages). */
  imageKeys?: string[];
}

/**
 * The perceptual hashes of the frames a detection judged (sharp's threads, about 2 ms a
 * frame), taken before its transaction: what the verdict looks for in the recording.
 */
export async function hashFrames(
  kind: TPostedFrameKind,
  receivedAt: Date,
  images: readonly Uint8Array[],
  challengeIndex?: number,
): Promise<TFramesToLog> {
  const hashes = await Promise.all(images.map((image) => perceptualHash(image)));
  return { kind, receivedAt, hashes, ...(challengeIndex === undefined ? {} : { challengeIndex }) };
}

/**
 * Stores the frames themselves as blobs (before the transaction, as captures are: an
 * unreferenced blob is collected), so that a reviewer sees each liveness burst frame by
 * frame; the log then names them.
 */
export async function keepFrameImages(
  blobs: Pick<TBlobStore, 'put'>,
  frames: TFramesToLog,
  images: readonly Uint8Array[],
): Promise<TFramesToLog> {
  const stored = await Promise.all(images.map((image) => blobs.put(image)));
  return { ...frames, imageKeys: stored.map((blob) => blob.key) };
}

/** Appends the frames to the identification's log (in the detection's transaction). */
export async function logFrames(tx: TTx, identificationId: string, frames: TFramesToLog) {
  if (frames.hashes.length === 0) return;
  await tx.insert(identificationFrames).values(
    frames.hashes.map((hash, position) => ({
      identificationId,
      position,
      kind: frames.kind,
      receivedAt: frames.receivedAt,
      hash,
      challengeIndex: frames.challengeIndex ?? null,
      imageSha256: frames.imageKeys?.[position] ?? null,
    })),
  );
}

/** The identification's logged frames, in the order they arrived. */
export async function listFrames(
  db: TDb | TTx,
  { identificationId }: { identificationId: string },
): Promise<TPostedFrame[]> {
  const rows = await db
    .select()
    .from(identificationFrames)
    .where(eq(identificationFrames.identificationId, identificationId))
    .orderBy(asc(identificationFrames.receivedAt), asc(identificationFrames.position));
  return rows.map((row) => ({
    kind: row.kind,
    receivedAt: row.receivedAt.getTime(),
    hash: row.hash,
    ...(row.challengeIndex === null ? {} : { challenge: row.challengeIndex }),
  }));
}

/** The blobs of the identification's kept frames (the retention purge deletes a demo's). */
export async function listFrameImages(
  db: TDb | TTx,
  { identificationId }: { identificationId: string },
): Promise<string[]> {
  const rows = await db
    .select({ key: identificationFrames.imageSha256 })
    .from(identificationFrames)
    .where(
      and(
        eq(identificationFrames.identificationId, identificationId),
        isNotNull(identificationFrames.imageSha256),
      ),
    );
  return rows.map((row) => row.key).filter((key): key is string => key !== null);
}
