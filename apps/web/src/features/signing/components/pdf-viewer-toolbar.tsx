import FitWidthIcon from '@mui/icons-material/WidthNormal';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { type ChangeEvent, type FocusEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../pdf-layout';

/**
 * The viewer's controls: zoom out, the zoom (100% is the page fitted to the width), zoom
 * in, fit to the width; the page shown and the page count ("3 / 5"), where the page is a
 * field to jump to another page (Enter, or leaving the field).
 */
export function PdfViewerToolbar({
  zoom,
  page,
  pages,
  onZoom,
  onJump,
}: {
  zoom: number;
  page: number;
  pages: number;
  onZoom: (zoom: number) => void;
  onJump: (page: number) => void;
}) {
  const { t } = useTranslation('flows');
  // While the reader types a page, what they type; otherwise the page shown.
  const [typed, setTyped] = useState<string | null>(null);
  const jump = () => {
    const wanted = Number.parseInt(typed ?? '', 10);
    setTyped(null);
    if (Number.isFinite(wanted)) onJump(Math.min(pages, Math.max(1, wanted)));
  };
  const fitted = Math.abs(zoom - 1) < 0.001;
  return (
    <Stack
      role="toolbar"
      aria-label={t('viewer.toolbar')}
      direction="row"
      alignItems="center"
      justifyContent="space-between"
      gap={1}
      sx={{ px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
    >
      <Stack direction="row" alignItems="center">
        <IconButton
          size="small"
          aria-label={t('viewer.zoomOut')}
          title={t('viewer.zoomOut')}
          disabled={zoom <= ZOOM_MIN + 0.001}
          onClick={() => onZoom(zoom / ZOOM_STEP)}
        >
          <ZoomOutIcon fontSize="small" />
        </IconButton>
        <Typography
          variant="body2"
          role="status"
          data-testid="pdf-zoom"
          sx={{ minWidth: 44, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
        >
          {Math.round(zoom * 100)}%
        </Typography>
        <IconButton
          size="small"
          aria-label={t('viewer.zoomIn')}
          title={t('viewer.zoomIn')}
          disabled={zoom >= ZOOM_MAX - 0.001}
          onClick={() => onZoom(zoom * ZOOM_STEP)}
        >
          <ZoomInIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('viewer.fitWidth')}
          title={t('viewer.fitWidth')}
          disabled={fitted}
          onClick={() => onZoom(1)}
        >
          <FitWidthIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack direction="row" alignItems="center" gap={0.5}>
        {/* A plain input: MUI's InputBase would bring the form fields' chunk to the signer. */}
        <Box
          component="input"
          value={typed ?? String(page)}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setTyped(event.target.value.replace(/\D/g, ''))
          }
          onBlur={jump}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') jump();
          }}
          onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
          inputMode="numeric"
          aria-label={t('viewer.pageOf', { pages })}
          data-testid="pdf-page-input"
          sx={{
            typography: 'body2',
            color: 'text.primary',
            bgcolor: 'transparent',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 0.75,
            py: 0.25,
            width: `calc(${Math.max(2, String(pages).length) + 1}ch + 12px)`,
            textAlign: 'center',
            fontVariantNumeric: 'tabular-nums',
          }}
        />
        <Typography variant="body2" data-testid="pdf-page-count" sx={{ whiteSpace: 'nowrap' }}>
          / {pages}
        </Typography>
      </Stack>
    </Stack>
  );
}
