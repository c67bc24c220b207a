import {
  CHECKIN_DAILY_LIMIT_MAX,
  CHECKIN_MODES,
  SES_ENVIRONMENTS,
  type TEstablishmentInput,
  type TEstablishmentView,
} from '@confirma/contracts/establishments';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMemo } from 'react';
import { type Control, Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { FormRadioGroup } from '../../../components/form-radio-group';
import { FormTextField } from '../../../components/form-text-field';
import { useErrorText } from '../../../hooks/use-error-text';
import { useCreateEstablishment } from '../api/create-establishment';
import { useUpdateEstablishment } from '../api/update-establishment';
import {
  establishmentResolver,
  initialValues,
  serverIssues,
  type TEstablishmentValues,
} from './establishment-form';

type TControl = Control<TEstablishmentValues, unknown, TEstablishmentInput>;

/**
 * Add an establishment or edit one (`establishment`): its name, address and registry
 * number (printed on the partes), what the guest does (identify and sign, or identify
 * only), the link's daily maximum and pause, and its SES.HOSPEDAJES web-service
 * credentials, whose password is never shown (left empty, the stored one stays). The
 * server's refusals are said on their fields.
 */
export function EstablishmentDialog({
  open,
  establishment,
  onClose,
  onSaved,
}: {
  open: boolean;
  establishment: TEstablishmentView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const create = useCreateEstablishment();
  const update = useUpdateEstablishment();
  const passwordStored = establishment?.ses?.passwordSet ?? false;
  const resolver = useMemo(() => establishmentResolver(passwordStored), [passwordStored]);
  const { control, handleSubmit, setError, reset } = useForm<
    TEstablishmentValues,
    unknown,
    TEstablishmentInput
  >({ resolver, values: initialValues(establishment), mode: 'onTouched' });
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const onError = (error: unknown) => {
    for (const issue of serverIssues(error)) {
      setError(issue.field as Path<TEstablishmentValues>, { message: issue.message });
    }
  };
  const submit = handleSubmit((body) => {
    if (establishment)
      update.mutate({ id: establishment.id, body }, { onSuccess: onSaved, onError });
    else create.mutate(body, { onSuccess: onSaved, onError });
  });
  return (
    <FormDialog
      open={open}
      title={t(establishment ? 'establishments.editTitle' : 'establishments.addTitle')}
      failure={failure && serverIssues(failure).length === 0 ? errorText(failure) : null}
      pending={pending}
      cancelLabel={t('establishments.cancel')}
      submitLabel={t(establishment ? 'establishments.save' : 'establishments.add')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      onExited={() => {
        create.reset();
        update.reset();
        reset();
      }}
    >
      <EstablishmentFields control={control} passwordStored={passwordStored} />
    </FormDialog>
  );
}

/** A switch bound to the form (a setting, not an agreement: no asterisk, no error). */
function FormSwitch({
  control,
  name,
  label,
}: {
  control: Control<TEstablishmentValues>;
  name: 'linkPaused' | 'sesEnabled';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              name={field.name}
              checked={field.value}
              inputRef={field.ref}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
        />
      )}
    />
  );
}

function EstablishmentFields({
  control: formControl,
  passwordStored,
}: {
  control: TControl;
  passwordStored: boolean;
}) {
  const { t } = useTranslation('account');
  // The shared fields take the values' control (what they submit is the resolver's).
  const control = formControl as unknown as Control<TEstablishmentValues>;
  const sesEnabled = useWatch({ control, name: 'sesEnabled' });
  const field = (name: Path<TEstablishmentValues>, maxLength: number) => ({
    control,
    name,
    label: t(`establishments.fields.${name.replace('ses.', 'ses_')}`),
    maxLength,
    margin: 'dense' as const,
    fullWidth: true,
  });
  return (
    <Stack spacing={1}>
      <FormTextField {...field('name', 120)} required autoFocus autoComplete="organization" />
      <FormTextField {...field('address', 200)} autoComplete="street-address" />
      <FormTextField
        {...field('registry', 60)}
        helperText={t('establishments.fields.registryHelp')}
      />
      <FormRadioGroup
        control={control}
        name="mode"
        label={t('establishments.fields.mode')}
        options={CHECKIN_MODES.map((mode) => [mode, t(`establishments.modes.${mode}`)] as const)}
        help={(mode) => t(`establishments.modeHelp.${mode}`)}
      />
      <FormTextField
        control={control}
        name="dailyLimit"
        type="number"
        label={t('establishments.fields.dailyLimit')}
        helperText={t('establishments.fields.dailyLimitHelp', { max: CHECKIN_DAILY_LIMIT_MAX })}
        margin="dense"
        required
        slotProps={{ htmlInput: { min: 1, max: CHECKIN_DAILY_LIMIT_MAX, inputMode: 'numeric' } }}
      />
      <FormSwitch
        control={control}
        name="linkPaused"
        label={t('establishments.fields.linkPaused')}
      />
      <Typography variant="subtitle1" component="h3" sx={{ pt: 1 }}>
        {t('establishments.sesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('establishments.sesText')}
      </Typography>
      <FormSwitch
        control={control}
        name="sesEnabled"
        label={t('establishments.fields.sesEnabled')}
      />
      {sesEnabled && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
            <FormTextField {...field('ses.landlordCode', 10)} required autoComplete="off" />
            <FormTextField {...field('ses.establishmentCode', 10)} required autoComplete="off" />
          </Stack>
          <FormTextField {...field('ses.username', 100)} required autoComplete="off" />
          <FormTextField
            {...field('ses.password', 200)}
            type="password"
            required={!passwordStored}
            autoComplete="new-password"
            helperText={t(
              passwordStored
                ? 'establishments.fields.ses_passwordKeep'
                : 'establishments.fields.ses_passwordHelp',
            )}
          />
          <FormRadioGroup
            control={control}
            name="ses.environment"
            label={t('establishments.fields.ses_environment')}
            options={SES_ENVIRONMENTS.map(
              (environment) =>
                [environment, t(`establishments.environments.${environment}`)] as const,
            )}
          />
        </>
      )}
    </Stack>
  );
}
