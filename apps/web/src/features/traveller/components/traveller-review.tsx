import {
  TRAVELLER_PAYMENT_TYPES,
  type TTravellerCompletion,
  type TTravellerReportView,
  ZTravellerCompletion,
} from '@confirma/contracts/traveller';
import { zodResolver } from '@hookform/resolvers/zod';
import DownloadIcon from '@mui/icons-material/Download';
import DrawIcon from '@mui/icons-material/Draw';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormCheckbox } from '../../../components/form-checkbox';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { PageSection } from '../../../components/page-section';
import { pathFor } from '../../../config/routes';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { downloadPdf } from '../../../lib/download-pdf';
import { getPartePdf, useFillTravellerReport } from '../api/traveller-api';
import { documentResidence } from './document-residence';

/** The form's own values: the numbers as typed. */
type TValues = Omit<TTravellerCompletion, 'travellers' | 'rooms' | 'paymentType'> & {
  travellers: string | number;
  rooms: string | number;
  paymentType: TTravellerCompletion['paymentType'] | '';
};

const completionResolver = zodResolver(
  ZTravellerCompletion.transform((value) => value),
) as unknown as Resolver<TValues, unknown, TTravellerCompletion>;
const resolver: Resolver<TValues, unknown, TTravellerCompletion> = (values, context, options) =>
  completionResolver(
    { ...values, travellers: Number(values.travellers), rooms: Number(values.rooms) },
    context,
    options,
  );

const DOCUMENT_FIELDS = [
  'name',
  'firstSurname',
  'secondSurname',
  'sex',
  'documentType',
  'documentNumber',
  'supportNumber',
  'nationality',
  'birthDate',
  'expiryDate',
] as const;

/**
 * A document value as shown: its dates in the page's language, its sex and document type
 * in words (`words`: the key of their labels), a dash for none.
 */
function showValue(
  field: string,
  value: string | null,
  language: string,
  words: (key: string) => string,
) {
  if (!value) return '—';
  if (field === 'sex') return words(`account:profile.guests.sex.${value}`);
  if (field === 'documentType') return words(`account:profile.guests.documentTypes.${value}`);
  if (field !== 'birthDate' && field !== 'expiryDate') return value;
  return new Date(`${value}T12:00:00Z`).toLocaleDateString(language, { timeZone: 'UTC' });
}

const REASONS: ReadonlySet<string> = new Set([
  'TRAVELLER_NOT_IDENTIFIED',
  'TRAVELLER_DOCUMENT_EXPIRED',
  'TRAVELLER_REPORT_CLOSED',
  'VALIDATION_FAILED',
]);

const dayAfter = (iso: string) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The identified guest's traveller report (spec 001 §2.10; Real Decreto 933/2021): what the
 * document gave (read-only), where the creation form contradicts it, and what the guest
 * completes (residence, prefilled from the card's address; contact; the stay; minors;
 * payment). Saved, it goes on to the OTP signature, or is sealed as it is (identification
 * only) and can be downloaded.
 */
