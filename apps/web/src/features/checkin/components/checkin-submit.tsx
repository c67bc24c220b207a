import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WorkingStatus } from '../../../components/working-status';

/**
 * The end of a form that starts a check-in: why it could not start (`failure`, an i18n
 * key), what runs meanwhile (`working`, an i18n key) and the button.
 */
export function CheckinSubmit({
  failure,
  pending,
  working,
}: {
  failure: string | null;
  pending: boolean;
  working: string;
}) {
  const { t } = useTranslation(['flows', 'errors']);
  return (
    <>
      {failure && (
        <Alert severity="error" role="alert">
          {t(failure)}
        </Alert>
      )}
      {pending && <WorkingStatus text={t(working)} />}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {t('flows:checkin.submit')}
        </Button>
      </Box>
    </>
  );
}
