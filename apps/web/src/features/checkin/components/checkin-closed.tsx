import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The whole page when the link cannot take a check-in: paused by the establishment, or
 * unknown (mistyped, or replaced by a new one), each said in the guest's language.
 */
export function CheckinClosed({
  reason,
}: {
  reason: 'CHECKIN_LINK_NOT_FOUND' | 'CHECKIN_LINK_PAUSED';
}) {
  const { t } = useTranslation(['flows', 'errors']);
  const paused = reason === 'CHECKIN_LINK_PAUSED';
  const Icon = paused ? DoNotDisturbOnIcon : LinkOffIcon;
  return (
    <Box
      role="alert"
      data-testid="checkin-closed"
      sx={{ textAlign: 'center', py: { xs: 4, md: 8 }, px: 2, maxWidth: 560, mx: 'auto' }}
    >
      <Icon color={paused ? 'warning' : 'disabled'} sx={{ fontSize: 72 }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {t(paused ? 'flows:checkin.closed.paused' : 'flows:checkin.closed.notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t(`errors:${reason}`)}
      </Typography>
    </Box>
  );
}
