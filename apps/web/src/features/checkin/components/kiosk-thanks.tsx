import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the thanks stays before the kiosk is ready for the next guest. */
export const KIOSK_THANKS_MS = 10_000;

/** The guest is checked in: thanks, then the start screen again. */
export function KioskThanks({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('flows');
  useEffect(() => {
    const timer = setTimeout(onDone, KIOSK_THANKS_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <Stack
      spacing={3}
      sx={{ alignItems: 'center', textAlign: 'center', py: 8, maxWidth: 640, mx: 'auto' }}
      data-testid="kiosk-thanks"
      role="status"
    >
      <CheckCircleIcon color="success" sx={{ fontSize: 96 }} aria-hidden />
      <Typography variant="h4" component="h2">
        {t('kiosk.thanks.title')}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem' }}>{t('kiosk.thanks.text')}</Typography>
      <Button variant="contained" size="large" onClick={onDone} sx={{ minHeight: 56, px: 4 }}>
        {t('kiosk.thanks.next')}
      </Button>
    </Stack>
  );
}
