import { decodeFrames, type TVideoProbe } from '@confirma/vision';
import sharp from 'sharp';
import type { TRecordingLimits } from './recording.types.ts';
import { STILL_MAX_WIDTH } from './recording-parameters.ts';

/**
 * The video's frames at `times` (ms, as hashRecording gave them) at the video's own size
 * (STILL_MAX_WIDTH at most), each as a PNG for the vision pool: one ffmpeg run for all of
 * them, keyed by time.
 */
export async function decodeStills(
  file: string,
  probe: TVideoProbe,
  times: readonly number[],
  limits: TRecordingLimits,
): Promise<Map<number, Buffer>> {
  const stills = new Map<number, Buffer>();
  const wanted = [...new Set(times)];
  if (wanted.length === 0) return stills;
  const width = Math.min(probe.width, STILL_MAX_WIDTH);
  const frames = decodeFrames(file, {
    width,
    height: (width * probe.height) / probe.width,
    times: wanted,
    from: Math.max(0, Math.min(...wanted) - 1),
    to: Math.max(...wanted) + 1,
    maxFrames: wanted.length,
    timeoutMs: limits.decodeTimeoutMs,
  });
  for await (const frame of frames) {
    const png = await sharp(frame.rgb, {
      raw: { width: frame.width, height: frame.height, channels: 3 },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    stills.set(frame.timeMs, png);
  }
  return stills;
}
