import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The product's colour: what signers see without one of the account's. */
export const PRODUCT_COLOR = '#3f51b5';

/**
 * How the account's signers will see the brand: the e-mails' and signing pages' header
 * (logo and name in the colour) and a button in the colour, white text on it.
 */
export function BrandPreview({
  name,
  color,
  logoUrl,
}: {
  name: string;
  color: string;
  logoUrl: string | null;
}) {
  const { t } = useTranslation('account');
  return (
    <Box
      component="figure"
      sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
    >
      <Box sx={{ borderTop: `6px solid ${color}`, bgcolor: '#ffffff', p: 2 }}>
        {logoUrl && (
          <Box
            component="img"
            src={logoUrl}
            alt={t('profile.brand.logoAlt', { name })}
            sx={{ display: 'block', height: 40, width: 'auto', maxWidth: 200, mb: 1 }}
          />
        )}
        <Typography sx={{ color, fontWeight: 700, fontSize: 18, overflowWrap: 'anywhere' }}>
          {name || t('profile.brand.namePlaceholder')}
        </Typography>
        <Box
          aria-hidden="true"
          sx={{
            display: 'inline-block',
            mt: 2,
            px: 3,
            py: 1.5,
            borderRadius: 1.5,
            bgcolor: color,
            color: '#ffffff',
            fontWeight: 600,
          }}
        >
          {t('profile.brand.previewButton')}
        </Box>
      </Box>
      <Typography
        component="figcaption"
        variant="body2"
        color="text.secondary"
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
      >
        {t('profile.brand.preview')}
      </Typography>
    </Box>
  );
}
