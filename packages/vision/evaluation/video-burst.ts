import sharp from 'sharp';
import { decodeFrames } from '../src/video/decode-frames.ts';

/** Frames a burst takes from a clip, as the capture screen sends about a movement. */
export const BURST_FRAMES = 8;
/** The width the frames are decoded at (the capture screen's frames are 640 wide). */
const WIDTH = 640;

/**
 * A clip's burst: BURST_FRAMES frames evenly spread over [fromMs, toMs] of the video
 * (default: all of it), decoded by ffmpeg and encoded as JPEG as the capture screen posts
 * them; with the frames' size.
 */
export async function videoBurst(
  file: string,
  window: { fromMs?: number; toMs?: number } = {},
): Promise<{ frames: Buffer[]; size: { width: number; height: number } }> {
  const decoded: { rgb: Uint8Array; width: number; height: number }[] = [];
  for await (const frame of decodeFrames(file, {
    width: WIDTH,
    fps: 15,
    ...(window.fromMs === undefined ? {} : { from: window.fromMs }),
    ...(window.toMs === undefined ? {} : { to: window.toMs }),
  }))
    decoded.push(frame);
  const [first] = decoded;
  if (!first) throw new Error(`${file}: no frame decoded`);
  const picks =
    decoded.length <= BURST_FRAMES
      ? decoded
      : Array.from(
          { length: BURST_FRAMES },
          (_, i) => decoded[Math.round((i * (decoded.length - 1)) / (BURST_FRAMES - 1))] ?? first,
        );
  const frames = await Promise.all(
    picks.map((frame) =>
      sharp(frame.rgb, { raw: { width: frame.width, height: frame.height, channels: 3 } })
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
  return { frames, size: { width: first.width, height: first.height } };
}
