import { Button, type ButtonProps } from '@mui/material';

/** What the button needs of an infinite query. */
interface TMorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" under a cursor list: shown while the list has a next page, disabled while it
 * is being read.
 */
export function LoadMoreButton({
  list,
  label,
  ...button
}: { list: TMorePages; label: string } & Omit<ButtonProps, 'onClick' | 'disabled'>) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      {...button}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
