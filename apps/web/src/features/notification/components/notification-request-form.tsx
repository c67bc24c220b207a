import {
  NOTIFICATION_LIMITS,
  type TCreateNotification,
  type TCreateNotificationRequest,
  ZCreateNotificationRequest,
} from '@confirma/contracts/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, FormLabel, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { renewAccountToken } from '../../../api/get-access-token';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-text-field';
import { LinkButton } from '../../../components/link-button';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { PdfPicker } from '../../../components/pdf-picker';
import { SuccessDialog } from '../../../components/success-dialog';
import { operationPath } from '../../../config/routes';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { invalidateAccount } from '../../../lib/account-queries';
import { track } from '../../../lib/analytics';
import { isLanguage } from '../../../lib/language';
import { invalidateOperations } from '../../../lib/operations-queries';
import { createNotification } from '../api/create-notification';

/** Reasons the sender can act on: credits, a refused PDF. */
const REASONS: ReadonlySet<string> = new Set([
  'INSUFFICIENT_CREDITS',
  'ACCOUNT_IN_DEBT',
  'PAYLOAD_TOO_LARGE',
  'PDF_TOO_COMPLEX',
  'PDF_ACTIVE_CONTENT',
  'UNSUPPORTED_MEDIA_TYPE',
]);

type TValues = Required<Omit<TCreateNotificationRequest, 'language'>>;

const EMPTY: TValues = {
  name: '',
  lastname: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  document: null,
};

const resolver = zodResolver(ZCreateNotificationRequest) as unknown as Resolver<
  TValues,
  unknown,
  TCreateNotification
>;

/**
 * The certified notification's creation form: the
 * recipient (name, surname, e-mail, optional mobile), the subject, the message and the PDF
 * ('Es obligatorio que elijas un documento'); Borrar and Enviar (disabled while invalid).
 * Sent, it shows where to follow it; a failure says why when the sender can act on it.
 */
export function NotificationRequestForm() {
  const { t, i18n } = useTranslation(['flows', 'errors']);
  const { notice, fail, close } = useFailureNotice(REASONS);
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<{ email: string; uuid: string } | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<
    TValues,
    unknown,
    TCreateNotification
  >({ resolver, mode: 'onTouched', defaultValues: EMPTY });
  const create = useMutation({
    mutationFn: async (form: TCreateNotification) => {
      track({ category: 'CertifiedNotification', action: 'submit' });
      await renewAccountToken();
      const language = isLanguage(i18n.language) ? i18n.language : 'es';
      return createNotification({ ...form, language });
    },
  });
  const submit = handleSubmit((form) =>
    create.mutate(form, {
      onSuccess: (created) => {
        void invalidateAccount(queryClient);
        void invalidateOperations(queryClient);
        setSent({ email: form.email, uuid: created.uuid });
        reset(EMPTY);
      },
      onError: (error) => fail('notification.errors.create', error),
    }),
  );
  const field = { control, autoComplete: 'off', fullWidth: true, messagePrefix: 'flows:' };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('notification.form.title')}>
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField {...field} name="name" label={t('create.form.name')} required />
          <FormTextField {...field} name="lastname" label={t('create.form.lastname')} required />
        </Stack>
        <FormTextField
          {...field}
          name="email"
          type="email"
          label={t('create.form.email')}
          required
        />
        <FormTextField
          {...field}
          name="phone"
          type="tel"
          label={t('notification.form.phone')}
          helperText={t('notification.form.phoneHelp')}
        />
        <FormTextField
          {...field}
          name="subject"
          label={t('notification.form.subject')}
          maxLength={NOTIFICATION_LIMITS.subjectMax}
          required
        />
        <FormTextField
          {...field}
          name="message"
          label={t('notification.form.message')}
          maxLength={NOTIFICATION_LIMITS.messageMax}
          multiline
          minRows={3}
          required
        />
        <Stack spacing={1}>
          <FormLabel required>{t('notification.form.document')}</FormLabel>
          <Controller
            control={control}
            name="document"
            render={({ field: pdf, fieldState }) => (
              <PdfPicker
                value={pdf.value}
                onChange={pdf.onChange}
                onBlur={pdf.onBlur}
                error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              />
            )}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('notification.form.cost')}
        </Typography>
        <FormActions
          valid={formState.isValid}
          busy={create.isPending}
          onClear={() => reset(EMPTY)}
        />
      </Stack>
      <NoticeSnackbar notice={notice} onClose={close} />
      <SuccessDialog
        open={sent !== null}
        title={t('notification.sent.title')}
        text={t('notification.sent.text', { email: sent?.email })}
        onClose={() => setSent(null)}
        action={
          sent ? (
            <LinkButton variant="outlined" to={operationPath(sent.uuid)}>
              {t('notification.sent.open')}
            </LinkButton>
          ) : undefined
        }
      />
    </Box>
  );
}
