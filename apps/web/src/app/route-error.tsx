import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { HOME_ROUTE, pathFor } from '../config/routes';

/** A page that failed to load or render: say so, offer a reload and a way home. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2 }}>
      <Typography component="p" variant="h6" color="error" sx={{ mb: 3 }}>
        {t(notFound ? 'common:notFound.text' : 'common:routeError.text')}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('common:routeError.reload')}
        </Button>
        <Button href={`#${pathFor(HOME_ROUTE)}`}>{t('common:backHome')}</Button>
      </Stack>
    </Box>
  );
}
