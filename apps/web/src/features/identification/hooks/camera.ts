import { VIDEO_SIZES } from '@confirma/contracts/constants';
import { brightnessPercent, FRAME_JPEG_QUALITY, frameSize } from '../capture-rules';

/** Resolves after `ms`, or rejects at once when `signal` aborts. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** The camera at the spec's size for this device, 15 fps, no microphone. */
export function openCamera(size: { width: number; height: number }): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: {
      width: { ideal: size.width },
      height: { ideal: size.height },
      frameRate: { ideal: VIDEO_SIZES.recorder.fps },
      facingMode: 'user',
    },
  });
}

export const videoReady = (video: HTMLVideoElement | null): video is HTMLVideoElement =>
  Boolean(video && video.readyState >= 2 && video.videoWidth > 0);

/** The current picture's luminance in percent (drawn small: 64 px wide is enough). */
export function sampleBrightness(video: HTMLVideoElement): number {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = Math.max(1, Math.round((64 * video.videoHeight) / video.videoWidth));
  const context = canvas.getContext('2d');
  if (!context) return 0;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return brightnessPercent(context.getImageData(0, 0, canvas.width, canvas.height).data, 1);
}

/** The current picture as base64 JPEG (no data: prefix), at most 640 px wide. */
export async function grabFrame(video: HTMLVideoElement): Promise<string> {
  const { width, height } = frameSize({ width: video.videoWidth, height: video.videoHeight });
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(video, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', FRAME_JPEG_QUALITY),
  );
  if (!blob) throw new Error('frame capture failed');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * A burst: `frames` pictures `intervalMs` apart (the ones taken while the video has a
 * picture), for the checks that look at a movement (liveness, the tilted hologram).
 */
export async function grabBurst(
  video: () => HTMLVideoElement | null,
  burst: { frames: number; intervalMs: number },
  signal: AbortSignal,
): Promise<string[]> {
  const frames: string[] = [];
  for (let i = 0; i < burst.frames; i += 1) {
    const current = video();
    if (videoReady(current)) frames.push(await grabFrame(current));
    await wait(burst.intervalMs, signal);
  }
  return frames;
}

/**
 * A MediaRecorder over the stream (WebM where supported), collecting its data and handing
 * each piece (one a second) to `onPiece` as it comes: the upload starts while recording.
 */
export function startRecorder(stream: MediaStream, onPiece: (piece: Blob) => void = () => {}) {
  const type = ['video/webm;codecs=vp8', 'video/webm', 'video/mp4'].find((candidate) =>
    MediaRecorder.isTypeSupported(candidate),
  );
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  const chunks: Blob[] = [];
  const started = performance.now();
  recorder.ondataavailable = (event) => {
    if (event.data.size === 0) return;
    chunks.push(event.data);
    onPiece(event.data);
  };
  recorder.start(1000);
  return {
    /** Stops the recorder and resolves with the whole video and its duration. */
    stop(): Promise<{ blob: Blob; durationMs: number }> {
      return new Promise((resolve) => {
        const done = () =>
          resolve({
            blob: new Blob(chunks, { type: recorder.mimeType || 'video/webm' }),
            durationMs: performance.now() - started,
          });
        if (recorder.state === 'inactive') return done();
        recorder.onstop = done;
        recorder.stop();
      });
    },
    get active() {
      return recorder.state !== 'inactive';
    },
  };
}
export type TRecorder = ReturnType<typeof startRecorder>;

/** Turns the camera off (every track of its stream). */
export function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
