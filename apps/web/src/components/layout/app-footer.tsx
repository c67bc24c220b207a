import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { APP_NAME } from '../../config/app';
import { INFO_NAV } from '../../config/navigation';
import { pathFor } from '../../config/routes';

/** Current year, product name and the contact and legal pages. */
export const AppFooter = forwardRef<HTMLElement, { fixed: boolean }>(function AppFooter(
  { fixed },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Box
      ref={ref}
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        py: 2,
        ...(fixed
          ? { position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar' }
          : { mt: 'auto' }),
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {APP_NAME} · {t('common:footer.tagline')}
        </Typography>
        <Stack
          component="nav"
          aria-label={t('common:footer.links')}
          direction="row"
          columnGap={2}
          rowGap={0.5}
          flexWrap="wrap"
        >
          {INFO_NAV.map((item) => (
            <Link
              key={item.route}
              component={RouterLink}
              to={pathFor(item.route)}
              variant="body2"
              color="text.secondary"
            >
              {t(item.labelKey)}
            </Link>
          ))}
        </Stack>
      </Container>
    </Box>
  );
});
