import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { ServiceFeatureCards } from '../../features/marketing/components/service-feature-cards';
import { TryItSection } from '../try-it/try-it-section';

/** /notificationpage and /notificationpage2: certified notification. */
export function NotificationPage() {
  const { t } = useTranslation('pages');
  return (
    <Page lead={t('notification.lead')}>
      <PageSection title={t('notification.cardsTitle')}>
        <ServiceFeatureCards service="notification" />
      </PageSection>
      <TryItSection service="notification" />
    </Page>
  );
}
