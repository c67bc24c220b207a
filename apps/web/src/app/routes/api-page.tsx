import CodeIcon from '@mui/icons-material/Code';
import ExtensionIcon from '@mui/icons-material/Extension';
import HubIcon from '@mui/icons-material/Hub';
import { useTranslation } from 'react-i18next';
import { BulletList } from '../../components/bullet-list';
import { CardGrid } from '../../components/card-grid';
import { InfoCard } from '../../components/info-card';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { pathFor } from '../../config/routes';
import { SERVICE_KEYS } from '../../features/marketing/services';

const BLOCKS = [
  { key: 'rest', icon: CodeIcon },
  { key: 'components', icon: ExtensionIcon },
  { key: 'services', icon: HubIcon },
] as const;

/** /apipage, /apipagees and /apipagees2: integration options and how to ask for an offer. */
export function ApiPage() {
  const { t } = useTranslation('pages');
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
      <PageSection title={t('api.contact.title')} description={t('api.contact.text')}>
        <LinkButton variant="outlined" to={pathFor('ContactPage')}>
          {t('api.contact.action')}
        </LinkButton>
      </PageSection>
    </Page>
  );
}
