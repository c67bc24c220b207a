/**
 * The items of a list paged by key (docs/api.md, "Pagination"), following `nextCursor` for
 * at most `maxPages` pages; `nextCursor` is where it stopped (null: the list is whole).
 */
export async function readPages<T>(
  readPage: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>,
  maxPages: number,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await readPage(cursor);
    items.push(...answer.items);
    if (!answer.nextCursor) return { items, nextCursor: null };
    cursor = answer.nextCursor;
  }
  return { items, nextCursor: cursor ?? null };
}
