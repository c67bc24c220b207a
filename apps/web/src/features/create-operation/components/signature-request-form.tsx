import { CREDIT_COSTS, HANDWRITTEN } from '@confirma/contracts/constants';
import {
  CONTRACT_TYPES,
  CREATION_SIGNATURE_TYPES,
  DELIVERIES,
  type TCreationForm,
  ZCreationForm,
} from '@confirma/contracts/creation';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { LinkButton } from '../../../components/link-button';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { SuccessDialog } from '../../../components/success-dialog';
import { operationPath } from '../../../config/routes';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { CreationError, useCreateSignature } from '../hooks/use-create-signature';
import { PdfPicker } from './pdf-picker';
import { PlacementField } from './placement-field';

/**
 * Reasons worth saying, because the person can act on them: a short balance (buy credits)
 * and a refused PDF (too large, too complex, active content, not a PDF: another file).
 */
const CREATION_REASONS: ReadonlySet<string> = new Set([
  'INSUFFICIENT_CREDITS',
  'PAYLOAD_TOO_LARGE',
  'PDF_TOO_COMPLEX',
  'PDF_ACTIVE_CONTENT',
  'UNSUPPORTED_MEDIA_TYPE',
  'SIGNATURE_TYPE_UNAVAILABLE',
]);

/** The form's own values: nothing chosen yet. */
export type TCreationValues = Omit<TCreationForm, 'type'> & { type: TCreationForm['type'] | '' };

const EMPTY: TCreationValues = {
  type: '',
  name: '',
  lastname: '',
  email: '',
  phone: '',
  ownDocument: false,
  document: null,
  contractType: '1',
  delivery: 'here',
  signBox: HANDWRITTEN.signBoxName,
  placement: null,
};

const resolver = zodResolver(ZCreationForm) as unknown as Resolver<
  TCreationValues,
  unknown,
  TCreationForm
>;

/**
 * The signature request form (spec 000 §2 "Creation form", §4, §5): type, signer data,
 * the phone for OTP, an own PDF or a contract type, the signature box for handwriting;
 * Borrar and Enviar (disabled while invalid). Errors come as the spec's snackbars (§8).
 */
export function SignatureRequestForm() {
  const { t } = useTranslation(['flows', 'errors']);
  const create = useCreateSignature();
  const { notice, fail, close } = useFailureNotice(CREATION_REASONS);
  const [sent, setSent] = useState<{ email: string; operationUuid: string } | null>(null);
  const { control, handleSubmit, formState, watch, reset, setValue } = useForm<
    TCreationValues,
    unknown,
    TCreationForm
  >({ resolver, mode: 'onTouched', defaultValues: EMPTY });
  const type = watch('type');
  const ownDocument = watch('ownDocument');
  const contractType = watch('contractType');
  const picked = watch('document');
  // A placement belongs to the PDF it was made on: another PDF, or none, clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the PDF changes
  useEffect(() => setValue('placement', null), [picked, setValue]);

  const submit = handleSubmit((form) =>
    create.mutate(form, {
      onSuccess: (created) => {
        if (created.delivery === 'email') {
          setSent({ email: form.email, operationUuid: created.operationUuid });
        }
        reset(EMPTY);
      },
      onError: (error) =>
        error instanceof CreationError
          ? fail(`create.errors.${error.step}`, error.reason)
          : fail('create.errors.create', error),
    }),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('flows:createSignLight.title')}
    >
      <Stack spacing={2.5}>
        <FormSelectField
          control={control}
          name="type"
          label={t('flows:create.form.type')}
          required
          testId="type-select"
          messagePrefix="flows:"
          options={CREATION_SIGNATURE_TYPES.map(
            (value) => [value, t(`flows:create.form.types.${value}`)] as const,
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="name"
            label={t('flows:create.form.name')}
            autoComplete="off"
            required
            fullWidth
          />
          <FormTextField
            control={control}
            name="lastname"
            label={t('flows:create.form.lastname')}
            autoComplete="off"
            required
            fullWidth
          />
        </Stack>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('flows:create.form.email')}
          autoComplete="off"
          required
          fullWidth
        />
        {type === 'SIMPLE' && (
          <FormTextField
            control={control}
            name="phone"
            type="tel"
            label={t('flows:create.form.phone')}
            helperText={t('flows:create.form.phoneHelp')}
            autoComplete="off"
            required
            fullWidth
          />
        )}
        <Controller
          control={control}
          name="ownDocument"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    setValue('document', null, { shouldValidate: true });
                  }}
                />
              }
              label={t('flows:create.form.ownDocument')}
            />
          )}
        />
        {ownDocument ? (
          <Controller
            control={control}
            name="document"
            render={({ field, fieldState }) => (
              <PdfPicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              />
            )}
          />
        ) : (
          <FormSelectField
            control={control}
            name="contractType"
            label={t('flows:create.form.contractType')}
            messagePrefix="flows:"
            helperText={contractType ? t(`flows:create.form.contractHelp.${contractType}`) : ' '}
            options={CONTRACT_TYPES.map(
              (value) => [value, t(`flows:create.form.contracts.${value}`)] as const,
            )}
          />
        )}
        {ownDocument && picked && (
          <Controller
            control={control}
            name="placement"
            render={({ field }) => (
              <PlacementField pdf={picked} value={field.value ?? null} onChange={field.onChange} />
            )}
          />
        )}
        {type === 'BIOMETRICA' && (
          <FormSelectField
            control={control}
            name="signBox"
            label={t('flows:create.form.signBox')}
            messagePrefix="flows:"
            options={[
              [
                HANDWRITTEN.signBoxName,
                t(`flows:create.form.signBoxes.${HANDWRITTEN.signBoxName}`),
              ] as const,
            ]}
          />
        )}
        <Controller
          control={control}
          name="delivery"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="delivery-label">{t('flows:create.form.delivery')}</FormLabel>
              <RadioGroup
                aria-labelledby="delivery-label"
                aria-describedby="delivery-help"
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {DELIVERIES.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={t(`flows:create.form.deliveries.${value}`)}
                  />
                ))}
              </RadioGroup>
              {/* What sending does follows the choice (the intro above cannot know it). */}
              <FormHelperText id="delivery-help" sx={{ mx: 0 }}>
                {t(`flows:create.form.deliveryHelp.${field.value}`)}
              </FormHelperText>
            </FormControl>
          )}
        />
        <Typography variant="body2" color="text.secondary">
          {t('flows:create.form.cost', { credits: CREDIT_COSTS.SIGNATURE })}
        </Typography>
        <FormActions
          valid={formState.isValid}
          busy={create.isPending}
          onClear={() => reset(EMPTY)}
        />
      </Stack>
      <NoticeSnackbar notice={notice} onClose={close} />
      <SuccessDialog
        open={sent !== null}
        title={t('flows:create.sent.title')}
        text={t('flows:create.sent.text', { email: sent?.email })}
        onClose={() => setSent(null)}
        action={
          sent?.operationUuid ? (
            <LinkButton variant="outlined" to={operationPath(sent.operationUuid)}>
              {t('flows:create.sent.open')}
            </LinkButton>
          ) : undefined
        }
      />
    </Box>
  );
}
