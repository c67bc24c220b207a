/**
 * The number of objects a PDF's last cross-reference section declares: the /Size of its
 * trailer (a table) or of its cross-reference stream's dictionary, less one (/Size counts
 * object 0, the head of the free list); 0 when it cannot be read (the parse then counts).
 * Reads the tail and one dictionary, never the body: cheap on any file.
 */
export function declaredObjects(bytes: Uint8Array): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tail = buffer.toString('latin1', Math.max(0, buffer.length - 1024));
  const last = tail.slice(0, tail.lastIndexOf('%%EOF') + 5);
  const at = Number(/startxref\s+(\d+)\s+%%EOF$/.exec(last)?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(at) || at >= buffer.length) return 0;
  const isTable = /^\s*xref\b/.test(buffer.toString('latin1', at, at + 64));
  const start = isTable ? buffer.indexOf('trailer', at, 'latin1') : at;
  if (start < 0) return 0;
  const window = buffer.toString('latin1', start, Math.min(buffer.length, start + 4096));
  const streamAt = window.indexOf('stream');
  const dictionary = isTable || streamAt < 0 ? window : window.slice(0, streamAt);
  return Math.max(0, Number(/\/Size\s+(\d+)/.exec(dictionary)?.[1] ?? 0) - 1);
}
