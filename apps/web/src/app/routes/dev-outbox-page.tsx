import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { OutboxView } from '../../features/dev-outbox/components/outbox-view';

/** /dev/outbox: e-mails and SMS captured by the development server. */
export function DevOutboxPage() {
  const { t } = useTranslation('dev');
  return (
    <Page lead={t('outbox.lead')}>
      <OutboxView />
    </Page>
  );
}
