import { Alert, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../api/get-client-config';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { pathFor } from '../../config/routes';
import { ContactRequestForm } from '../../features/contact/components/contact-request-form';
import { ServiceFeatureCards } from '../../features/marketing/components/service-feature-cards';
import { TryItSection } from '../try-it/try-it-section';

/**
 * /identificationpage and /identificationpage2: remote video identification, and the
 * contact-request form whose dialog leads back here. "Pruébalo" creates an
 * identification where the server offers it (GET /api/config `identification`); where it
 * does not (or cannot be asked), the page says first that it is not open yet, and offers
 * the signature demo meanwhile.
 */
export function IdentificationPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('contact');
  const config = useClientConfig();
  const offered = config.data?.identification === true;
  return (
    <Page lead={t('identification.lead')}>
      {!offered && !config.isPending && (
        <Alert
          severity="info"
          action={
            <LinkButton color="inherit" size="small" to={pathFor('CreateSignPage')}>
              {t('identification.notYet.action')}
            </LinkButton>
          }
          sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          {t('identification.notYet.text')}
        </Alert>
      )}
      <PageSection title={t('identification.cardsTitle')}>
        <ServiceFeatureCards service="identification" />
      </PageSection>
      <TryItSection service="identification" />
      <PageSection title={tc('request.title')} description={tc('request.text')}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <ContactRequestForm />
        </Paper>
      </PageSection>
    </Page>
  );
}
