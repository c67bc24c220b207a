import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The words of a box on the page, on a tag in the box's colour just above it (below it when
 * the box touches the page's top): inside, a checkbox's 14-point square would spill them.
 * One line, cut with an ellipsis past the tag's width.
 */
export function BoxTag({
  color,
  below = false,
  children,
}: {
  color: string;
  below?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="span"
      data-testid="box-tag"
      sx={{
        position: 'absolute',
        left: -2,
        ...(below ? { top: '100%', mt: '2px' } : { bottom: '100%', mb: '2px' }),
        maxWidth: 220,
        px: 0.5,
        borderRadius: 0.5,
        bgcolor: color,
        color: 'common.white',
        font: 'inherit',
        fontSize: 11,
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        pointerEvents: 'none',
      }}
    >
      {children}
    </Box>
  );
}
