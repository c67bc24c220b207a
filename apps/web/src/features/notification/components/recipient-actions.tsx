import { NOTIFICATION_LIMITS } from '@confirma/contracts/notifications';
import { Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acknowledgeNotification } from '../api/acknowledge-notification';
import { rejectNotification } from '../api/reject-notification';
import { sendAckCode } from '../api/send-ack-code';

/**
 * 'Acuso recibo' (optionally confirmed by an SMS code to the phone the sender gave) and the
 * rejection with its reason. Each answer is recorded by the server as evidence.
 */
export function RecipientActions({
  token,
  smsConfirmation,
  onDone,
  onCodeSent,
  onError,
}: {
  token: string;
  smsConfirmation: boolean;
  onDone: () => Promise<unknown>;
  onCodeSent: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('flows');
  const [withSms, setWithSms] = useState(false);
  const [code, setCode] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const after = { onSuccess: () => void onDone(), onError };
  const acknowledge = useMutation({
    mutationFn: () => acknowledgeNotification(token, withSms ? { code } : {}),
    ...after,
  });
  const reject = useMutation({ mutationFn: () => rejectNotification(token, reason), ...after });
  const sendCode = useMutation({
    mutationFn: () => sendAckCode(token),
    onSuccess: onCodeSent,
    onError,
  });
  const busy = acknowledge.isPending || reject.isPending;
  const codeValid = new RegExp(`^\\d{${NOTIFICATION_LIMITS.ackCodeLength}}$`).test(code);
  return (
    <Stack spacing={2}>
      {smsConfirmation && (
        <FormControlLabel
          control={<Checkbox checked={withSms} onChange={(e) => setWithSms(e.target.checked)} />}
          label={t('notification.recipient.withSms')}
        />
      )}
      {withSms && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => sendCode.mutate()}
            disabled={sendCode.isPending}
          >
            {t('notification.recipient.sendCode')}
          </Button>
          <TextField
            label={t('notification.recipient.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' },
            }}
          />
        </Stack>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={() => acknowledge.mutate()}
        disabled={busy || (withSms && !codeValid)}
      >
        {t('notification.recipient.acknowledge')}
      </Button>
      {!rejecting ? (
        <Button color="inherit" onClick={() => setRejecting(true)} disabled={busy}>
          {t('notification.recipient.reject')}
        </Button>
      ) : (
        <Stack spacing={1.5}>
          <TextField
            label={t('notification.recipient.rejectReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value.slice(0, 500))}
            multiline
            minRows={2}
          />
          <Button color="error" variant="outlined" onClick={() => reject.mutate()} disabled={busy}>
            {t('notification.recipient.reject')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
