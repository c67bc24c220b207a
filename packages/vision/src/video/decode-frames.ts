import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { probeVideo } from './probe-video.ts';
import { tailOf, VideoUnreadableError } from './video-unreadable-error.ts';

/** Defaults of the bounds: 20 minutes of video, 60,000 frames, two minutes of ffmpeg. */
export const DECODE_LIMITS = { maxDurationMs: 20 * 60_000, maxFrames: 60_000, timeoutMs: 120_000 };

/** Two frames closer than this are one time for `times` (WebM's clock ticks in ms). */
const SAME_TIME_S = 0.0005;

export interface TDecodeFramesOptions {
  /** Width every frame is scaled to (an area average), px. */
  width: number;
  /** Height; by default the video's own aspect at `width`, rounded to an even number. */
  height?: number;
  /** At most this many frames a second: real frames, each 1/fps or more after the last. */
  fps?: number;
  /** Only the frames from this video time on, ms. */
  from?: number;
  /** Only the frames up to this video time, ms (inclusive). */
  to?: number;
  /** Only the frames at these presentation times, ms (as decodeFrames gave them). */
  times?: readonly number[];
  maxFrames?: number;
  maxDurationMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface TVideoFrame {
  /** The frame's own presentation time in the file, ms. */
  timeMs: number;
  /** Packed RGB, 3 bytes a pixel. */
  rgb: Uint8Array;
  width: number;
  height: number;
}

/**
 * `a+b+c+...` nested as a balanced tree: ffmpeg's expression evaluator recurses once per
 * operator, and a flat sum of about a hundred terms exhausts it.
 */
function balancedSum(terms: string[]): string {
  if (terms.length <= 1) return `(${terms[0] ?? '0'})`;
  const half = terms.length >> 1;
  return `(${balancedSum(terms.slice(0, half))}+${balancedSum(terms.slice(half))})`;
}

/** The `select` expression keeping the frames asked for, or null to keep them all. */
function selection(options: TDecodeFramesOptions, to: number | null): string | null {
  const terms: string[] = [];
  if (options.from !== undefined) terms.push(`gte(t,${options.from / 1000})`);
  if (to !== null) terms.push(`lte(t,${to / 1000})`);
  if (options.times) {
    terms.push(
      balancedSum(options.times.map((time) => `lt(abs(t-${time / 1000}),${SAME_TIME_S})`)),
    );
  }
  if (options.fps) {
    terms.push(`(isnan(prev_selected_t)+gte(t-prev_selected_t,${1 / options.fps - 0.001}))`);
  }
  return terms.length ? terms.join('*') : null;
}

/**
 * ffmpeg's arguments: the container's own timestamps kept (`-copyts`: a frame's time is its
 * time in the file, where MediaRecorder's 0 is the recorder's start), every decoded frame
 * passed through as it is (`-fps_mode passthrough`: no frame duplicated or dropped to make a
 * constant rate), the frames chosen by `select` on their real times, scaled by area, and
 * each one's presentation time printed by `showinfo` on stderr.
 */
function ffmpegArgs(
  file: string,
  size: { width: number; height: number },
  options: TDecodeFramesOptions,
  to: number | null,
) {
  const seek = options.from ? ['-ss', `${options.from / 1000}`] : [];
  const until = to === null ? [] : ['-to', `${to / 1000 + 0.5}`];
  const select = selection(options, to);
  const filters = [
    ...(select ? [`select='${select}'`] : []),
    `scale=${size.width}:${size.height}:flags=area`,
    'format=rgb24',
    'showinfo',
  ];
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'info'],
    ...[...seek, ...until, '-copyts', '-i', file],
    ...['-map', '0:v:0', '-an', '-sn', '-dn', '-vf', filters.join(',')],
    ...['-fps_mode', 'passthrough', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
  ];
}

const SHOWINFO_BASE = /Parsed_showinfo.*config in time_base: (\d+)\/(\d+)/;
const SHOWINFO_FRAME = /Parsed_showinfo.*\bn:\s*(\d+)\s+pts:\s*(-?\d+)/;

/**
 * The frames' times as showinfo prints them on stderr (pts in its time base), waited for
 * one by one; every other line is kept for an error's detail.
 */
