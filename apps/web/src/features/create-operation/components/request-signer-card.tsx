import {
  CREATION_NEEDS,
  REQUEST_LANGUAGES,
  type TPickedPdf,
  type TRequestSigner,
} from '@confirma/contracts/creation';
import { Paper, Stack } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-select-field';
import type { TSignatureRequestControl } from '../create-operation.types';
import { PlacementField } from './placement-field';
import { placementItem, signerOf, type TPlacementTarget } from './placement-names';
import { RequestFieldsEditor } from './request-fields-editor';
import { RequestSignerContactFields, RequestSignerHeading } from './request-signer-parts';
import { signerColor } from './signer-colors';

/**
 * One signer of a signature request: how they sign, their name, last names and e-mail, the
 * mobile where an SMS code signs, the document number where a video identification comes
 * first, the language of their invitation, and where their signature and fields go on the
 * sender's own PDF (placed in the request's one view of the document: `onPlace`); moved up
 * or down (the signing order) and removed while others remain. The card wears the signer's
 * colour, the colour of their boxes on the document; the error summary names the signer
 * before each of their fields (`data-summary-group`).
 */
export function RequestSignerCard({
  control,
  index,
  count,
  methods,
  pdf,
  onMove,
  onRemove,
  onPlace,
}: {
  control: TSignatureRequestControl;
  index: number;
  count: number;
  methods: readonly string[];
  /** The sender's own PDF, where the signature can be placed; null: a template. */
  pdf: TPickedPdf | null;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** Places one of this signer's boxes in the document view. */
  onPlace: (target: TPlacementTarget) => void;
}) {
  const { t } = useTranslation('flows');
  const [method, role, name, lastname] = useWatch({
    control,
    name: [
      `signers.${index}.method`,
      `signers.${index}.role`,
      `signers.${index}.name`,
      `signers.${index}.lastname`,
    ],
  });
  const of = signerOf(t, { name, lastname }, index);
  const fullName = [name, lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const needs = CREATION_NEEDS[method] ?? { phone: false, nif: false };
  const number = index + 1;
  const field = <K extends keyof TRequestSigner>(name: K) => `signers.${index}.${name}` as const;
  const titleId = `request-signer-${index}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid="request-signer"
      data-summary-group={
        fullName
          ? t('create.request.signerNamed', { number, name: fullName })
          : t('create.request.signer', { number })
      }
      sx={{ p: { xs: 1.5, sm: 2 }, borderLeft: 4, borderLeftColor: signerColor(index) }}
    >
      <Stack spacing={2}>
        <RequestSignerHeading
          titleId={titleId}
          index={index}
          count={count}
          role={role}
          onMove={onMove}
          onRemove={onRemove}
        />
        <FormSelectField
          control={control}
          name={field('method')}
          label={t('create.request.method')}
          required
          messagePrefix="flows:"
          quiet
          options={methods.map((value) => [value, t(`create.form.types.${value}`)] as const)}
        />
        <RequestSignerContactFields control={control} index={index} needs={needs} />
        <FormSelectField
          control={control}
          name={field('language')}
          label={t('create.request.language')}
          messagePrefix="flows:"
          quiet
          options={REQUEST_LANGUAGES.map(
            (value) => [value, t(`create.request.languages.${value}`)] as const,
          )}
        />
        {pdf && (
          <Controller
            control={control}
            name={`signers.${index}.placement`}
            render={({ field: placement }) => (
              <PlacementField
                pdf={pdf}
                value={placement.value ?? null}
                onChange={placement.onChange}
                place={{
                  label: t('create.placement.place', { item: placementItem(t, of) }),
                  onClick: () => onPlace({ signer: index, field: null }),
                }}
              />
            )}
          />
        )}
        {pdf && (
          <RequestFieldsEditor
            control={control}
            signer={index}
            pdf={pdf}
            of={of}
            onPlace={(field) => onPlace({ signer: index, field })}
          />
        )}
      </Stack>
    </Paper>
  );
}
