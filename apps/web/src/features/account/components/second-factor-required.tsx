import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSessionQuery } from '../api/get-session';
import { PasskeysSection } from './passkeys-section';
import { TwoFactorSection } from './two-factor-section';

/**
 * My Account when the organisation the session acts for requires a second factor and this
 * person has none: why nothing else shows, and the two ways to meet the rule: turning on
 * two-step verification (which counts at once: once the backup codes are kept, Continue
 * reads the organisation again through `onMet`), or adding a passkey and signing in again
 * with it. The header's switcher still leads to their other organisations.
 */
export function SecondFactorRequired({ userId, onMet }: { userId: string; onMet: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const session = useSessionQuery();
  const twoFactorOn = session.data?.user.twoFactorEnabled === true;
  return (
    <Box>
      {twoFactorOn ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={onMet}>
              {t('profile.secondFactorRequired.continue')}
            </Button>
          }
        >
          {t('profile.secondFactorRequired.met')}
        </Alert>
      ) : (
        <Alert severity="warning" role="alert">
          {t('errors:ORGANIZATION_SECOND_FACTOR_REQUIRED')}
        </Alert>
      )}
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('profile.secondFactorRequired.text')}
      </Typography>
      <TwoFactorSection />
      <PasskeysSection userId={userId} />
    </Box>
  );
}
