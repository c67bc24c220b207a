import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A field's help or error text with its character counter on the right (`12/50`). */
export function CountedHelperText({
  text,
  length,
  max,
}: {
  text?: ReactNode;
  length: number;
  max: number;
}) {
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1 }}>
      <Box component="span" sx={{ flex: 1 }}>
        {text}
      </Box>
      <Box component="span" aria-hidden="true" sx={{ whiteSpace: 'nowrap' }}>
        {length}/{max}
      </Box>
    </Box>
  );
}
