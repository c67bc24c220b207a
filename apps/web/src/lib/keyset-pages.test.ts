import { describe, expect, it } from 'vitest';
import { readPages } from './keyset-pages';

/** A list of `size` numbers served `pageSize` at a time, cursors as the next index. */
function list(size: number, pageSize: number) {
  const asked: (string | undefined)[] = [];
  const readPage = async (cursor: string | undefined) => {
    asked.push(cursor);
    const from = Number(cursor ?? 0);
    const items = Array.from({ length: Math.min(pageSize, size - from) }, (_, i) => from + i);
    const next = from + pageSize;
    return { items, nextCursor: next < size ? String(next) : null };
  };
  return { readPage, asked };
}

describe('readPages', () => {
  it('follows nextCursor to the last page', async () => {
    const { readPage, asked } = list(5, 2);
    expect(await readPages(readPage, 10)).toEqual({ items: [0, 1, 2, 3, 4], nextCursor: null });
    expect(asked).toEqual([undefined, '2', '4']);
  });

  it('stops after maxPages and says where', async () => {
    const { readPage, asked } = list(10, 3);
    expect(await readPages(readPage, 2)).toEqual({ items: [0, 1, 2, 3, 4, 5], nextCursor: '6' });
    expect(asked).toEqual([undefined, '3']);
  });
});
