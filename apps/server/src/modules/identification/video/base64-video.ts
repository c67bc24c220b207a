import { AppError } from '../../../platform/errors.ts';

/** An optional data URL prefix: `data:video/webm;codecs=vp8,`. */
const DATA_URL = /^data:video\/[a-z0-9.+-]+(;[^,]*)?,/i;
/** Any character outside the base64 alphabet: one class, nothing to backtrack. */
const NOT_BASE64 = /[^A-Za-z0-9+/]/;
/** Base64 text decoded at a time: 4 MiB of text (a multiple of 4) is 3 MiB of bytes. */
const SLICE = 4 * 1024 * 1024;
const EQUALS = 0x3d;

const notBase64 = () =>
  new AppError('VALIDATION_FAILED', 'The video is not base64', [
    { path: 'body.videoBase64', message: 'base64' },
  ]);

/**
 * The video's base64 text (its data URL prefix dropped, without copying it): its size,
 * known before anything is decoded, and its bytes decoded a slice at a time, each slice
 * checked first. Linear in the text: the trailing `=` are counted by a loop that stops at
 * three, the alphabet checked by a one-character class. Text that is not base64 is refused
 * (VALIDATION_FAILED) here for its length or padding, or while its bytes are read.
 */
export function base64Video(videoBase64: string): {
  size: number;
  bytes: () => AsyncGenerator<Buffer>;
} {
  const prefix = DATA_URL.exec(videoBase64)?.[0].length ?? 0;
  const text = videoBase64.slice(prefix);
  let padding = 0;
  while (padding < 3 && text.charCodeAt(text.length - 1 - padding) === EQUALS) padding += 1;
  const body = text.length - padding;
  // At most two `=`, only after a partial group; a lone character in the last group is no byte.
  if (padding > 2 || body % 4 === 1 || (padding > 0 && text.length % 4 !== 0)) throw notBase64();
  return {
    size: Math.floor((body * 3) / 4),
    async *bytes() {
      for (let at = 0; at < text.length; at += SLICE) {
        const slice = text.slice(at, at + SLICE);
        if (NOT_BASE64.test(slice.slice(0, Math.max(0, body - at)))) throw notBase64();
        yield Buffer.from(slice, 'base64');
      }
    },
  };
}
