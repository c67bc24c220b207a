// The embedding protocol without zod: the web client's bridge loads only this.

/** The languages and colour an embedded page takes (`<confirma-signing lang primary-color>`). */
export const EMBED_LANGUAGES = ['es', 'en', 'it'] as const;
export const EMBED_PRIMARY_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The messages the embedded page posts to its parent (`{ source: 'confirma', type, detail }`),
 * which /embed.js re-emits on its element as `confirma:<type>` DOM events. `detail` carries
 * ids and states only.
 */
export const EMBED_EVENTS = [
  'ready',
  'document-read',
  'signed',
  'rejected',
  'identification-passed',
  'identification-failed',
  'error',
] as const;
export type TEmbedEvent = (typeof EMBED_EVENTS)[number];

/** The parent's message that tells the page where it is framed (`{ source, type: 'init' }`). */
export const EMBED_INIT = 'init';
/** The page's call for an `init` (posted to each allowed origin; only the parent's matches). */
export const EMBED_HELLO = 'hello';
/** Every message of the protocol says it is ours. */
export const EMBED_SOURCE = 'confirma';
