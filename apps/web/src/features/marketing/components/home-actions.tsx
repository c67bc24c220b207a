import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';

/** Home calls to action: try it (contact form) and register (spec 000 §2). */
export function HomeActions({ onHero = false }: { onHero?: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <LinkButton
        variant="contained"
        color={onHero ? 'secondary' : 'primary'}
        size="large"
        to={pathFor('ContactPage')}
      >
        {t('home.tryIt')}
      </LinkButton>
      <LinkButton
        variant="outlined"
        color={onHero ? 'inherit' : 'primary'}
        size="large"
        to={pathFor('RegisterPage')}
      >
        {t('home.register')}
      </LinkButton>
    </>
  );
}
