import type { TRequestSigner } from '@confirma/contracts/creation';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import type { TSignatureRequestControl } from '../create-operation.types';

/**
 * A signer card's heading: its number (and role, from a template), with the buttons that
 * move it up or down the signing order and remove it while others remain.
 */
export function RequestSignerHeading({
  titleId,
  index,
  count,
  role,
  onMove,
  onRemove,
}: {
  titleId: string;
  index: number;
  count: number;
  role: string | undefined;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('flows');
  const number = index + 1;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
        {role
          ? t('create.request.signerRole', { number, role })
          : t('create.request.signer', { number })}
      </Typography>
      {count > 1 && (
        <>
          <IconButton
            aria-label={t('create.request.moveUp', { number })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={t('create.request.moveDown', { number })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton aria-label={t('create.request.removeSigner', { number })} onClick={onRemove}>
            <DeleteOutlineIcon />
          </IconButton>
        </>
      )}
    </Stack>
  );
}

/**
 * A signer's name, last names and e-mail; the mobile where an SMS code signs and the
 * document number where a video identification comes first (`needs`).
 */
export function RequestSignerContactFields({
  control,
  index,
  needs,
}: {
  control: TSignatureRequestControl;
  index: number;
  needs: { phone: boolean; nif: boolean };
}) {
  const { t } = useTranslation('flows');
  const field = <K extends keyof TRequestSigner>(name: K) => `signers.${index}.${name}` as const;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name={field('name')}
          label={t('create.form.name')}
          messagePrefix="flows:"
          quiet
          autoComplete="off"
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name={field('lastname')}
          label={t('create.form.lastname')}
          messagePrefix="flows:"
          quiet
          autoComplete="off"
          required
          fullWidth
        />
      </Stack>
      <FormTextField
        control={control}
        name={field('email')}
        type="email"
        label={t('create.form.email')}
        messagePrefix="flows:"
        quiet
        autoComplete="off"
        required
        fullWidth
      />
      {needs.phone && (
        <FormTextField
          control={control}
          name={field('phone')}
          type="tel"
          label={t('create.form.phone')}
          helperText={t('create.form.phoneHelp')}
          messagePrefix="flows:"
          quiet
          autoComplete="off"
          required
          fullWidth
        />
      )}
      {needs.nif && (
        <FormTextField
          control={control}
          name={field('nif')}
          label={t('create.form.nif')}
          helperText={t('create.form.nifHelp')}
          messagePrefix="flows:"
          quiet
          autoComplete="off"
          required
          fullWidth
        />
      )}
    </>
  );
}
