import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { KIOSK_WARNING_MS } from '../hooks/use-kiosk-idle';

/** "Are you still there?": any touch answers it; unanswered, the kiosk starts again. */
export function KioskIdleWarning({ open, onStay }: { open: boolean; onStay: () => void }) {
  const { t } = useTranslation('flows');
  return (
    <Dialog
      open={open}
      onClose={onStay}
      aria-labelledby="kiosk-idle-title"
      data-testid="kiosk-idle"
    >
      <DialogTitle id="kiosk-idle-title">{t('kiosk.idle.title')}</DialogTitle>
      <DialogContent>
        <Typography>{t('kiosk.idle.text', { seconds: KIOSK_WARNING_MS / 1000 })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          size="large"
          onClick={onStay}
          data-testid="kiosk-idle-stay"
          sx={{ minHeight: 56 }}
        >
          {t('kiosk.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
