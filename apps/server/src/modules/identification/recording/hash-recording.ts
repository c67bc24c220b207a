import {
  decodeFrames,
  HASH_DECODE_WIDTH,
  perceptualHashOfRgb,
  type TVideoProbe,
} from '@confirma/vision';
import type { THashedFrame, TRecordingLimits } from './recording.types.ts';

/**
 * Every frame of the recording, decoded small by ffmpeg (a child process) and hashed here:
 * its presentation time and perceptual hash, in the video's order. A frame 128 px wide is
 * about 0.1 ms of hashing; a minute at 30 fps, under a second with the decoding.
 */
export async function hashRecording(
  file: string,
  probe: TVideoProbe,
  limits: TRecordingLimits,
): Promise<THashedFrame[]> {
  const width = Math.min(HASH_DECODE_WIDTH, probe.width);
  const hashed: THashedFrame[] = [];
  const frames = decodeFrames(file, {
    width,
    height: (width * probe.height) / probe.width,
    maxFrames: limits.maxFrames,
    maxDurationMs: limits.maxDurationMs,
    timeoutMs: limits.decodeTimeoutMs,
  });
  for await (const frame of frames) {
    hashed.push({
      timeMs: frame.timeMs,
      hash: perceptualHashOfRgb(frame.rgb, frame.width, frame.height),
    });
  }
  return hashed.sort((a, b) => a.timeMs - b.timeMs);
}
