import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useFailureNotice } from '../../../hooks/use-failure-notice';
import { createOtp } from '../api/create-otp';
import { markDocumentRead } from '../api/mark-document-read';
import { verifyOtp } from '../api/verify-otp';
import type { useSignerFields } from '../components/signer-field-inputs';
import type { TPreloadsSummary, TSigningEvents, TSigningReady } from '../components/signing-gate';
import { codeErrorText } from './code-error-text';
import { useGoToSummary } from './use-prefetch-summary';

const RESEND_SECONDS = 30;

/**
 * The OTP signature's steps: read and accepted (`documentread`, then the code sent by SMS),
 * the code sent again once RESEND_SECONDS have passed, and the code verified with the
 * signer's fields, which signs and goes to the summary. A wrong code is said under the code
 * (`codeError`); any other failure is a notice (`fail`).
 */
export function useOtpSigning(
  props: TSigningReady & TPreloadsSummary & TSigningEvents,
  {
    phone,
    fields,
    fail,
    inform,
  }: {
    phone: string;
    fields: ReturnType<typeof useSignerFields>;
  } & Pick<ReturnType<typeof useFailureNotice>, 'fail' | 'inform'>,
) {
  const { operation, operationUuid, documentUuid, preloadSummary } = props;
  const { onDocumentRead, onSigned, onFailure } = props;
  const { t } = useTranslation('flows');
  const [stage, setStage] = useState<'read' | 'otp'>(
    operation.viewer?.status === 'OTP_SENT' ? 'otp' : 'read',
  );
  const [codeError, setCodeError] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(stage === 'otp' ? 0 : RESEND_SECONDS);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const goToSummary = useGoToSummary(operationUuid, documentUuid, onSigned);
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
    onSuccess: goToSummary,
    onError: (error) => {
      onFailure?.(error);
      // What is wrong with the code is said once, under the code; anything else is a notice.
      const codeProblem = codeErrorText(error, t);
      if (codeProblem) setCodeError(codeProblem);
      else fail('signing.errors.otpVerify', error);
    },
  });

  return { stage, cooldown, codeError, setCodeError, accept, resend, sign };
}