function watchShowinfo(stderr: Readable) {
  const times: number[] = [];
  const other: string[] = [];
  // The time base as a fraction: a time is pts x num x 1000 / den ms, to the microsecond.
  let base = { num: 1, den: 1000 };
  let partial = '';
  let ended = false;
  let wake: (() => void) | null = null;
  const take = (line: string) => {
    const config = SHOWINFO_BASE.exec(line);
    const frame = SHOWINFO_FRAME.exec(line);
    if (config) base = { num: Number(config[1]), den: Number(config[2]) };
    else if (frame) {
      const ms = (Number(frame[2]) * base.num * 1000) / base.den;
      times[Number(frame[1])] = Math.round(ms * 1000) / 1000;
    } else if (!line.includes('Parsed_showinfo')) other.push(line);
    if (other.length > 40) other.splice(0, other.length - 40);
  };
  stderr.setEncoding('utf8');
  stderr.on('data', (text: string) => {
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) take(line);
    wake?.();
  });
  stderr.on('close', () => {
    take(partial);
    ended = true;
    wake?.();
  });
  return {
    async timeOf(n: number): Promise<number | undefined> {
      while (times[n] === undefined && !ended)
        await new Promise<void>((resolve) => (wake = resolve));
      return times[n];
    },
    detail: () => tailOf(other.join('\n')),
  };
}

/**
 * The video's frames, decoded by ffmpeg in a child process (no shell) and read from its
 * stdout as exact frame-sized slices of RGB, each with its real presentation time. Bounded
 * by `maxFrames` (then it stops), `maxDurationMs` past `from`, and `timeoutMs` (then a
 * VideoUnreadableError); the child is killed when the caller stops early or `signal` aborts.
 */
export async function* decodeFrames(
  file: string,
  options: TDecodeFramesOptions,
): AsyncGenerator<TVideoFrame> {
  const limits = { ...DECODE_LIMITS, ...options };
  const size = { width: evenAtLeast2(options.width), height: await heightOf(file, options) };
  const frameBytes = size.width * size.height * 3;
  const to = Math.min(
    options.to ?? Number.POSITIVE_INFINITY,
    (options.from ?? 0) + limits.maxDurationMs,
  );
  const child = spawn('ffmpeg', ffmpegArgs(file, size, options, Number.isFinite(to) ? to : null), {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.signal ? { signal: options.signal } : {}),
  });
  let failure: Error | null = null;
  child.on('error', (error) => (failure ??= error));
  const closed = new Promise<number | null>((resolve) =>
    child.on('close', (code) => resolve(code)),
  );
  const timer = setTimeout(() => {
    failure ??= new VideoUnreadableError(`ffmpeg ran past ${limits.timeoutMs} ms`);
    child.kill('SIGKILL');
  }, limits.timeoutMs);
  const showinfo = watchShowinfo(child.stderr);
  let frame = new Uint8Array(frameBytes);
  let filled = 0;
  let count = 0;
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      let offset = 0;
      while (offset < chunk.length) {
        const take = Math.min(frameBytes - filled, chunk.length - offset);
        frame.set(chunk.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled < frameBytes) continue;
        const timeMs = await showinfo.timeOf(count);
        if (timeMs === undefined) throw new VideoUnreadableError('a frame without its time');
        yield { timeMs, rgb: frame, ...size };
        count += 1;
        if (count >= limits.maxFrames) return;
        frame = new Uint8Array(frameBytes);
        filled = 0;
      }
    }
    const code = await closed;
    if (failure) throw failure;
    if (code !== 0)
      throw new VideoUnreadableError('ffmpeg cannot decode the video', showinfo.detail());
    if (filled > 0) throw new VideoUnreadableError('the last frame is cut short');
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw failure ?? error;
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

function evenAtLeast2(value: number): number {
  return Math.max(2, 2 * Math.round(value / 2));
}

/** The height asked for, or the video's aspect at `width` (a probe). */
async function heightOf(file: string, options: TDecodeFramesOptions): Promise<number> {
  if (options.height) return evenAtLeast2(options.height);
  const probe = await probeVideo(file);
  return evenAtLeast2((options.width * probe.height) / probe.width);
}
