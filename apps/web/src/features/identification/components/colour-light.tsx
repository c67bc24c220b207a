import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The screen filled with the colour the sequence shows now (the capture's colour stage), its
 * light on the face: a short instruction at the top, the rest of the screen the colour. The
 * camera's picture keeps playing under it (the recording goes on).
 */
export function ColourLight({ colour }: { colour: string | null }) {
  const { t } = useTranslation('flows');
  if (!colour) return null;
  return (
    <Box
      data-testid="colour-light"
      data-colour={colour}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        bgcolor: colour,
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        p: 2,
      }}
    >
      <Typography
        role="status"
        variant="body2"
        sx={{ bgcolor: 'rgba(0, 0, 0, 0.6)', color: '#fff', px: 2, py: 1, borderRadius: 1 }}
      >
        {t('identificationSignature.colourLight')}
      </Typography>
    </Box>
  );
}
