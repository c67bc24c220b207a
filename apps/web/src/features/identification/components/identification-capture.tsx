import type { TBiometricConsent } from '@confirma/contracts/identification';
import { Alert, LinearProgress, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathFor } from '../../../config/routes';
import { useErrorText } from '../../../hooks/use-error-text';
import { sessionStore } from '../../../lib/session-store';
import { captureStages } from '../capture-rules';
import { useCaptureInputs } from '../hooks/use-capture-inputs';
import { useIdentificationCapture } from '../hooks/use-identification-capture';
import { useIdentificationStanding } from '../hooks/use-identification-standing';
import { useVideoSession } from '../hooks/use-video-session';
import { BiometricConsent } from './biometric-consent';
import { CaptureScreen } from './capture-screen';
import { IdentificationStanding } from './identification-standing';

/**
 * The video identification: the five inputs checked, where the signer
 * stands (a link opened again shows it: passed, under review, failed, or the operation
 * over), the server's session (what it asks of the capture), the consent to the processing
 * of biometric data (GDPR art. 9) before the camera starts, then the guided capture with
 * the time left; the summary opens 1 s after the result.
 */
export function IdentificationCapture() {
  const { t } = useTranslation(['flows', 'errors']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { inputs, missing, domainPending, ready, options } = useCaptureInputs();
  const standing = useIdentificationStanding(inputs.operationUuid, ready && missing.length === 0);
  // After a failed attempt the signer may start another: then the consent and the camera.
  const [retrying, setRetrying] = useState(false);
  const capturing = standing.data?.step === 'IDENTIFY' || retrying;
  const session = useVideoSession(inputs.operationUuid, ready && missing.length === 0 && capturing);
  const [consent, setConsent] = useState<TBiometricConsent | null>(null);
  const onFinished = useCallback(
    (videoUuid: string) => {
      sessionStore.set({ videoUuid });
      void navigate(
        `${pathFor('resumeIdentification')}?operation=${encodeURIComponent(inputs.operationUuid ?? '')}&video=${encodeURIComponent(videoUuid)}`,
      );
    },
    [navigate, inputs.operationUuid],
  );
  const { videoRef, state, start } = useIdentificationCapture(onFinished);

  if (missing.length > 0) {
    return (
      <Stack spacing={1} sx={{ maxWidth: 720 }}>
        {missing.map((name) => (
          <Alert key={name} severity="warning" role="alert">
            {t(`identificationSignature.missing.${name}`)}
          </Alert>
        ))}
      </Stack>
    );
  }

  const liveness = state ? state.liveness : session.data?.liveness !== 'OFF';
  const shown = captureStages({ liveness, passport: state?.passport });
  const begin = (given: TBiometricConsent | null = consent) => {
    if (!given || !session.data) return;
    setConsent(given);
    start({
      operationUuid: inputs.operationUuid ?? '',
      domainUuid: inputs.domainUuid ?? '',
      customerNif: null,
      liveness: session.data.liveness,
      consent: given,
      ...options,
    });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto', width: '100%' }}>
      {!state && standing.isError && (
        <Alert severity="error" role="alert">
          {errorText(standing.error)}
        </Alert>
      )}
      {!state && standing.isPending && (
        <LinearProgress aria-label={t('identificationSignature.standing.loading')} />
      )}
      {!state && standing.data && !capturing && (
        <IdentificationStanding
          standing={standing.data}
          operationUuid={inputs.operationUuid ?? ''}
          onRetry={() => setRetrying(true)}
        />
      )}
      {!state && capturing && session.isError && (
        <Alert severity="error" role="alert">
          {errorText(session.error)}
        </Alert>
      )}
      {!state && capturing && !session.data && !session.isError && (
        <LinearProgress aria-label={t('identificationSignature.consent.title')} />
      )}
      {!state && capturing && session.data && (
        <BiometricConsent
          retentionDays={session.data.retentionDays}
          minutes={options.videoTimeoutMinutes}
          liveness={session.data.liveness !== 'OFF'}
          disabled={domainPending}
          onAccept={begin}
        />
      )}
      {state && (
        <CaptureScreen state={state} videoRef={videoRef} stages={shown} onRetry={() => begin()} />
      )}
    </Stack>
  );
}
