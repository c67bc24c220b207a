import HomeIcon from '@mui/icons-material/Home';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { HOME_ROUTE, pathFor } from '../../config/routes';

/** Any unknown path: a 404 inside the default layout, with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <Page
      title={t('notFound.title')}
      lead={t('notFound.lead', { path: pathname })}
      actions={
        <LinkButton variant="contained" startIcon={<HomeIcon />} to={pathFor(HOME_ROUTE)}>
          {t('backHome')}
        </LinkButton>
      }
    />
  );
}
