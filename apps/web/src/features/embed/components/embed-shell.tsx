import { Box } from '@mui/material';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { startEmbedBridge } from '../embed-mode';

/**
 * The frame of a page embedded in an integrator's site: the signing or identification flow
 * alone, without the site's header, menu, footer or settings.
 */
export function EmbedShell() {
  useEffect(startEmbedBridge, []);
  return (
    <Box component="main" id="main" tabIndex={-1} sx={{ p: { xs: 1, sm: 2 }, outline: 'none' }}>
      <Outlet />
    </Box>
  );
}
