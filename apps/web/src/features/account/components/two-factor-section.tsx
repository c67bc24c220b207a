import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { useSessionQuery } from '../api/get-session';
import { BackupCodesDialog } from './backup-codes-dialog';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorEnableDialog } from './two-factor-enable-dialog';

/**
 * Verificación en dos pasos (Datos tab): whether signing in asks for an authenticator
 * app's code besides the password (the session's `twoFactorEnabled`), and the dialogs that
 * turn it on, off, or give new backup codes.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('account');
  const session = useSessionQuery();
  const [dialog, setDialog] = useState<'enable' | 'disable' | 'codes' | null>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const user = session.data?.user;
  if (!user) return null;
  const enabled = user.twoFactorEnabled === true;
  const closed = (changed: boolean, text: string) => {
    setDialog(null);
    if (changed) setNotice({ severity: 'success', text });
  };
  return (
    <Box component="section" aria-labelledby="two-factor-title" sx={{ mt: 5 }}>
      <Stack direction="row" alignItems="center" flexWrap="wrap" gap={1.5}>
        <Typography id="two-factor-title" component="h3" variant="h6" sx={{ fontWeight: 600 }}>
          {t('profile.twoFactor.title')}
        </Typography>
        <Chip
          size="small"
          color={enabled ? 'success' : 'default'}
          label={t(enabled ? 'profile.twoFactor.on' : 'profile.twoFactor.off')}
        />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.twoFactor.text')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
        {enabled ? (
          <>
            <Button variant="outlined" onClick={() => setDialog('codes')}>
              {t('profile.twoFactor.newCodes')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('disable')}>
              {t('profile.twoFactor.turnOff')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => setDialog('enable')}>
            {t('profile.twoFactor.turnOn')}
          </Button>
        )}
      </Stack>
      <TwoFactorEnableDialog
        open={dialog === 'enable'}
        email={user.email}
        onClose={(changed) => closed(changed, t('profile.twoFactor.enabled'))}
      />
      <TwoFactorDisableDialog
        open={dialog === 'disable'}
        onClose={(changed) => closed(changed, t('profile.twoFactor.disabled'))}
      />
      <BackupCodesDialog
        open={dialog === 'codes'}
        email={user.email}
        onClose={() => setDialog(null)}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
