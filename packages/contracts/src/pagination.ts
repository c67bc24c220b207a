import { z } from 'zod';

/**
 * The query of a list paged by key (docs/api.md, "Pagination"): `cursor` is the previous
 * page's `nextCursor` (opaque), `limit` 1–100 items, `defaultLimit` when absent.
 */
export function pageQuery(defaultLimit: number) {
  return z.object({
    cursor: z.string().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  });
}
export type TPageQuery = z.infer<ReturnType<typeof pageQuery>>;

/** A page's `nextCursor`: pass it as `cursor` for the next page; null on the last one. */
export const ZNextCursor = z.string().nullable();
