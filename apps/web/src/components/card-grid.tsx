import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Responsive grid of cards: as many columns of at least `min` px as fit. */
export function CardGrid({ children, min = 260 }: { children: ReactNode; min?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(auto-fill, minmax(${min}px, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}
