import { ZAdjustCreditsRequest } from '@confirma/contracts/admin';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { adjustCredits } from '../api/adjust-credits';
import { useAdminMutation } from '../api/use-admin-mutation';
import { ReasonDialog } from './reason-dialog';

/**
 * Add (positive) or take (negative) credits, with a reason. One Idempotency-Key per
 * opening of the dialog: a double submit, or a retry after a lost answer, adjusts once.
 * Mount it only while open (a new opening is a new key).
 */
export function AdjustCreditsDialog({
  userId,
  onClose,
  onDone,
}: {
  userId: string;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useAdminMutation((reason: string) =>
    adjustCredits(userId, ZAdjustCreditsRequest.parse({ amount, reason }), key),
  );
  const amountCheck = ZAdjustCreditsRequest.shape.amount.safeParse(amount);
  const amountError = touched && !amountCheck.success ? amountCheck.error.issues[0]?.message : '';
  return (
    <ReasonDialog
      open
      title={t('adjust.title')}
      text={t('adjust.text')}
      confirmLabel={t('adjust.submit')}
      busy={mutation.isPending}
      error={mutation.error ? errorText(mutation.error) : null}
      onClose={onClose}
      onConfirm={(reason) => {
        setTouched(true);
        if (!amountCheck.success) return;
        mutation.mutate(reason, {
          onSuccess: (result) =>
            onDone(
              t(result.replayed ? 'adjust.replayed' : 'adjust.done', {
                balance: result.balance.current,
              }),
            ),
        });
      }}
    >
      <TextField
        label={t('adjust.amount')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        onBlur={() => setTouched(true)}
        error={Boolean(amountError)}
        helperText={amountError ? t(amountError) : t('adjust.amountHint')}
        fullWidth
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '-?[0-9]*' } }}
      />
    </ReasonDialog>
  );
}
