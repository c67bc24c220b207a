import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/page-section';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import type { TTryService } from './try-it.types';
import { TryItButton } from './try-it-button';

/** "Pruébalo" at the end of a service page. */
export function TryItSection({ service }: { service: TTryService }) {
  const { t } = useTranslation('pages');
  const email = useSignedInEmail();
  return (
    <PageSection title={t('try.title')} description={t(email ? 'try.signedIn' : 'try.signedOut')}>
      <TryItButton service={service} />
    </PageSection>
  );
}
