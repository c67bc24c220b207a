import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { resetSecondFactor } from '../api/reset-second-factor';
import { useAdminMutation } from '../api/use-admin-mutation';
import { ReasonDialog } from './reason-dialog';

/**
 * Account recovery: the account's two-step verification turned off, with how support
 * checked the person as the reason; `onDone` gets the notice to show.
 */
export function SecondFactorResetDialog({
  userId,
  email,
  open,
  onClose,
  onDone,
}: {
  userId: string;
  email: string;
  open: boolean;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const reset = useAdminMutation((vars: { reason: string }) => resetSecondFactor(userId, vars));
  return (
    <ReasonDialog
      open={open}
      title={t('accounts.resetSecondFactorTitle')}
      text={t('accounts.resetSecondFactorText', { email })}
      confirmLabel={t('accounts.resetSecondFactor')}
      busy={reset.isPending}
      error={reset.error ? errorText(reset.error) : null}
      onClose={() => {
        reset.reset();
        onClose();
      }}
      onConfirm={(reason) =>
        reset.mutate(
          { reason },
          { onSuccess: () => onDone(t('accounts.secondFactorReset', { email })) },
        )
      }
    />
  );
}
