import {
  REQUEST_SIGNERS_MAX,
  type TPickedPdf,
  type TSignatureRequestForm,
} from '@confirma/contracts/creation';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, FormHelperText, FormLabel, Stack } from '@mui/material';
import type { ComponentProps } from 'react';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TSignatureRequestControl } from '../create-operation.types';
import { newSigner } from '../hooks/use-request-draft';
import type { TPlacementTarget } from './placement-names';
import { RequestSignerCard } from './request-signer-card';

/**
 * The signers of a request in their order, each with its card, and the way to add one (up
 * to REQUEST_SIGNERS_MAX). Moving or removing a signer closes the document view, whose box
 * is named by its signer's place in the list.
 */
export function RequestSignersFields({
  control,
  signers,
  methods,
  pdf,
  language,
  onPlace,
}: {
  control: TSignatureRequestControl;
  signers: UseFieldArrayReturn<TSignatureRequestForm, 'signers'>;
  methods: ComponentProps<typeof RequestSignerCard>['methods'];
  pdf: TPickedPdf | null;
  language: TSignatureRequestForm['signers'][number]['language'];
  onPlace: (target: TPlacementTarget | null) => void;
}) {
  const { t } = useTranslation('flows');
  const full = signers.fields.length >= REQUEST_SIGNERS_MAX;
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend">{t('flows:create.request.signers')}</FormLabel>
      <FormHelperText sx={{ mx: 0, mt: 0 }}>{t('flows:create.request.signersHelp')}</FormHelperText>
      {signers.fields.map((signer, index) => (
        <RequestSignerCard
          key={signer.id}
          control={control}
          index={index}
          count={signers.fields.length}
          methods={methods}
          pdf={pdf}
          onMove={(to) => {
            onPlace(null);
            signers.move(index, to);
          }}
          onRemove={() => {
            onPlace(null);
            signers.remove(index);
          }}
          onPlace={onPlace}
        />
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={full}
          onClick={() => signers.append(newSigner(language), { shouldFocus: true })}
        >
          {t('flows:create.request.addSigner')}
        </Button>
        {full && (
          <FormHelperText sx={{ mx: 0 }}>
            {t('flows:create.request.maxSigners', { count: REQUEST_SIGNERS_MAX })}
          </FormHelperText>
        )}
      </Box>
    </Stack>
  );
}
