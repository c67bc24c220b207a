import { type TLoginForm, ZLoginForm } from '@confirma/contracts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorSummary, enterSends, useErrorSummary } from '../../../components/error-summary';
import { FormTextField } from '../../../components/form-text-field';
import { pathFor } from '../../../config/routes';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from './auth-card';
import { BusyDialog } from './busy-dialog';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginErrorAlert } from './login-error-alert';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { PasswordField } from './password-field';
import { SsoSignInButton } from './sso-sign-in-button';
import { TwoFactorSignInStep } from './two-factor-sign-in-step';

/**
 * Login: e-mail, password, remember me and Enter, disabled while the
 * form is invalid; or the e-mail alone and "Sign in with SSO" (the organisation's identity
 * provider); 'Please stand by' while the request runs; errors in red. With two-step
 * verification on, the password leads to the second step (a code) in the same place.
 */
export function LoginForm({
  onSignedIn,
  onAuthenticated,
}: {
  onSignedIn: () => void;
  /** The credentials were accepted: what comes next may start loading. */
  onAuthenticated?: () => void;
}) {
  const { t } = useTranslation('account');
  const signIn = useSignIn(onAuthenticated ? { onAuthenticated } : {});
  const { control, handleSubmit, formState, getValues } = useForm<TLoginForm>({
    resolver: zodResolver(ZLoginForm),
    mode: 'onChange',
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const email = useWatch({ control, name: 'email' });
  const summary = useErrorSummary();
  const [secondStep, setSecondStep] = useState(false);
  // Why the second step sent the visitor back (too many wrong codes, expired challenge).
  const [stepError, setStepError] = useState<unknown>(null);
  const submit = handleSubmit((form) => {
    setStepError(null);
    signIn.mutate(form, {
      onSuccess: (result) => (result === 'twoFactor' ? setSecondStep(true) : onSignedIn()),
    });
  }, summary.report);
  if (secondStep) {
    return (
      <TwoFactorSignInStep
        onSignedIn={onSignedIn}
        {...(onAuthenticated ? { onAuthenticated } : {})}
        onBack={(error) => {
          signIn.reset();
          setStepError(error ?? null);
          setSecondStep(false);
        }}
      />
    );
  }
  const error = signIn.isError ? signIn.error : stepError;
  return (
    <AuthCard
      label={t('login.title')}
      onSubmit={submit}
      formRef={summary.form}
      onKeyDown={enterSends(formState.isValid, submit)}
    >
      <ErrorSummary form={summary.form} attempt={summary.attempt} />
      {error !== null && <LoginErrorAlert error={error} email={getValues('email').trim()} />}
      <FormTextField
        control={control}
        name="email"
        type="email"
        // The browser offers the account's passkeys among its suggestions (conditional UI).
        autoComplete="username webauthn"
        label={t('fields.email')}
        required
        fullWidth
      />
      <PasswordField
        control={control}
        name="password"
        autoComplete="current-password"
        label={t('fields.password')}
        required
        fullWidth
      />
      <Controller
        control={control}
        name="rememberMe"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label={t('login.remember')}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!formState.isValid || signIn.isPending}
      >
        {t('login.submit')}
      </Button>
      <SsoSignInButton email={email} valid={email.trim() !== '' && !formState.errors.email} />
      <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
        <Link component={RouterLink} to={pathFor('ForgotPassword')}>
          {t('login.forgot')}
        </Link>
        <Typography component="span">
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to={pathFor('RegisterPage')}>
            {t('login.register')}
          </Link>
        </Typography>
      </Stack>
      <PasskeySignInButton
        onSignedIn={onSignedIn}
        {...(onAuthenticated ? { onAuthenticated } : {})}
      />
      <GoogleSignInButton />
      <BusyDialog open={signIn.isPending} />
    </AuthCard>
  );
}
