import { type TForgotPasswordForm, ZForgotPasswordForm } from '@confirma/contracts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { pathFor } from '../../../config/routes';
import { AuthError } from '../api/auth-fetch';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { AuthCard } from './auth-card';

/**
 * Forgot password: e-mail and Reset Password. The server answers alike
 * for unknown addresses, so success always reads 'Please use the link in the email…'.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const reset = useRequestPasswordReset();
  const { control, handleSubmit, formState } = useForm<TForgotPasswordForm>({
    resolver: zodResolver(ZForgotPasswordForm),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const failure = reset.error;
  const failureText =
    failure instanceof AuthError && (failure.code === 'RATE_LIMITED' || failure.status === 0)
      ? errorText(failure)
      : t('forgot.failure');
  return (
    <AuthCard label={t('forgot.title')} onSubmit={handleSubmit((form) => reset.mutate(form))}>
      {reset.isSuccess && (
        <Alert severity="success" role="status">
          {t('forgot.success')}
        </Alert>
      )}
      {reset.isError && (
        <Alert severity="error" role="alert">
          {failureText}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="email"
        type="email"
        autoComplete="email"
        label={t('fields.email')}
        required
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!formState.isValid || reset.isPending}
      >
        {t('forgot.submit')}
      </Button>
      <Link component={RouterLink} to={pathFor('LoginPage')}>
        {t('forgot.backToLogin')}
      </Link>
    </AuthCard>
  );
}
