import {
  type InfiniteData,
  type QueryFunctionContext,
  type QueryKey,
  type UseInfiniteQueryOptions,
  useInfiniteQuery,
} from '@tanstack/react-query';

/** A page of a list paged by key: where the next page starts (null: the list ends here). */
export interface TCursorPage<TCursor> {
  nextCursor: TCursor | null;
}

/** Reads one page: the first with no cursor, each next one with the cursor the last gave. */
export type TReadPage<TPage, TCursor> = (
  cursor: TCursor | null,
  signal: AbortSignal,
) => Promise<TPage>;

/** The query of a cursor list, also what a prefetch of the same list is given. */
export function cursorListQuery<
  TPage extends TCursorPage<TCursor>,
  TCursor extends string | number,
>(queryKey: QueryKey, readPage: TReadPage<TPage, TCursor>) {
  return {
    queryKey,
    queryFn: ({ pageParam, signal }: QueryFunctionContext<QueryKey, TCursor | null>) =>
      readPage(pageParam as TCursor | null, signal),
    initialPageParam: null as TCursor | null,
    getNextPageParam: (page: TPage) => page.nextCursor,
  };
}

type TCursorListExtras<TPage, TCursor> = Omit<
  UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, QueryKey, TCursor | null>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
>;

/** A list read page after page ("load more"); `extras` adds polling, placeholders and the like. */
export function useCursorList<TPage extends TCursorPage<TCursor>, TCursor extends string | number>(
  queryKey: QueryKey,
  readPage: TReadPage<TPage, TCursor>,
  extras?: TCursorListExtras<TPage, TCursor>,
) {
  return useInfiniteQuery({ ...cursorListQuery(queryKey, readPage), ...extras });
}
