import { Dialog } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { TwoFactorPasswordStep } from './two-factor-password-step';

const TITLE_ID = 'two-factor-disable-title';

/** Turning two-step verification off, after the password. */
export function TwoFactorDisableDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (disabled: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const disable = useDisableTwoFactor();
  const close = (disabled: boolean) => {
    disable.reset();
    onClose(disabled);
  };
  return (
    <Dialog open={open} onClose={() => close(false)} aria-labelledby={TITLE_ID} maxWidth="sm">
      <TwoFactorPasswordStep
        titleId={TITLE_ID}
        title={t('profile.twoFactor.disableTitle')}
        text={t('profile.twoFactor.disableText')}
        confirmLabel={t('profile.twoFactor.turnOff')}
        danger
        pending={disable.isPending}
        error={disable.error}
        onConfirm={(password) => disable.mutate(password, { onSuccess: () => close(true) })}
        onCancel={() => close(false)}
      />
    </Dialog>
  );
}
