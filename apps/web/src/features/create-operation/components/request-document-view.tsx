import type { TPickedPdf, TPlacement, TSignatureRequestForm } from '@confirma/contracts/creation';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TSignatureRequestControl } from '../create-operation.types';
import { fieldBoxSizes } from './field-box-sizes';
import { placementItem, signerOf, type TPlacementTarget, targetKey } from './placement-names';
import type { TOtherBox } from './signature-placement';
import { signerColor } from './signer-colors';

// pdf.js is heavy: its chunk loads only when the sender first places a box.
const SignaturePlacement = lazy(() => import('./signature-placement'));

/**
 * The sender's PDF with every box of every signer on it (their signatures and fields, each
 * signer in a colour of its own, a legend naming them), where the box the sender chose to
 * place (`target`, from a "Colocar …" button of a signer's card) is put, moved and resized.
 * Opening it, or choosing another box, brings it into view and takes the focus to its
 * heading; "Hecho" closes it.
 */
export function RequestDocumentView({
  control,
  setValue,
  pdf,
  target,
  onClose,
}: {
  control: TSignatureRequestControl;
  setValue: UseFormSetValue<TSignatureRequestForm>;
  pdf: TPickedPdf;
  target: TPlacementTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('flows');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const signers = useWatch({ control, name: 'signers' }) ?? [];
  const key = targetKey(target);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each time another box is chosen
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [key]);

  const boxes = placedBoxes(t, signers);

  const signer = signers[target.signer];
  const field = target.field === null ? undefined : signer?.fields?.[target.field];
  // The box's signer or field was just removed: nothing to place.
  if (!signer || (target.field !== null && !field)) return null;
  const item = placementItem(t, signerOf(t, signer, target.signer), field);
  const value = (field ? field.placement : signer.placement) ?? null;
  const place = (placement: TPlacement) => {
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
    if (target.field === null) setValue(`signers.${target.signer}.placement`, placement, options);
    else setValue(`signers.${target.signer}.fields.${target.field}.placement`, placement, options);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid="request-document-view"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography
            id={titleId}
            ref={heading}
            tabIndex={-1}
            variant="subtitle1"
            component="h3"
            // Below the app bar, which stays on top of the page.
            sx={{ flexGrow: 1, outline: 'none', scrollMarginTop: 96 }}
          >
            {t('create.placement.viewTitle')}
          </Typography>
          <Button variant="outlined" size="small" onClick={onClose}>
            {t('create.placement.done')}
          </Button>
        </Stack>
        <SignerLegend signers={signers} />
        <Suspense fallback={<CircularProgress aria-label={t('create.placement.preview')} />}>
          <SignaturePlacement
            pdf={pdf}
            value={value}
            onChange={place}
            target={key}
            color={signerColor(target.signer)}
            others={boxes.filter((box) => box.target !== key)}
            label={item}
            texts={{
              hint: t('create.placement.placing', { item }),
              placeHere: t('create.placement.placeHereItem', { item }),
              box: t('create.placement.boxItem', { item }),
            }}
            {...(field ? { box: fieldBoxSizes(field.type) } : {})}
          />
        </Suspense>
      </Stack>
    </Paper>
  );
}

/** Every box already placed: each signer's in its colour, named by what it places and whose. */
function placedBoxes(
  t: TFunction,
  signers: TSignatureRequestForm['signers'],
): (TOtherBox & { target: string })[] {
  return signers.flatMap((signer, index) => {
    const of = signerOf(t, signer, index);
    const color = signerColor(index);
    const own: (TOtherBox & { target: string })[] = signer.placement
      ? [
          {
            key: `s${index}`,
            target: `${index}`,
            placement: signer.placement,
            color,
            label: placementItem(t, of),
          },
        ]
      : [];
    return own.concat(
      (signer.fields ?? []).flatMap((field, at) =>
        field.placement
          ? [
              {
                key: `s${index}f${at}`,
                target: `${index}.${at}`,
                placement: field.placement,
                color,
                label: placementItem(t, of, field),
              },
            ]
          : [],
      ),
    );
  });
}
/** Each signer's colour and name, as their boxes wear it on the document. */
function SignerLegend({ signers }: { signers: TSignatureRequestForm['signers'] }) {
  const { t } = useTranslation('flows');
  return (
    <Box
      component="ul"
      aria-label={t('create.placement.legend')}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {signers.map((one, index) => (
        <Box
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: the signers in their order
          key={index}
          data-testid="legend-signer"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 14 }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: signerColor(index) }}
          />
          {legendName(t, one, index)}
        </Box>
      ))}
    </Box>
  );
}

/** "Firmante 1 · Ana Ruiz", or "Firmante 1" while unnamed. */
function legendName(
  t: TFunction,
  signer: { name?: string | undefined; lastname?: string | undefined },
  index: number,
) {
  const number = t('flows:create.request.signer', { number: index + 1 });
  const name = [signer.name, signer.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name ? `${number} · ${name}` : number;
}
