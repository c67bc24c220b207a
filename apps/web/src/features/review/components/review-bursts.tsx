import type { TReviewBurst } from '@confirma/contracts/review';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useReviewFormat } from '../hooks/use-review-format';
import { ReviewImage } from './review-image';
import { ReviewSection } from './review-section';

/**
 * Each liveness burst: its challenge, attempt and outcome, its frames, and the moment of
 * the video it was sent at (a button that seeks the video there).
 */
export function ReviewBursts({
  bursts,
  onSeek,
}: {
  bursts: TReviewBurst[];
  onSeek: (videoMs: number) => void;
}) {
  const { t } = useTranslation('review');
  const format = useReviewFormat();
  return (
    <ReviewSection title={t('case.bursts')} testId="review-bursts">
      {bursts.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('case.noBursts')}
        </Typography>
      )}
      {bursts.map((burst) => {
        const name = t('burst.name', {
          index: burst.challengeIndex + 1,
          kind: t(`challenges.${burst.kind}`),
          attempt: burst.attempt,
        });
        return (
          <Stack
            key={`${burst.challengeIndex}-${burst.attempt}`}
            spacing={1}
            data-testid="review-burst"
            data-passed={burst.passed}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography component="h3" variant="subtitle2" sx={{ flex: '1 1 200px' }}>
                {name}
              </Typography>
              <Chip
                size="small"
                color={burst.passed ? 'success' : 'error'}
                label={t(burst.passed ? 'burst.passed' : 'burst.notPassed')}
              />
              {burst.videoMs !== null && (
                <Button size="small" onClick={() => onSeek(burst.videoMs ?? 0)}>
                  {t('burst.seek', { at: format.clock(burst.videoMs) })}
                </Button>
              )}
            </Box>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
                gap: 1,
              }}
            >
              {burst.frames.map((frame, index) => (
                <ReviewImage
                  key={frame}
                  src={frame}
                  maxWidth={160}
                  label={t('burst.frame', { number: index + 1, total: burst.frames.length })}
                />
              ))}
            </Box>
          </Stack>
        );
      })}
    </ReviewSection>
  );
}
