import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * One image of the case with its caption (the URL the reviewer's session reads), or a
 * grey box saying there is none (not captured, or purged). Opens full size in a new tab.
 */
export function ReviewImage({
  src,
  label,
  maxWidth = 360,
}: {
  src: string | null;
  label: string;
  maxWidth?: number;
}) {
  const { t } = useTranslation('review');
  return (
    <Box component="figure" sx={{ m: 0, width: '100%', maxWidth }}>
      {src ? (
        <Box component="a" href={src} target="_blank" rel="noopener" sx={{ display: 'block' }}>
          <Box
            component="img"
            src={src}
            alt={label}
            loading="lazy"
            sx={{ width: '100%', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
          />
        </Box>
      ) : (
        <Box
          sx={{ p: 3, bgcolor: 'action.hover', borderRadius: 1, textAlign: 'center' }}
          data-testid="review-no-image"
        >
          {t('case.noImage')}
        </Box>
      )}
      <Typography component="figcaption" variant="caption">
        {label}
      </Typography>
    </Box>
  );
}
