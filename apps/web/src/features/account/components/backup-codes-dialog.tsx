import { Dialog } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useGenerateBackupCodes } from '../api/generate-backup-codes';
import { BackupCodesStep } from './backup-codes-step';
import { TwoFactorPasswordStep } from './two-factor-password-step';

const TITLE_ID = 'backup-codes-title';

/** New backup codes after the password (the old ones stop working), shown once. */
export function BackupCodesDialog({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const generate = useGenerateBackupCodes();
  const close = () => {
    generate.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={generate.data ? undefined : close}
      aria-labelledby={TITLE_ID}
      maxWidth="sm"
      fullWidth
    >
      {generate.data ? (
        <BackupCodesStep titleId={TITLE_ID} codes={generate.data} email={email} onDone={close} />
      ) : (
        <TwoFactorPasswordStep
          titleId={TITLE_ID}
          title={t('profile.twoFactor.regenerateTitle')}
          text={t('profile.twoFactor.regenerateText')}
          confirmLabel={t('profile.twoFactor.regenerate')}
          pending={generate.isPending}
          error={generate.error}
          onConfirm={(password) => generate.mutate(password)}
          onCancel={close}
        />
      )}
    </Dialog>
  );
}
