import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import { type ReactNode, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { useReviewCase } from '../api/get-review-case';
import { DeskRefusal } from './desk-refusal';
import { ReviewBursts } from './review-bursts';
import { ReviewCaseHeader } from './review-case-header';
import { ReviewChecks } from './review-checks';
import { ReviewDecisionPanel } from './review-decision-panel';
import { ReviewDocument } from './review-document';
import { ReviewFaces } from './review-faces';
import { ReviewHistory } from './review-history';
import { ReviewVideo } from './review-video';

/**
 * One case of the desk, side by side: on a desktop two columns (the person on the left:
 * portrait and selfie, the challenge frames, the document; the evidence of the session and
 * the decision on the right: the video and its timeline, the checks and risk signals, the
 * history), on a phone one after the other. A burst or a timeline entry seeks the video.
 */
export function ReviewCaseView({
  id,
  me,
  signIn,
}: {
  id: string;
  /** The signed-in reviewer's user id (their own first decision cannot be confirmed by them). */
  me: string | null;
  signIn: ReactNode;
}) {
  const { t } = useTranslation('review');
  const errorText = useErrorText();
  const query = useReviewCase(id);
  const videoRef = useRef<HTMLVideoElement>(null);
  const seek = useCallback((videoMs: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = videoMs / 1000;
    video.scrollIntoView?.({ block: 'nearest' });
  }, []);
  if (query.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (query.isError) {
    return (
      <DeskRefusal error={query.error} signIn={signIn}>
        <Alert severity="error" role="alert">
          {errorText(query.error)}
        </Alert>
      </DeskRefusal>
    );
  }
  const reviewCase = query.data;
  return (
    <Stack spacing={3}>
      <ReviewCaseHeader reviewCase={reviewCase} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <ReviewFaces reviewCase={reviewCase} />
          <ReviewBursts bursts={reviewCase.bursts} onSeek={seek} />
          <ReviewDocument reviewCase={reviewCase} />
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <ReviewVideo
            video={reviewCase.video}
            timeline={reviewCase.timeline}
            videoRef={videoRef}
            onSeek={seek}
          />
          <ReviewChecks reviewCase={reviewCase} />
          <ReviewHistory
            caseId={reviewCase.id}
            attempts={reviewCase.attempts}
            decisions={reviewCase.decisions}
          />
          <ReviewDecisionPanel reviewCase={reviewCase} me={me} />
        </Stack>
      </Box>
    </Stack>
  );
}
