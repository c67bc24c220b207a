import { z } from 'zod';
import { EMBED_LANGUAGES, EMBED_PRIMARY_COLOR } from './embed-protocol.ts';

/** `GET /embed/signing` and `/embed/identification`: the address /embed.js gives its iframe. */
export const ZEmbedPageQuery = z.object({
  /** The signer token (`loginautToken` of the operation's creation answer). */
  token: z.string().min(1).max(4096),
  lang: z.enum(EMBED_LANGUAGES).optional(),
  primaryColor: z.string().regex(EMBED_PRIMARY_COLOR).optional(),
});
export type TEmbedPageQuery = z.infer<typeof ZEmbedPageQuery>;

/** What the embedded page's server tells its client (`<meta name="confirma-embed">`, JSON). */
export const ZEmbedSettings = z.object({
  kind: z.enum(['signing', 'identification']),
  /** The origins the operation's account lets frame its pages: the only parents answered. */
  origins: z.array(z.string()),
  primaryColor: z.string().regex(EMBED_PRIMARY_COLOR).nullable(),
  operation: z.string(),
});
export type TEmbedSettings = z.infer<typeof ZEmbedSettings>;
