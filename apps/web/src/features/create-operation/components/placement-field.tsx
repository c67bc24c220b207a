import type { TPickedPdf, TPlacement } from '@confirma/contracts/creation';
import { Button, CircularProgress, FormLabel, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBoxSizes } from './signature-placement';

// pdf.js is heavy: its chunk loads only when the sender opens the preview.
const SignaturePlacement = lazy(() => import('./signature-placement'));

/**
 * Where the signature goes on the sender's own PDF: automatic unless they open the preview
 * and put the box on a page themselves; 'automatic' again clears their choice. In a request
 * of several signers the box is placed in the one view of the document (`place`: its
 * button, named after what it places, opens that view there) instead of a preview here.
 */
export function PlacementField({
  pdf,
  value,
  onChange,
  field,
  place,
}: {
  pdf: TPickedPdf;
  value: TPlacement | null;
  onChange: (placement: TPlacement | null) => void;
  /** A field's box instead of the signature's: its sizes, its words, and its title. */
  field?: { box: TBoxSizes; label: string; title: string };
  /** Placed in the request's document view: the button's words and what it does. */
  place?: { label: string; onClick: () => void };
}) {
  const { t } = useTranslation('flows');
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{field?.title ?? t('create.placement.title')}</FormLabel>
      <Typography variant="body2" color="text.secondary" data-testid="placement-status">
        {value
          ? t('create.placement.placed', { page: value.pageNumber })
          : t(field ? 'create.placement.notPlaced' : 'create.placement.automatic')}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {place ? (
          <Button variant="outlined" size="small" onClick={place.onClick}>
            {place.label}
          </Button>
        ) : (
          <Button
            variant="outlined"
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
          >
            {t(open ? 'create.placement.hide' : 'create.placement.choose')}
          </Button>
        )}
        {value && !field && (
          <Button size="small" onClick={() => onChange(null)}>
            {t('create.placement.reset')}
          </Button>
        )}
      </Stack>
      {open && !place && (
        <Suspense fallback={<CircularProgress aria-label={t('create.placement.preview')} />}>
          <SignaturePlacement
            pdf={pdf}
            value={value}
            onChange={onChange}
            {...(field ? { box: field.box, label: field.label } : {})}
          />
        </Suspense>
      )}
    </Stack>
  );
}
