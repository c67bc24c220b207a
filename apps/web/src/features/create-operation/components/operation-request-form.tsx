import { HANDWRITTEN } from '@confirma/contracts/constants';
import {
  CREATION_IDENTIFICATION_TYPES,
  CREATION_TRAVELLER_TYPES,
  type TCreationForm,
  type TCreationType,
  ZCreationForm,
} from '@confirma/contracts/creation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { FormSelectField } from '../../../components/form-select-field';
import { LinkButton } from '../../../components/link-button';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { SuccessDialog } from '../../../components/success-dialog';
import { operationPath } from '../../../config/routes';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { buildCreationPayload } from '../api/build-payload';
import { CREATION_REASONS } from '../api/creation-reasons';
import { signerFieldIssues } from '../api/signer-field-issues';
import type { TCreationService, TCreationValues } from '../create-operation.types';
import { CreationError, useCreateOperation } from '../hooks/use-create-operation';
import { CreationCost } from './creation-cost';
import { DeliveryField } from './delivery-field';
import { DocumentFields } from './document-fields';
import { SignerFields } from './signer-fields';

/** Each service's type choices and the keys (`flows`) of the texts that differ. */
const SERVICES = {
  identification: {
    types: CREATION_IDENTIFICATION_TYPES,
    title: 'create.identification.title',
    typeLabel: 'create.identification.type',
    sentText: 'create.identification.sent',
  },
  traveller: {
    types: CREATION_TRAVELLER_TYPES,
    title: 'parte.form.title',
    typeLabel: 'create.identification.type',
    sentText: 'create.identification.sent',
  },
  trial: {
    types: ['PARTE_VIAJERO'],
    title: 'parte.trial.title',
    typeLabel: 'create.form.type',
    sentText: 'create.identification.sent',
  },
} as const;

const EMPTY: TCreationValues = {
  type: '',
  name: '',
  lastname: '',
  email: '',
  phone: '',
  nif: '',
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
 * The creation form of a signature
 * ('Firma con OTP', 'Firma Manuscrita') or a video identification ('Identificación no
 * asistida', '… y firma'): the type, the signer's data, the document, where it happens, and
 * what it costs; Borrar and Enviar (disabled while invalid). Errors come as the spec's
 * snackbars; a link sent by e-mail ends in the success dialog.
 */
export function OperationRequestForm({
  service,
  openHere,
}: {
  service: TCreationService;
  /** Opens the signer's page here another way (the traveller trial's video dialog). */
  openHere?: (created: { type: TCreationType; operationUuid: string }) => void;
}) {
  const { t } = useTranslation(['flows', 'errors']);
  const { types, title, typeLabel, sentText } = SERVICES[service];
  const create = useCreateOperation(openHere ? { openHere } : {});
  // A traveller report's identification alone goes on the traveller template, and the
  // guest is at the desk: it happens here. A sender's identification is e-mailed by default.
  const empty: TCreationValues =
    service === 'traveller' || service === 'trial'
      ? {
          ...EMPTY,
          template: 'traveller',
          ...(service === 'trial' ? { type: 'PARTE_VIAJERO' } : {}),
        }
      : { ...EMPTY, delivery: 'email' };
  const { notice, fail, close } = useFailureNotice(CREATION_REASONS);
  const [sent, setSent] = useState<{ email: string; operationUuid: string } | null>(null);
  const { control, handleSubmit, formState, watch, reset, setValue, setError } = useForm<
    TCreationValues,
    unknown,
    TCreationForm
  >({ resolver, mode: 'onTouched', defaultValues: empty });
  const [type, ownDocument, picked] = watch(['type', 'ownDocument', 'document']);
  // A placement belongs to the PDF it was made on: another PDF, or none, clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the PDF changes
  useEffect(() => setValue('placement', null), [picked, setValue]);

  const submit = handleSubmit((form) =>
    create.mutate(
      {
        type: form.type,
        delivery: form.delivery,
        build: (language) => buildCreationPayload(form, language),
      },
      {
        onSuccess: (created) => {
          if (created.delivery === 'email') {
            setSent({ email: form.email, operationUuid: created.operationUuid });
          }
          reset(empty);
        },
        onError: (error) => {
          if (!(error instanceof CreationError)) return fail('create.errors.create', error);
          // The signer's data the server refused is marked on its field, in the user's language.
          const issues = signerFieldIssues(error.reason).filter(({ signer }) => signer === 0);
          for (const [index, { field, message }] of issues.entries()) {
            setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
          }
          return fail(`create.errors.${error.step}`, error.reason);
        },
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t(`flows:${title}`)}>
      <Stack spacing={2.5}>
        <FormSelectField
          control={control}
          name="type"
          label={t(`flows:${typeLabel}`)}
          required
          testId="type-select"
          messagePrefix="flows:"
          options={types.map(
            (value) =>
              [
                value,
                t(
                  service === 'trial'
                    ? 'flows:parte.trial.type'
                    : `flows:create.form.types.${value}`,
                ),
              ] as const,
          )}
        />
        <SignerFields control={control} type={type} />
        <DocumentFields
          control={control}
          setValue={setValue}
          service={service}
          values={{ type, ownDocument, document: picked }}
        />
        <DeliveryField control={control} />
        <CreationCost type={type} />
        <FormActions
          valid={formState.isValid}
          busy={create.isPending}
          onClear={() => reset(empty)}
        />
      </Stack>
      <NoticeSnackbar notice={notice} onClose={close} />
      <SuccessDialog
        open={sent !== null}
        title={t('flows:create.sent.title')}
        text={t(`flows:${sentText}`, { email: sent?.email })}
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
