import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { PageSection } from '../../components/page-section';
import { pathFor } from '../../config/routes';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import type { TTryService } from './try-it.types';
import { TryItButton } from './try-it-button';

/**
 * "Pruébalo" at the end of a service page. A visitor on the signature pages may also try
 * the public demo (`/createsignpage`), which needs no account.
 */
export function TryItSection({ service }: { service: TTryService }) {
  const { t } = useTranslation('pages');
  const email = useSignedInEmail();
  return (
    <PageSection title={t('try.title')} description={t(email ? 'try.signedIn' : 'try.signedOut')}>
      <Stack direction="row" gap={2} flexWrap="wrap">
        <TryItButton service={service} />
        {service === 'signature' && !email && (
          <LinkButton variant="outlined" size="large" to={pathFor('CreateSignPage')}>
            {t('try.demo')}
          </LinkButton>
        )}
      </Stack>
    </PageSection>
  );
}
