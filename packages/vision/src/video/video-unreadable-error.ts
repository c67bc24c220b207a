/**
 * What ffprobe or ffmpeg cannot read as a video: not a container they know, no video
 * stream, a stream that does not decode, or a tool that ran past its time. `detail` is the
 * tool's own message (its last lines), for the logs; it is never shown to a user.
 */
export class VideoUnreadableError extends Error {
  constructor(
    message: string,
    readonly detail = '',
  ) {
    super(detail ? `${message}: ${detail}` : message);
    this.name = 'VideoUnreadableError';
  }
}

/** The last `lines` non-empty lines of a tool's stderr, for an error's detail. */
export function tailOf(stderr: string, lines = 4): string {
  return stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-lines)
    .join(' | ');
}
