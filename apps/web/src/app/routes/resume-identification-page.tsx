import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { IdentificationSummary } from '../../features/identification/components/identification-summary';
import { useSession } from '../../lib/session-store';

/**
 * /resumeIdentification: the identification summary (spec 001 §2.2). Reads
 * `?operation=…&video=…` (or the session's); without a token, operation or video it does
 * not load (§5).
 */
export function ResumeIdentificationPage() {
  const { t } = useTranslation('flows');
  const [params] = useSearchParams();
  const operationUuid = useSession((session) => params.get('operation') ?? session.operationUuid);
  const videoUuid = useSession((session) => params.get('video') ?? session.videoUuid);
  const token = useSession((session) => session.esignToken ?? session.token);
  return (
    <Page lead={t('resumeIdentification.lead')}>
      {operationUuid && videoUuid && token ? (
        <IdentificationSummary operationUuid={operationUuid} videoUuid={videoUuid} />
      ) : (
        <Alert severity="warning" role="alert">
          {t('resumeIdentification.missing')}
        </Alert>
      )}
    </Page>
  );
}
