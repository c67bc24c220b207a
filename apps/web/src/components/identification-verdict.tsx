import type {
  TIdentificationResultResponse,
  TIdentificationStatus,
  TRelaxedCheck,
} from '@confirma/contracts/identification';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** An identification's status as a colour: a verdict's own, none before one. */
export function verdictColour(
  status: TIdentificationStatus,
): 'success' | 'error' | 'warning' | null {
  if (status === 'PASSED') return 'success';
  if (status === 'FAILED') return 'error';
  return status === 'REVIEW' ? 'warning' : null;
}

/**
 * Why an identification failed or waits for a review, and what the operation did not
 * require, in words: the same reasons the certificate prints.
 */
export function VerdictReasons({
  failures,
  reviewReasons,
  relaxed,
}: {
  failures: TIdentificationResultResponse['failures'];
  reviewReasons: TIdentificationResultResponse['reviewReasons'];
  relaxed: TRelaxedCheck[];
}) {
  const { t } = useTranslation('flows');
  const k = (key: string) => t(`identificationVerdict.${key}`);
  return (
    <>
      {failures.length > 0 && (
        <Box data-testid="verdict-failures">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {k('failuresTitle')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {failures.map((code) => (
              <Typography component="li" variant="body2" key={code} data-code={code}>
                {k(`failure.${code}`)}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {reviewReasons.length > 0 && (
        <Box data-testid="verdict-review">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {k('reviewTitle')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {reviewReasons.map((code) => (
              <Typography component="li" variant="body2" key={code} data-code={code}>
                {k(`review.${code}`)}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {relaxed.map((check) => (
        <Alert severity="warning" key={check} data-relaxed={check}>
          {k(`relaxed.${check}`)}
        </Alert>
      ))}
    </>
  );
}
