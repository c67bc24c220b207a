import { Box, Button, Collapse, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorSummary, useErrorSummary } from '../../../components/error-summary';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { pathFor } from '../../../config/routes';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { createOtp } from '../api/create-otp';
import { markDocumentRead } from '../api/mark-document-read';
import { verifyOtp } from '../api/verify-otp';
import { codeErrorText } from '../hooks/code-error-text';
import { SIGNING_REASONS } from '../hooks/signing-reasons';
import { usePrefetchSummary } from '../hooks/use-prefetch-summary';
import { fieldValue } from '../hooks/use-signing-context';
import { SignerFieldInputs, useSignerFields } from './signer-field-inputs';
import { SigningDocument } from './signing-document';
import type { TPreloadsSummary, TSigningEvents, TSigningReady } from './signing-gate';

const RESEND_SECONDS = 30;

/** +34******222: the signer recognises their phone; onlookers learn little. */
export function maskPhone(phone: string) {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.length <= 5
    ? digits
    : `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

/**
 * Spec 000 §4 "Simple signature page": the PDF; once it loads, 'document read and
 * accepted'; on read and code dispatch the PDF hides and the code entry appears; the right
 * code signs and goes to resumeSignature. Each failure has its snackbar (§8).
 */
export function OtpSigning({
  operation,
  operationUuid,
  documentUuid,
  preloadSummary,
  onDocumentRead,
  onSigned,
  onFailure,
}: TSigningReady & TPreloadsSummary & TSigningEvents) {
  const { t } = useTranslation('flows');
  const navigate = useNavigate();
  const { notice, fail, inform, close } = useFailureNotice(SIGNING_REASONS);
  const phone = fieldValue(operation, 'cellphone') ?? '';
  const [stage, setStage] = useState<'read' | 'otp'>(
    operation.viewer?.status === 'OTP_SENT' ? 'otp' : 'read',
  );
  const [loaded, setLoaded] = useState(false);
  const [showDocument, setShowDocument] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(stage === 'otp' ? 0 : RESEND_SECONDS);
  const fields = useSignerFields(operation);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const prefetchSummary = usePrefetchSummary(operationUuid, documentUuid);
  // The code is being asked for: the completion screen loads while the signer types it.
  useEffect(() => {
    if (stage === 'otp') preloadSummary?.();
  }, [stage, preloadSummary]);

  const accept = useMutation({
    mutationFn: async () => {
      try {
        await markDocumentRead(operationUuid, documentUuid);
      } catch (error) {
        throw Object.assign(new Error('documentRead'), { step: 'read', error });
      }
      onDocumentRead?.({ documentId: documentUuid });
      try {
        await createOtp(operationUuid, phone);
      } catch (error) {
        throw Object.assign(new Error('createOtp'), { step: 'otp', error });
      }
    },
    onSuccess: () => {
      setStage('otp');
      setCooldown(RESEND_SECONDS);
    },
    onError: (failure: Error & { step?: string; error?: unknown }) => {
      onFailure?.(failure.error);
      fail(
        failure.step === 'otp' ? 'signing.errors.otpSend' : 'signing.errors.accept',
        failure.error,
      );
    },
  });

  const resend = useMutation({
    mutationFn: () => createOtp(operationUuid, phone),
    onSuccess: () => {
      setCooldown(RESEND_SECONDS);
      inform(t('signing.resent'));
    },
    onError: (error) => fail('signing.errors.otpSend', error),
  });

  const sign = useMutation({
    mutationFn: (otp: string) => verifyOtp(operationUuid, otp, fields.values),
    onSuccess: (answer) => {
      onSigned?.({ sealed: answer.sealed });
      if (answer.sealed) prefetchSummary();
      void navigate(`${pathFor('resumeSignature')}${answer.sealed ? '' : '?sealing=1'}`);
    },
    onError: (error) => {
      onFailure?.(error);
      // What is wrong with the code is said once, under the code; anything else is a notice.
      const codeProblem = codeErrorText(error, t);
      if (codeProblem) setCodeError(codeProblem);
      else fail('signing.errors.otpVerify', error);
    },
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
            <TextField
              label={t('signing.otpLabel')}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              error={codeError !== null}
              helperText={codeError ?? ' '}
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
