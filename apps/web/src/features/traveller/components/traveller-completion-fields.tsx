import { TRAVELLER_PAYMENT_TYPES, type TTravellerReportView } from '@confirma/contracts/traveller';
import { Alert, Box } from '@mui/material';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/form-checkbox';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { PageSection } from '../../../components/page-section';
import { countryOptions } from '../../../lib/country-options';
import type { TCompletionControl, TValues } from './traveller-completion';

/**
 * What the guest completes: residence (its postal code, and its country chosen from the
 * list, named in the page's language) and contact (the second surname where the document
 * has none), the stay with any minors travelling, and the payment.
 */
export function TravellerCompletionFields({
  control,
  report,
}: {
  control: TCompletionControl;
  report: TTravellerReportView;
}) {
  const { t, i18n } = useTranslation('flows');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const minors = useWatch({ control, name: 'minorsTravelling' });
  const text = (field: string, multiline = false) => ({
    control,
    name: field as keyof TValues,
    label: t(`flows:parte.review.fields.${field}`),
    messagePrefix: 'flows:',
    fullWidth: true,
    ...(multiline ? { sx: { gridColumn: '1 / -1' } } : {}),
  });
  return (
    <>
      <PageSection title={t('flows:parte.review.contact')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {!report.document.secondSurname && (
            <FormTextField {...text('secondSurname')} maxLength={50} />
          )}
          <FormTextField {...text('address', true)} required maxLength={200} />
          <FormTextField {...text('town')} required maxLength={100} />
          <FormTextField
            {...text('postalCode')}
            required
            maxLength={20}
            autoComplete="postal-code"
          />
          <FormSelectField
            control={control}
            name="countryCode"
            label={t('flows:parte.review.fields.country')}
            required
            testId="country-select"
            messagePrefix="flows:"
            options={countries}
          />
          <FormTextField {...text('phone')} required type="tel" />
          <FormTextField {...text('email')} required type="email" />
        </Box>
      </PageSection>
      <PageSection title={t('flows:parte.review.stay')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
          {minors && <FormTextField {...text('relationship', true)} required maxLength={100} />}
        </Box>
      </PageSection>
      <PageSection title={t('flows:parte.review.payment')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
    </>
  );
}
