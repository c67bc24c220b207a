import { spawn } from 'node:child_process';
import { once } from 'node:events';

export interface TRecordWebmOptions {
  width: number;
  height: number;
  fps: number;
  /** Target bitrate, bit/s; Chrome's MediaRecorder defaults to 2.5 Mbit/s. */
  bitrate: number;
}

/**
 * Packed RGB frames encoded as MediaRecorder writes a camera: VP8 in real-time mode at a
 * target bitrate, muxed live into WebM (no duration in the header, no cues). Debian's
 * ffmpeg, no shell; `frames` may be a generator, each frame written as it comes.
 */
export async function recordWebm(
  file: string,
  frames: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  { width, height, fps, bitrate }: TRecordWebmOptions,
): Promise<void> {
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', `${fps}`],
    ...['-i', 'pipe:0', '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8'],
    ...['-b:v', `${bitrate}`, '-pix_fmt', 'yuv420p', '-live', '1', '-f', 'webm', file],
  ];
  const child = spawn('ffmpeg', args, { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  // A write to an ffmpeg that ended fails with EPIPE: its exit code says why.
  child.stdin.on('error', () => {});
  const closed = once(child, 'close');
  for await (const frame of frames) {
    if (child.exitCode !== null) break;
    if (!child.stdin.write(frame)) await Promise.race([once(child.stdin, 'drain'), closed]);
  }
  child.stdin.end();
  const [code] = (await closed) as [number | null];
  if (code !== 0) throw new Error(`ffmpeg could not record ${file}: ${stderr.trim()}`);
}
