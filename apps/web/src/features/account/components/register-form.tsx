import { type TRegisterForm, ZRegisterForm } from '@confirma/contracts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorSummary, enterSends, useErrorSummary } from '../../../components/error-summary';
import { FormTextField } from '../../../components/form-text-field';
import { pathFor } from '../../../config/routes';
import { useSignUp } from '../api/sign-up';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { usePasswordEstimator } from '../hooks/use-password-estimator';
import { withRepeatedPassword } from '../utils/repeated-password-resolver';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { PolicyCheckbox } from './policy-checkbox';
import { PrivacyPolicyDialog } from './privacy-policy-dialog';
import type { TRegisterValues } from './register-values';

const resolver = withRepeatedPassword(
  zodResolver(ZRegisterForm) as unknown as Resolver<TRegisterValues, unknown, TRegisterForm>,
);

/**
 * Register: name, e-mail, password twice and the privacy policy; the
 * button is disabled while the form is invalid. Failure shows the server's message.
 */
export function RegisterForm({
  onRegistered,
  next,
}: {
  onRegistered: () => void;
  /** The page the e-mailed verification link leads back to after signing in. */
  next?: string | undefined;
}) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const signUp = useSignUp();
  const [policyOpen, setPolicyOpen] = useState(false);
  const { control, handleSubmit, formState } = useForm<TRegisterValues, unknown, TRegisterForm>({
    resolver,
    mode: 'onChange',
    defaultValues: { name: '', email: '', password: '', repeatPassword: '', acceptPolicy: false },
  });
  usePasswordEstimator();
  const summary = useErrorSummary();
  const submit = handleSubmit(
    (form) => signUp.mutate({ form, next }, { onSuccess: onRegistered }),
    summary.report,
  );
  return (
    <AuthCard
      label={t('register.title')}
      onSubmit={submit}
      formRef={summary.form}
      onKeyDown={enterSends(formState.isValid, submit)}
    >
      <ErrorSummary form={summary.form} attempt={summary.attempt} />
      {signUp.isError && (
        <Alert severity="error" role="alert">
          {errorText(signUp.error)}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="name"
        autoComplete="name"
        label={t('fields.name')}
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name="email"
        type="email"
        autoComplete="email"
        label={t('fields.email')}
        required
        fullWidth
      />
      <PasswordField
        control={control}
        name="password"
        autoComplete="new-password"
        label={t('fields.password')}
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
      <PolicyCheckbox control={control} onOpenPolicy={() => setPolicyOpen(true)} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!formState.isValid || signUp.isPending}
      >
        {t('register.submit')}
      </Button>
      <Typography>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={pathFor('LoginPage')}>
          {t('register.login')}
        </Link>
      </Typography>
      <PrivacyPolicyDialog open={policyOpen} onClose={() => setPolicyOpen(false)} />
    </AuthCard>
  );
}
