import { execFile } from 'node:child_process';
import { tailOf, VideoUnreadableError } from './video-unreadable-error.ts';

/** Longest a probe may take: it reads every packet's header, about 0.1 s a minute of video. */
const PROBE_TIMEOUT_MS = 30_000;
/** ffprobe's JSON for a 15-minute video at 60 fps is about 4 MB. */
const PROBE_MAX_OUTPUT = 32 * 1024 * 1024;

export interface TVideoProbe {
  /** The last video packet's presentation time plus its duration when known, ms. */
  durationMs: number;
  width: number;
  height: number;
  /** ffprobe's codec name: 'vp8', 'vp9', 'h264'... */
  codec: string;
  /** Video packets in the file (one per coded frame). */
  frames: number;
}

interface TProbeJson {
  streams?: { codec_name?: string; width?: number; height?: number }[];
  packets?: { pts_time?: string; duration_time?: string }[];
}

function runProbe(file: string): Promise<string> {
  const args = [
    ...['-v', 'error', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=codec_name,width,height:packet=pts_time,duration_time'],
    ...['-of', 'json', file],
  ];
  return new Promise((resolve, reject) => {
    execFile(
      'ffprobe',
      args,
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: PROBE_MAX_OUTPUT, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error)
          reject(
            new VideoUnreadableError(
              'ffprobe cannot read the video',
              tailOf(stderr) || error.message,
            ),
          );
        else resolve(stdout);
      },
    );
  });
}

/**
 * What the video file holds, from ffprobe (no shell, a timeout). The duration is taken
 * from the packets, not the header: MediaRecorder's WebM is written live and its header
 * says nothing of it. Anything ffprobe cannot read, or a file without a video stream or
 * packets, is a VideoUnreadableError.
 */
export async function probeVideo(file: string): Promise<TVideoProbe> {
  let json: TProbeJson;
  try {
    json = JSON.parse(await runProbe(file)) as TProbeJson;
  } catch (error) {
    if (error instanceof VideoUnreadableError) throw error;
    throw new VideoUnreadableError('ffprobe answered no JSON', String(error));
  }
  const stream = json.streams?.[0];
  if (!stream?.codec_name || !stream.width || !stream.height) {
    throw new VideoUnreadableError('no video stream');
  }
  let endMs = 0;
  let frames = 0;
  for (const packet of json.packets ?? []) {
    const pts = Number(packet.pts_time);
    if (!Number.isFinite(pts)) continue;
    const duration = Number(packet.duration_time);
    frames += 1;
    endMs = Math.max(endMs, (pts + (Number.isFinite(duration) ? duration : 0)) * 1000);
  }
  if (frames === 0) throw new VideoUnreadableError('no video packets');
  return {
    durationMs: Math.round(endMs),
    width: stream.width,
    height: stream.height,
    codec: stream.codec_name,
    frames,
  };
}
