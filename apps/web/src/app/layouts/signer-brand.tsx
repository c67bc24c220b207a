import type { TBrand } from '@confirma/contracts/branding';
import { Box, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { type ReactNode, useMemo } from 'react';
import type { TRouteName } from '../../config/routes';
import { useSettings } from '../../features/settings/settings-provider';
import { buildTheme } from '../../features/settings/themes';
import { useRouteMeta } from '../../hooks/use-route-meta';
import { useSession } from '../../lib/session-store';

/** The pages a signer opens from their link: they show the sending account's brand. */
const SIGNER_PAGES: ReadonlySet<string> = new Set<TRouteName>([
  'simpleSignature',
  'handwrittenSignature',
  'identificationSignature',
  'resumeIdentification',
  'resumeSignature',
  'travellerReport',
]);
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const LOGO_PATH = /^\/api\/brand-logos\/[0-9a-f]{64}$/;

/**
 * The brand of the signer's operation, as the session keeps it (the operation the signing
 * pages read): only a name, a `#rrggbb` colour and a logo the product serves are taken.
 */
function brandOf(operation: unknown): TBrand | null {
  const brand = (operation as { brand?: Partial<Record<keyof TBrand, unknown>> } | null)?.brand;
  if (typeof brand?.name !== 'string' || !brand.name) return null;
  const { color, logoUrl } = brand;
  return {
    name: brand.name,
    color: typeof color === 'string' && HEX_COLOR.test(color) ? color : null,
    logoUrl: typeof logoUrl === 'string' && LOGO_PATH.test(logoUrl) ? logoUrl : null,
  };
}

/** The sending account's brand on a signer's page; null elsewhere or without one. */
export function useSignerBrand(): TBrand | null {
  const meta = useRouteMeta();
  const operation = useSession((session) => session.operation);
  return meta && SIGNER_PAGES.has(meta.name) ? brandOf(operation) : null;
}

/**
 * The brand in the signer's toolbar, where the product's logo goes: its logo on a white
 * ground (a logo made for paper stays visible on the brand's colour) and its name; on a
 * phone the logo alone, smaller, leaving the title its room.
 */
export function SignerBrand({ brand }: { brand: TBrand }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexShrink: 0 }}>
      {brand.logoUrl && (
        <Box
          component="img"
          src={brand.logoUrl}
          alt={brand.name}
          sx={{
            display: 'block',
            height: { xs: 28, sm: 36 },
            width: 'auto',
            maxWidth: { xs: 72, sm: 160 },
            bgcolor: '#ffffff',
            borderRadius: 1,
            p: 0.25,
          }}
        />
      )}
      <Typography
        component="span"
        variant="h6"
        noWrap
        aria-hidden={brand.logoUrl ? true : undefined}
        sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 700, maxWidth: 260 }}
      >
        {brand.name}
      </Typography>
    </Box>
  );
}

/**
 * A signer's page in the sending account's colour: its buttons and links too, not only the
 * toolbar (the colour was checked for white text when the account saved it). In a dark
 * scheme the page keeps its own colours: a brand's dark colour would be text on dark.
 */
export function SignerBrandTheme({ children }: { children: ReactNode }) {
  const color = useSignerBrand()?.color ?? null;
  const { scheme } = useSettings().settings;
  const theme = useMemo(() => {
    if (!color) return null;
    const branded = buildTheme({ scheme, primaryColor: color });
    return branded.palette.mode === 'light' ? branded : null;
  }, [color, scheme]);
  return theme ? <ThemeProvider theme={theme}>{children}</ThemeProvider> : children;
}
