import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { StepList } from '../../components/step-list';
import { pathFor, type TRouteName } from '../../config/routes';
import { BenefitsGrid } from '../../features/marketing/components/benefits-grid';

const STEPS = ['send', 'sign', 'manage'] as const;

const DESTINATIONS: readonly { route: TRouteName; labelKey: string }[] = [
  { route: 'ContactPage', labelKey: 'nav:contact' },
  { route: 'RegisterPage', labelKey: 'nav:register' },
  { route: 'SignaturePage', labelKey: 'nav:signature' },
  { route: 'IdentificationPage', labelKey: 'nav:identification' },
  { route: 'NotificationPage', labelKey: 'nav:notification' },
  { route: 'legalInformationEs', labelKey: 'nav:legalEs' },
  { route: 'OcrPage', labelKey: 'nav:ocr' },
  { route: 'PricingPage', labelKey: 'nav:pricing' },
];

/** /fullpage: landing without header: three-step explainer, benefits and where to go next. */
export function FullPage() {
  const { t } = useTranslation(['pages', 'nav']);
  const steps = STEPS.map((step) => ({
    title: t(`pages:fullpage.steps.${step}.title`),
    text: t(`pages:fullpage.steps.${step}.text`),
  }));
  return (
    <Page hero lead={t('pages:fullpage.lead')}>
      <PageSection title={t('pages:fullpage.stepsTitle')}>
        <StepList steps={steps} />
      </PageSection>
      <PageSection title={t('pages:benefits.title')} description={t('pages:benefits.description')}>
        <BenefitsGrid />
      </PageSection>
      <PageSection
        title={t('pages:fullpage.explore.title')}
        description={t('pages:fullpage.explore.text')}
      >
        <Stack direction="row" gap={1.5} flexWrap="wrap">
          {DESTINATIONS.map((destination, index) => (
            <LinkButton
              key={destination.route}
              to={pathFor(destination.route)}
              variant={index < 2 ? 'contained' : 'outlined'}
            >
              {t(destination.labelKey)}
            </LinkButton>
          ))}
        </Stack>
      </PageSection>
    </Page>
  );
}
