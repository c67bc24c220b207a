import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The password that confirms a sensitive change (erasing the account, two-step
 * verification): focused when its dialog opens, filled by the password manager.
 */
export function ConfirmPasswordField({
  value,
  onChange,
  helperText,
}: {
  value: string;
  onChange: (password: string) => void;
  helperText: string;
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      type="password"
      name="password"
      autoComplete="current-password"
      label={t('fields.password')}
      helperText={helperText}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      autoFocus
    />
  );
}
