import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaptureStage } from '../capture-rules';
import type { TCaptureState } from '../hooks/capture.types';
import { CaptureCountdown } from './capture-countdown';
import { ColourLight } from './colour-light';
import { FramingGuide } from './framing-guide';
import { RecordingIndicator } from './recording-indicator';

const mirrored = (stage: TCaptureStage | null) =>
  stage === null || stage === 'face' || stage === 'liveness';

/** The capture's phases while the videoTimeout runs (the countdown shows). */
const TIMED = new Set(['camera', 'light', 'recording']);

/**
 * The capture under way: the time left, the stages with the one in progress, the camera's
 * picture, the progress of the stage or of the upload, the colour light and what to do now;
 * after a failure, the way to try again.
 */
export function CaptureScreen({
  state,
  videoRef,
  stages,
  onRetry,
}: {
  state: TCaptureState;
  videoRef: RefObject<HTMLVideoElement | null>;
  stages: TCaptureStage[];
  onRetry: () => void;
}) {
  const { t } = useTranslation('flows');
  return (
    <>
      {state.deadline !== null && TIMED.has(state.phase) && (
        <CaptureCountdown deadline={state.deadline} />
      )}
      <Stepper activeStep={state.stage ? stages.indexOf(state.stage) : -1} alternativeLabel>
        {stages.map((stage) => (
          <Step key={stage} completed={state.completed.includes(stage)}>
            <StepLabel>{t(`identificationSignature.stage.${stage}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <CaptureVideo state={state} videoRef={videoRef} />
      {state.phase === 'recording' && state.stage && state.stage !== 'done' && (
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('identificationSignature.progress', {
              stage: t(`identificationSignature.stage.${state.stage}`),
              count: state.attempts,
            })}
          </Typography>
          <LinearProgress aria-label={t(`identificationSignature.stage.${state.stage}`)} />
        </Box>
      )}
      {state.phase === 'finishing' && (
        <LinearProgress
          variant="determinate"
          value={Math.round(state.upload * 100)}
          aria-label={t('identificationSignature.uploading')}
        />
      )}
      {state.colourCheck === 'OFF' && (
        <Alert severity="info" data-testid="colour-off">
          {t('identificationSignature.colourOff')}
        </Alert>
      )}
      <ColourLight colour={state.screenColour} />
      <Alert
        severity={state.severity}
        role={state.severity === 'error' ? 'alert' : 'status'}
        data-testid="capture-message"
      >
        {t(`identificationSignature.messages.${state.message}`)}
      </Alert>
      {state.phase === 'failed' && (
        <Box>
          <Button variant="outlined" onClick={onRetry}>
            {t('identificationSignature.retry')}
          </Button>
        </Box>
      )}
    </>
  );
}

/** The camera's picture, with the framing guide, the recording mark and a found tick. */
function CaptureVideo({
  state,
  videoRef,
}: {
  state: TCaptureState;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const { t } = useTranslation('flows');
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '4 / 3',
        bgcolor: '#111',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box
        component="video"
        ref={videoRef}
        autoPlay
        muted
        playsInline
        aria-label={t('identificationSignature.videoLabel')}
        sx={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          // A mirror for the face; a document shows as the camera sees it (its text
          // would read backwards in a mirror).
          transform: mirrored(state.stage) ? 'scaleX(-1)' : 'none',
        }}
      />
      {state.phase === 'recording' && <FramingGuide stage={state.stage} />}
      {state.phase === 'recording' && <RecordingIndicator />}
      {state.severity === 'success' && state.phase === 'recording' && (
        <CheckCircleIcon
          color="success"
          sx={{ position: 'absolute', top: 8, right: 8, fontSize: 36 }}
          aria-hidden
        />
      )}
    </Box>
  );
}
