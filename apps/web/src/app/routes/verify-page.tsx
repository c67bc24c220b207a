import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { VerifyPanel } from '../../features/verify/components/verify-panel';

/** /verify: anyone checks a signed PDF or a certificate (`?op=` from the certificate's QR). */
export function VerifyPage() {
  const { t } = useTranslation('verify');
  const [params] = useSearchParams();
  return (
    <Page lead={t('lead')}>
      <VerifyPanel operationUuid={params.get('op')} />
    </Page>
  );
}
