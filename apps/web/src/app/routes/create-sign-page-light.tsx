import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';

/** /createsignpagelight: create a signature operation for one signer. */
export function CreateSignPageLight() {
  const { t } = useTranslation('flows');
  return (
    <Page lead={t('createSignLight.lead')}>
      <PageSection
        title={t('createSignLight.type.title')}
        description={t('createSignLight.type.text')}
      />
      <PageSection title={t('create.signer.title')} description={t('create.signer.text')} />
      <PageSection title={t('create.document.title')} description={t('create.document.text')} />
      <PageSection
        title={t('createSignLight.after.title')}
        description={t('createSignLight.after.text')}
      />
    </Page>
  );
}
