import type { TReviewCase } from '@confirma/contracts/review';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format-percent';
import { ReviewImage } from './review-image';
import { ReviewSection } from './review-section';

/**
 * The document's portrait next to the selfie (side by side on a phone too: comparing them
 * is the first thing a reviewer does), with the face match the machine measured.
 */
export function ReviewFaces({ reviewCase }: { reviewCase: TReviewCase }) {
  const { t } = useTranslation('review');
  const { faceMatch } = reviewCase.result;
  return (
    <ReviewSection title={t('case.faces')} testId="review-faces">
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <ReviewImage src={reviewCase.images.portrait} label={t('images.portrait')} />
        <ReviewImage src={reviewCase.images.selfie} label={t('images.selfie')} />
      </Box>
      <Typography variant="body2">
        {t('case.faceMatch', {
          score: faceMatch.similarity === null ? '—' : `${formatPercent(faceMatch.similarity)} %`,
          threshold: `${formatPercent(faceMatch.threshold)} %`,
        })}
      </Typography>
    </ReviewSection>
  );
}
