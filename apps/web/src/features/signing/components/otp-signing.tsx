import { Box, Button, Collapse, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary, useErrorSummary } from '../../../components/error-summary';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { SIGNING_REASONS } from '../hooks/signing-reasons';
import { useOtpSigning } from '../hooks/use-otp-signing';
import { fieldValue } from '../hooks/use-signing-context';
import { OtpCodeField } from './otp-code-field';
import { SignerFieldInputs, useSignerFields } from './signer-field-inputs';
import { SigningDocument } from './signing-document';
import type { TPreloadsSummary, TSigningEvents, TSigningReady } from './signing-gate';

/** +34******222: the signer recognises their phone; onlookers learn little. */
export function maskPhone(phone: string) {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.length <= 5
    ? digits
    : `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

/**
 * The simple signature page: the PDF; once it loads, 'document read and
 * accepted'; on read and code dispatch the PDF hides and the code entry appears; the right
 * code signs and goes to resumeSignature. Each failure has its snackbar.
 */
export function OtpSigning(props: TSigningReady & TPreloadsSummary & TSigningEvents) {
  const { operation, operationUuid, documentUuid } = props;
  const { t } = useTranslation('flows');
  const { notice, fail, inform, close } = useFailureNotice(SIGNING_REASONS);
  const phone = fieldValue(operation, 'cellphone') ?? '';
  const [loaded, setLoaded] = useState(false);
  const [showDocument, setShowDocument] = useState(false);
  const [code, setCode] = useState('');
  const fields = useSignerFields(operation);
  const { stage, cooldown, codeError, setCodeError, accept, resend, sign } = useOtpSigning(props, {
    phone,
    fields,
    fail,
    inform,
  });

  const summary = useErrorSummary();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    const error = !value
      ? t('signing.otpEmpty')
      : /^\d{6}$/.test(value)
        ? null
        : t('signing.otpFormat');
    setCodeError(error);
    // Every field is checked, then what stops the signature is announced at once.
    const fieldsFilled = fields.check();
    if (error || !fieldsFilled) return summary.report();
    sign.mutate(value);
  };

  const viewer = (
    <SigningDocument
      operationUuid={operationUuid}
      documentUuid={documentUuid}
      fail={fail}
      onLoaded={() => setLoaded(true)}
    />
  );

  return (
    <Stack spacing={3}>
      {stage === 'read' ? (
        <>
          <Typography color="text.secondary">{t('signing.readHint')}</Typography>
          {viewer}
          {loaded && (
            <Box sx={{ position: 'sticky', bottom: 16, zIndex: 1 }}>
              <Button
                variant="contained"
                size="large"
                fullWidth
                disabled={accept.isPending}
                onClick={() => accept.mutate()}
                sx={{ maxWidth: { sm: 420 } }}
              >
                {t('signing.readAccept')}
              </Button>
            </Box>
          )}
        </>
      ) : (
        <Box
          component="form"
          ref={summary.form}
          noValidate
          onSubmit={submit}
          sx={{ maxWidth: 480 }}
        >
          <Stack spacing={2}>
            <Typography component="h2" variant="h6">
              {t('signing.otpTitle')}
            </Typography>
            <ErrorSummary form={summary.form} attempt={summary.attempt} />
            <SignerFieldInputs state={fields} />
            <Typography>{t('signing.otpSentTo', { phone: maskPhone(phone) })}</Typography>
            <OtpCodeField code={code} onChange={setCode} error={codeError} />
            <Button type="submit" variant="contained" size="large" disabled={sign.isPending}>
              {sign.isPending ? t('signing.signing') : t('signing.sign')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('signing.legalNote')}
            </Typography>
            <Stack direction="row" spacing={1} flexWrap="wrap">
              <Button
                variant="text"
                disabled={cooldown > 0 || resend.isPending}
                onClick={() => resend.mutate()}
              >
                {cooldown > 0 ? t('signing.resendIn', { seconds: cooldown }) : t('signing.resend')}
              </Button>
              <Button variant="text" onClick={() => setShowDocument((value) => !value)}>
                {showDocument ? t('signing.hideDocument') : t('signing.showDocument')}
              </Button>
            </Stack>
          </Stack>
          <Collapse in={showDocument} unmountOnExit>
            <Box sx={{ mt: 2 }}>{viewer}</Box>
          </Collapse>
        </Box>
      )}
      <NoticeSnackbar notice={notice} onClose={close} />
    </Stack>
  );
}
