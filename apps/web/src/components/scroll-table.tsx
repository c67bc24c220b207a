import { TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways when it is wider than the page (a phone): a named region
 * the keyboard can reach (tabIndex 0) and scroll with the arrow keys, as WCAG 2.1.1 asks of
 * a scrollable region (axe: scrollable-region-focusable). Put the key columns first: they
 * are the ones a phone shows without scrolling.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </TableContainer>
  );
}