export function TravellerReview({ report }: { report: TTravellerReportView }) {
  const { t, i18n } = useTranslation(['flows', 'errors']);
  const navigate = useNavigate();
  const fill = useFillTravellerReport(report.operationUuid);
  const { notice, fail, close } = useFailureNotice(REASONS);
  const [saved, setSaved] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  const { control, handleSubmit, formState, watch } = useForm<
    TValues,
    unknown,
    TTravellerCompletion
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: report.completion ?? {
      secondSurname: '',
      ...documentResidence(report.document, i18n.language),
      phone: report.contact.phone,
      email: report.contact.email,
      checkIn: today,
      checkOut: dayAfter(today),
      travellers: 1,
      rooms: 1,
      minorsTravelling: report.minor,
      relationship: '',
      paymentType: '',
      paymentHolder: '',
      contractReference: '',
    },
  });
  const minors = watch('minorsTravelling');
  const final = report.status === 'SIGNED' || report.status === 'SEALED';
  const signPath = `${pathFor('simpleSignature')}?${new URLSearchParams({
    operation: report.operationUuid,
    document: report.documentUuid,
  }).toString()}`;

  const submit = handleSubmit((completion) =>
    fill.mutate(completion, {
      onSuccess: (view) => {
        setSaved(true);
        if (view.signs) void navigate(signPath);
      },
      onError: (error) => fail('parte.review.loadError', error),
    }),
  );
  const download = async () => {
    const pdf = await getPartePdf(report.operationUuid, report.documentUuid);
    downloadPdf(pdf, `parte-${report.operationUuid}.pdf`);
  };
  const text = (field: string, multiline = false) => ({
    control,
    name: field as keyof TValues,
    label: t(`flows:parte.review.fields.${field}`),
    messagePrefix: 'flows:',
    fullWidth: true,
    ...(multiline ? { sx: { gridColumn: '1 / -1' } } : {}),
  });
  const establishment = report.establishment;

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        {t(report.signs ? 'flows:parte.review.lead' : 'flows:parte.review.leadSeal')}
      </Typography>
      {report.warnings.length > 0 && (
        <Alert severity="warning" data-testid="parte-warnings">
          <AlertTitle>{t('flows:parte.review.warningsTitle')}</AlertTitle>
          {report.warnings.map((warning) => (
            <Box key={warning.field}>
              {t(`flows:parte.review.warnings.${warning.field}`, {
                form: warning.form,
                document: warning.document,
              })}
            </Box>
          ))}
          <Box sx={{ mt: 1 }}>{t('flows:parte.review.warningsNote')}</Box>
        </Alert>
      )}
      <PageSection title={t('flows:parte.review.establishment')}>
        <Typography>
          {establishment.name
            ? [establishment.name, establishment.address, establishment.registry]
                .filter(Boolean)
                .join(' · ')
            : t('flows:parte.review.noEstablishment')}
        </Typography>
      </PageSection>
      <PageSection title={t('flows:parte.review.document')}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
            gap: 1.5,
            m: 0,
          }}
          data-testid="parte-document"
        >
          {DOCUMENT_FIELDS.map((field) => (
            <Box key={field}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t(`flows:parte.review.fields.${field}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {showValue(field, report.document[field], i18n.language, (key) =>
                  t(key, { defaultValue: report.document[field] ?? '' }),
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      </PageSection>
      {final ? (
        <Alert
          severity="success"
          action={
            <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
              {t('flows:parte.review.download')}
            </Button>
          }
          sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          {t(
            report.status === 'SEALED' ? 'flows:parte.review.sealed' : 'flows:parte.review.signed',
          )}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t('flows:parte.review.title')}
        >
          <Stack spacing={3}>
            <PageSection title={t('flows:parte.review.contact')}>
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                {!report.document.secondSurname && (
                  <FormTextField {...text('secondSurname')} maxLength={50} />
                )}
                <FormTextField {...text('address', true)} required maxLength={200} />
                <FormTextField {...text('town')} required maxLength={100} />
                <FormTextField {...text('country')} required maxLength={60} />
                <FormTextField {...text('phone')} required type="tel" />
                <FormTextField {...text('email')} required type="email" />
              </Box>
            </PageSection>
            <PageSection title={t('flows:parte.review.stay')}>
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                <FormTextField
                  {...text('checkIn')}
                  required
                  type="date"
                  deps={['checkOut']}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormTextField
                  {...text('checkOut')}
                  required
                  type="date"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormTextField {...text('travellers')} required type="number" />
                <FormTextField {...text('rooms')} required type="number" />
                <Box sx={{ gridColumn: '1 / -1' }}>
                  {report.minor && (
                    <Alert severity="info" sx={{ mb: 1 }}>
                      {t('flows:parte.review.minor')}
                    </Alert>
                  )}
                  <FormCheckbox
                    control={control}
                    name="minorsTravelling"
                    label={t('flows:parte.review.fields.minorsTravelling')}
                  />
                </Box>
                {minors && (
                  <FormTextField {...text('relationship', true)} required maxLength={100} />
                )}
              </Box>
            </PageSection>
            <PageSection title={t('flows:parte.review.payment')}>
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                <FormSelectField
                  control={control}
                  name="paymentType"
                  label={t('flows:parte.review.fields.paymentType')}
                  required
                  testId="payment-type-select"
                  messagePrefix="flows:"
                  options={TRAVELLER_PAYMENT_TYPES.map(
                    (value) => [value, t(`flows:parte.paymentTypes.${value}`)] as const,
                  )}
                />
                <FormTextField {...text('paymentHolder')} maxLength={100} />
                <FormTextField {...text('contractReference')} maxLength={50} />
              </Box>
            </PageSection>
            <Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                startIcon={report.signs ? <DrawIcon /> : undefined}
                disabled={!formState.isValid || fill.isPending}
              >
                {t(
                  report.signs ? 'flows:parte.review.submitSign' : 'flows:parte.review.submitSeal',
                )}
              </Button>
            </Box>
            {saved && report.signs && (
              <Alert severity="success">{t('flows:parte.review.saved')}</Alert>
            )}
          </Stack>
        </Box>
      )}
      <NoticeSnackbar notice={notice} onClose={close} />
    </Stack>
  );
}
