import { type TResetPasswordForm, ZResetPasswordForm } from '@confirma/contracts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';
import { AuthError } from '../api/auth-fetch';
import { useResetPassword } from '../api/reset-password';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { usePasswordEstimator } from '../hooks/use-password-estimator';
import { withRepeatedPassword } from '../utils/repeated-password-resolver';
import { AlertWithAction } from './alert-with-action';
import { AuthCard } from './auth-card';
import { InvalidResetLink } from './invalid-reset-link';
import { PasswordField } from './password-field';

const resolver = withRepeatedPassword(zodResolver(ZResetPasswordForm));

/** The page the e-mailed reset link opens: the new password, twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const reset = useResetPassword(token);
  const { control, handleSubmit, formState } = useForm<TResetPasswordForm>({
    resolver,
    mode: 'onChange',
    defaultValues: { password: '', repeatPassword: '' },
  });
  usePasswordEstimator();
  if (reset.error instanceof AuthError && reset.error.code === 'INVALID_TOKEN') {
    return <InvalidResetLink />;
  }
  if (reset.isSuccess) {
    return (
      <AlertWithAction
        severity="success"
        role="status"
        text={t('reset.success')}
        action={
          <LinkButton color="inherit" variant="outlined" size="small" to={pathFor('LoginPage')}>
            {t('reset.goLogin')}
          </LinkButton>
        }
      />
    );
  }
  return (
    <AuthCard label={t('reset.title')} onSubmit={handleSubmit((form) => reset.mutate(form))}>
      {reset.isError && (
        <Alert severity="error" role="alert">
          {errorText(reset.error)}
        </Alert>
      )}
      <PasswordField
        control={control}
        name="password"
        autoComplete="new-password"
        label={t('fields.newPassword')}
        deps={['repeatPassword']}
        required
        fullWidth
      />
      <PasswordField
        control={control}
        name="repeatPassword"
        autoComplete="new-password"
        label={t('fields.repeatPassword')}
        required
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!formState.isValid || reset.isPending}
      >
        {t('reset.submit')}
      </Button>
    </AuthCard>
  );
}
