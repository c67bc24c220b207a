import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The SMS code: digits only, six at most, offered by the phone's keyboard and autofill
 * (`one-time-code`); what is wrong with it is said under it.
 */
export function OtpCodeField({
  code,
  onChange,
  error,
}: {
  code: string;
  onChange: (code: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('flows');
  return (
    <TextField
      label={t('signing.otpLabel')}
      value={code}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      error={error !== null}
      helperText={error ?? ' '}
      autoFocus
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: 6,
          'data-testid': 'otp-input',
        },
      }}
    />
  );
}
