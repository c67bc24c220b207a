import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { SuccessDialog } from '../../../components/success-dialog';
import { WorkingStatus } from '../../../components/working-status';
import type { useContactSubmission } from '../hooks/use-contact-submission';

/**
 * What the three contact forms share around their fields: the form element (named for
 * assistive technology: `{form}.form.label`), the progress while the proof of work and the
 * request run, the submit button (`{form}.form.send`, disabled while invalid) and, when
 * `clearable`, the clear one (`{form}.form.reset`), the error snackbar and the 'Gracias'
 * dialog (with `dialogAction` before Cerrar).
 */
export function ContactFormShell<T extends FieldValues>({
  form,
  sending,
  clearable = false,
  dialogAction,
  children,
}: {
  form: 'api' | 'page' | 'request';
  sending: ReturnType<typeof useContactSubmission<T>>;
  clearable?: boolean;
  dialogAction?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('contact');
  const labels = {
    submit: t(`${form}.form.send`),
    clear: clearable ? t(`${form}.form.reset`) : undefined,
  };
  return (
    <Box component="form" noValidate onSubmit={sending.submit} aria-label={t(`${form}.form.label`)}>
      <Stack spacing={2.5}>
        {children}
        {sending.busy && <WorkingStatus text={t('working')} />}
        <FormActions
          valid={sending.valid}
          busy={sending.busy}
          onClear={clearable ? sending.clear : undefined}
          labels={labels}
        />
      </Stack>
      <NoticeSnackbar notice={sending.notice} onClose={sending.closeNotice} />
      <SuccessDialog
        open={sending.thanks}
        title={t('thanks.title')}
        text={t('thanks.text')}
        onClose={sending.closeThanks}
        action={dialogAction}
      />
    </Box>
  );
}
