import type { TIdentificationStanding } from '@confirma/contracts/identification';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VerdictReasons } from '../../../components/identification-verdict';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';
import { ContinueToSignature } from './continue-to-signature';

/**
 * Where the signer stands when the link is opened again (GET identification/standing):
 * passed, the next step (the traveller's parte, the signature) or nothing left; under review,
 * who decides (Confirma's reviewers or the business), when a decision is expected, that an
 * e-mail or SMS will tell them, and what follows; failed, why and another attempt; not their
 * turn yet; or the operation over, and how. Never a dead end: each says what happens next.
 */
export function IdentificationStanding({
  standing,
  operationUuid,
  onRetry,
}: {
  standing: TIdentificationStanding;
  operationUuid: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('flows');
  const k = (key: string, values?: Record<string, unknown>) =>
    t(`identificationSignature.standing.${key}`, values);
  const attempt = standing.identification;
  return (
    <Stack spacing={2} data-testid="identification-standing" data-step={standing.step}>
      {standing.step === 'PASSED' && (
        <>
          <Alert severity="success">
            <AlertTitle>{k('PASSED.title')}</AlertTitle>
          </Alert>
          <ContinueToSignature
            operationUuid={operationUuid}
            fallback={<Alert severity="info">{k('PASSED.done')}</Alert>}
          />
          {attempt && (
            <Box>
              <LinkButton
                variant="text"
                to={`${pathFor('resumeIdentification')}?${new URLSearchParams({
                  operation: operationUuid,
                  video: attempt.videoUuid,
                }).toString()}`}
              >
                {k('PASSED.summary')}
              </LinkButton>
            </Box>
          )}
        </>
      )}
      {standing.step === 'REVIEW' && (
        <Alert severity="info" data-testid="identification-under-review">
          <AlertTitle>{k('REVIEW.title')}</AlertTitle>
          <Stack spacing={1}>
            <Typography variant="body2">
              {k(attempt?.review?.by === 'PLATFORM' ? 'REVIEW.textPlatform' : 'REVIEW.text')}
            </Typography>
            <VerdictReasons
              failures={[]}
              reviewReasons={attempt?.reviewReasons ?? []}
              relaxed={[]}
            />
            {attempt?.review && <ExpectedBy expectedBy={attempt.review.expectedBy} />}
            <Typography variant="body2">{k('REVIEW.notify')}</Typography>
            <Typography variant="body2">{k('REVIEW.next')}</Typography>
          </Stack>
        </Alert>
      )}
      {standing.step === 'RETRY' && (
        <Alert severity="warning">
          <AlertTitle>{k('RETRY.title')}</AlertTitle>
          <Stack spacing={1}>
            <VerdictReasons failures={attempt?.failures ?? []} reviewReasons={[]} relaxed={[]} />
            <Typography variant="body2">{k('RETRY.text')}</Typography>
            <Typography variant="body2">
              {k('RETRY.attemptsLeft', { count: standing.attemptsLeft })}
            </Typography>
            <Box>
              <Button variant="contained" onClick={onRetry}>
                {k('RETRY.action')}
              </Button>
            </Box>
          </Stack>
        </Alert>
      )}
      {standing.step === 'EXHAUSTED' && (
        <Alert severity="error">
          <AlertTitle>{k('EXHAUSTED.title')}</AlertTitle>
          <Stack spacing={1}>
            <VerdictReasons failures={attempt?.failures ?? []} reviewReasons={[]} relaxed={[]} />
            <Typography variant="body2">{k('EXHAUSTED.text')}</Typography>
          </Stack>
        </Alert>
      )}
      {standing.step === 'WAITING' && (
        <Alert severity="info">
          <AlertTitle>{k('WAITING.title')}</AlertTitle>
          {k('WAITING.text')}
        </Alert>
      )}
      {standing.step === 'CLOSED' && (
        <Alert severity="info">
          <AlertTitle>{k('CLOSED.title')}</AlertTitle>
          {k(`CLOSED.${standing.closedBy ?? 'FINISHED'}`)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * When a decision is expected (the verdict's time plus the review's due time), in the
 * reader's language; past it, that the review is taking longer.
 */
function ExpectedBy({ expectedBy }: { expectedBy: string }) {
  const { t, i18n } = useTranslation('flows');
  const at = new Date(expectedBy);
  if (at.getTime() < Date.now()) {
    return (
      <Typography variant="body2">{t('identificationSignature.standing.REVIEW.late')}</Typography>
    );
  }
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="review-expected-by">
      {t('identificationSignature.standing.REVIEW.expected', { date })}
    </Typography>
  );
}
