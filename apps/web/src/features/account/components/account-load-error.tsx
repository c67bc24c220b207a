import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AlertWithAction } from './alert-with-action';

/** The account's data could not be read (server down, offline): say so, offer to retry. */
export function AccountLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <AlertWithAction
      severity="error"
      role="alert"
      text={t('profile.loadError')}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
          {t('profile.retry')}
        </Button>
      }
    />
  );
}
