import type { TAccountDocument, TProfileFields } from '@confirma/contracts/account';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary, useErrorSummary } from '../../../components/error-summary';
import { saveBillingData } from '../api/save-billing-data';

const FIELDS = ['companyName', 'taxId', 'address', 'postalcode', 'city', 'country'] as const;
const REQUIRED = new Set(['taxId', 'address', 'postalcode', 'city', 'country']);

/** Whether the invoice's buyer data (tax id and address) is missing from the profile. */
export function billingDataMissing(profile: TProfileFields): boolean {
  return [...REQUIRED].some((field) => !profile[field as keyof TProfileFields]?.trim());
}

/** Asks for the invoice's buyer data before the order is created, and saves it to the profile. */
export function BillingForm({
  account,
  onSaved,
}: {
  account: TAccountDocument;
  onSaved: (account: TAccountDocument) => void;
}) {
  const { t } = useTranslation('payments');
  const [values, setValues] = useState(() =>
    Object.fromEntries(FIELDS.map((field) => [field, account.profile[field] ?? ''])),
  );
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState(false);
  const missing = (field: string) => REQUIRED.has(field) && !values[field]?.trim();
  const summary = useErrorSummary();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (FIELDS.some(missing)) return summary.report();
    try {
      onSaved(await saveBillingData(values));
    } catch {
      setError(true);
    }
  };
  return (
    <Stack
      component="form"
      ref={summary.form}
      spacing={2}
      onSubmit={submit}
      noValidate
      sx={{ maxWidth: 480 }}
    >
      <Typography component="h3" variant="h6">
        {t('billing.title')}
      </Typography>
      <Typography color="text.secondary">{t('billing.text')}</Typography>
      <ErrorSummary form={summary.form} attempt={summary.attempt} />
      {FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`billing.${field}`)}
          value={values[field]}
          required={REQUIRED.has(field)}
          error={touched && missing(field)}
          helperText={touched && missing(field) ? t('billing.required') : undefined}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        />
      ))}
      {error && (
        <Alert severity="error" role="alert">
          {t('packs.loadError')}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t('billing.save')}
      </Button>
    </Stack>
  );
}
