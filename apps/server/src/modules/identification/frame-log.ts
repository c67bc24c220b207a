import { perceptualHash } from '@confirma/vision';
import { asc, eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../platform/db/client.ts';
import { identificationFrames } from './identification-schema.ts';
import type { TPostedFrame, TPostedFrameKind } from './recording/recording.types.ts';

/** Frames a detection judged, hashed and ready to be logged inside its transaction. */
export interface TFramesToLog {
  kind: TPostedFrameKind;
  receivedAt: Date;
  hashes: string[];
  challengeIndex?: number;
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
