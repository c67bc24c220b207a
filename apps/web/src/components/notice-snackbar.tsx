import { SNACKBAR_MS } from '@confirma/contracts/constants';
import { Alert, type AlertColor, Snackbar } from '@mui/material';

export interface TNotice {
  severity: AlertColor;
  text: string;
}

/** A short outcome message, top right, for SNACKBAR_MS. */
export function NoticeSnackbar({
  notice,
  onClose,
}: {
  notice: TNotice | null;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={SNACKBAR_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {notice ? (
        <Alert
          severity={notice.severity}
          variant="filled"
          onClose={onClose}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ width: '100%' }}
        >
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
