import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useRouteMeta } from '../hooks/use-route-meta';

interface TPageProps {
  /** Defaults to the route's title (route table). */
  title?: string;
  /** Introductory paragraph under the title. */
  lead?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** A coloured banner (landing pages) instead of a plain header. */
  hero?: boolean;
  children?: ReactNode;
}

/** Every page: its h1 title (also `document.title`), an optional lead, then its sections. */
export function Page({ title, lead, actions, hero = false, children }: TPageProps) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const heading = title ?? (meta ? t(meta.titleKey) : '');
  useDocumentTitle(heading);
  return (
    <Box component="article">
      <Box
        component="header"
        sx={
          hero
            ? {
                py: { xs: 6, md: 10 },
                color: 'primary.contrastText',
                background: (theme) =>
                  `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
              }
            : { pt: { xs: 4, md: 6 }, pb: 2 }
        }
      >
        <Container maxWidth="lg">
          <Typography
            component="h1"
            variant={hero ? 'h3' : 'h4'}
            sx={{ fontWeight: 700, fontSize: hero ? { xs: '2rem', md: '3rem' } : undefined }}
          >
            {heading}
          </Typography>
          {lead && (
            <Typography
              component="p"
              variant={hero ? 'h6' : 'body1'}
              color={hero ? 'inherit' : 'text.secondary'}
              sx={{ mt: 2, maxWidth: 820, fontWeight: 400 }}
            >
              {lead}
            </Typography>
          )}
          {actions && (
            <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mt: 3 }}>
              {actions}
            </Stack>
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Stack spacing={6}>{children}</Stack>
      </Container>
    </Box>
  );
}
