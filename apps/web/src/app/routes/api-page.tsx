import CodeIcon from '@mui/icons-material/Code';
import ExtensionIcon from '@mui/icons-material/Extension';
import HubIcon from '@mui/icons-material/Hub';
import { Link, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BulletList } from '../../components/bullet-list';
import { CardGrid } from '../../components/card-grid';
import { InfoCard } from '../../components/info-card';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { ApiContactForm } from '../../features/contact/components/api-contact-form';
import { SERVICE_KEYS } from '../../features/marketing/services';

const BLOCKS = [
  { key: 'rest', icon: CodeIcon },
  { key: 'components', icon: ExtensionIcon },
  { key: 'services', icon: HubIcon },
] as const;

/**
 * /apipage, /apipagees and /apipagees2: integration options, the request for an offer
 * and the live API reference.
 */
export function ApiPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('contact');
  return (
    <Page lead={t('api.lead')}>
      <PageSection title={t('api.blocksTitle')}>
        <CardGrid>
          {BLOCKS.map(({ key, icon }) => (
            <InfoCard
              key={key}
              icon={icon}
              title={t(`api.blocks.${key}.title`)}
              text={t(`api.blocks.${key}.text`)}
              extra={
                key === 'services' ? (
                  <BulletList items={SERVICE_KEYS.map((service) => t(`${service}.title`))} />
                ) : undefined
              }
            />
          ))}
        </CardGrid>
      </PageSection>
      <PageSection title={tc('api.title')} description={tc('api.text')}>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <ApiContactForm />
          </Paper>
          <Link href="/api/docs" sx={{ alignSelf: 'flex-start' }}>
            {tc('api.reference')}
          </Link>
        </Stack>
      </PageSection>
    </Page>
  );
}
