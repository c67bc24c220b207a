import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';

/**
 * Home calls to action: try it at once (the self-service demo), ask for a
 * trial operation (the contact page's request) and register.
 */
export function HomeActions({ onHero = false }: { onHero?: boolean }) {
  const { t } = useTranslation('pages');
  const outlined = { variant: 'outlined', color: onHero ? 'inherit' : 'primary' } as const;
  return (
    <>
      <LinkButton
        variant="contained"
        color={onHero ? 'secondary' : 'primary'}
        size="large"
        to={pathFor('CreateSignPage')}
      >
        {t('home.tryIt')}
      </LinkButton>
      <LinkButton {...outlined} size="large" to={pathFor('ContactPage')}>
        {t('home.requestTrial')}
      </LinkButton>
      <LinkButton {...outlined} size="large" to={pathFor('RegisterPage')}>
        {t('home.register')}
      </LinkButton>
    </>
  );
}
