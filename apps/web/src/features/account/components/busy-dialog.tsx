import { CircularProgress, Dialog, DialogContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** 'Please stand by' while a sign-in runs (Login). */
export function BusyDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Dialog open={open} aria-labelledby="busy-dialog-text" disableEscapeKeyDown>
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 4, py: 3 }}>
        <CircularProgress size={28} aria-hidden="true" />
        <Typography id="busy-dialog-text" role="status">
          {t('login.busy')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
