import { CREDIT_COSTS, SIGNUP_FREE_CREDITS } from '@confirma/contracts/constants';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { PageSection } from '../../../components/page-section';
import { StepList } from '../../../components/step-list';
import { pathFor } from '../../../config/routes';

/** "How to start": register, buy credits, send; points to the pricing page. */
export function GetStartedSection() {
  const { t } = useTranslation('pages');
  const steps = [
    {
      title: t('start.register.title'),
      text: t('start.register.text', { credits: SIGNUP_FREE_CREDITS }),
    },
    { title: t('start.buy.title'), text: t('start.buy.text') },
    {
      title: t('start.send.title'),
      text: t('start.send.text', { cost: CREDIT_COSTS.SIGNATURE }),
    },
  ];
  return (
    <PageSection title={t('start.title')} description={t('start.description')}>
      <StepList steps={steps} />
      <Box sx={{ mt: 3 }}>
        <LinkButton variant="contained" to={pathFor('PricingPage')}>
          {t('start.pricing')}
        </LinkButton>
      </Box>
    </PageSection>
  );
}
