import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

interface TPageSectionProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** A titled (h2) part of a page. */
export function PageSection({ title, description, children }: TPageSectionProps) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 860 }}>
          {description}
        </Typography>
      )}
      {children}
    </Box>
  );
}
