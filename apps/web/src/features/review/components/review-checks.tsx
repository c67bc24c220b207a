import type { TReviewCase } from '@confirma/contracts/review';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IdentificationChecks } from '../../../components/identification-checks';
import { VerdictReasons } from '../../../components/identification-verdict';
import { ReviewSection } from './review-section';
import { RiskSignalList } from './risk-signal-list';

/**
 * The machine's verdict: why it went to review, every check with its outcome, score and
 * threshold, and the risk signals.
 */
export function ReviewChecks({ reviewCase }: { reviewCase: TReviewCase }) {
  const { t } = useTranslation('review');
  const { result } = reviewCase;
  return (
    <ReviewSection title={t('case.checks')} testId="review-checks">
      <VerdictReasons
        failures={result.failures}
        reviewReasons={result.reviewReasons}
        relaxed={[]}
      />
      <IdentificationChecks result={result} />
      <Typography component="h3" variant="subtitle1">
        {t('risk.title')}
      </Typography>
      <RiskSignalList signals={reviewCase.riskSignals} />
    </ReviewSection>
  );
}
