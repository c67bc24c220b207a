import { Alert, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTravellerReport } from '../../api/get-traveller-report';
import { Page } from '../../components/page';
import { TravellerReview } from '../../features/traveller/components/traveller-review';
import { errorMessageKey } from '../../lib/api-client';
import { useSession } from '../../lib/session-store';

/**
 * /parteviajero: the identified guest reviews and completes their traveller report
 * (parte de viajero), with their token of the operation (the session's, as the
 * identification left it). `?operation=…` or the session's operation.
 */
export function TravellerReportPage() {
  const { t } = useTranslation(['flows', 'errors']);
  const [params] = useSearchParams();
  const operationUuid = useSession((session) => params.get('operation') ?? session.operationUuid);
  const report = useTravellerReport(operationUuid);
  const code = report.error ? errorMessageKey(report.error) : null;
  return (
    <Page>
      {report.data ? (
        <TravellerReview report={report.data} />
      ) : report.isError || !operationUuid ? (
        <Alert severity="error">
          {t('flows:parte.review.loadError')}
          {code?.startsWith('TRAVELLER_') ? ` ${t(`errors:${code}`)}` : ''}
        </Alert>
      ) : (
        <CircularProgress aria-label={t('flows:parte.review.title')} />
      )}
    </Page>
  );
}
