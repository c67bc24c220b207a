import { DEMO_IDENTIFIES, DEMO_TYPES, type TDemoForm, ZDemoForm } from '@confirma/contracts/demo';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Stack } from '@mui/material';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/form-actions';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { SuccessDialog } from '../../../components/success-dialog';
import { WorkingStatus } from '../../../components/working-status';
import { pathFor } from '../../../config/routes';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { isLanguage } from '../../../lib/language';
import { useCreateDemo } from '../hooks/use-create-demo';

type TDemoValues = Omit<TDemoForm, 'type'> & { type: TDemoForm['type'] | '' };

const EMPTY: TDemoValues = {
  name: '',
  lastname: '',
  email: '',
  phone: '',
  nif: '',
  type: '',
  lang: 'es',
};
const resolver = zodResolver(ZDemoForm) as unknown as Resolver<TDemoValues, unknown, TDemoForm>;
/** Server reasons the visitor can act on (solve again, wait). */
const DEMO_REASONS: ReadonlySet<string> = new Set([
  'CAPTCHA_FAILED',
  'RATE_LIMITED',
  'SIGNATURE_TYPE_UNAVAILABLE',
  'VISION_BUSY',
  'network',
]);

/**
 * The public demo: name, last name,
 * e-mail, mobile and the type; the language comes from `?lang=`. Sending solves a proof
 * of work and creates a real test operation with no legal validity: OTP ends in the
 * success dialog (the signer gets the e-mail and the SMS), handwriting opens the signing
 * page here, and the identification types (which ask for the document number, free in the
 * demo) open the capture screen here, as a customer's operation does.
 */
export function DemoForm() {
  const { t, i18n } = useTranslation(['flows', 'errors']);
  const navigate = useNavigate();
  const { notice, fail, close } = useFailureNotice(DEMO_REASONS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset, watch } = useForm<
    TDemoValues,
    unknown,
    TDemoForm
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const create = useCreateDemo({ onCreated: () => reset(EMPTY), onSent: setSentTo, fail });
  const chosen = watch('type');
  const identifies = chosen !== '' && DEMO_IDENTIFIES[chosen];
  const submit = handleSubmit((form) =>
    create.mutate({ ...form, lang: isLanguage(i18n.language) ? i18n.language : 'es' }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('flows:createSign.title')}>
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="name"
            label={t('flows:create.form.name')}
            messagePrefix="flows:demo."
            autoComplete="given-name"
            required
            fullWidth
          />
          <FormTextField
            control={control}
            name="lastname"
            label={t('flows:create.form.lastname')}
            messagePrefix="flows:demo."
            autoComplete="family-name"
            required
            fullWidth
          />
        </Stack>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('flows:create.form.email')}
          messagePrefix="flows:demo."
          autoComplete="email"
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('flows:create.form.phone')}
          helperText={t('flows:create.form.phoneHelp')}
          messagePrefix="flows:demo."
          autoComplete="tel"
          required
          fullWidth
        />
        <FormSelectField
          control={control}
          name="type"
          label={t('flows:create.form.type')}
          required
          testId="demo-type-select"
          messagePrefix="flows:demo."
          options={DEMO_TYPES.map((value) => [value, t(`flows:demo.types.${value}`)] as const)}
        />
        {identifies && (
          <>
            <FormTextField
              control={control}
              name="nif"
              label={t('flows:create.form.nif')}
              helperText={t('flows:create.form.nifHelp')}
              messagePrefix="flows:demo."
              required
              fullWidth
            />
            <Alert severity="info">{t('flows:demo.identificationFree')}</Alert>
          </>
        )}
        {create.isPending && <WorkingStatus text={t('flows:demo.working')} />}
        <FormActions
          valid={formState.isValid}
          busy={create.isPending}
          onClear={() => reset(EMPTY)}
        />
      </Stack>
      <NoticeSnackbar notice={notice} onClose={close} />
      <SuccessDialog
        open={sentTo !== null}
        title={t('flows:demo.sent.title')}
        text={t('flows:demo.sent.text', { email: sentTo })}
        onClose={() => {
          setSentTo(null);
          void navigate(pathFor('HomePage2'));
        }}
      />
    </Box>
  );
}
