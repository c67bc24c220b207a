import type { TTravellerReportView } from '@confirma/contracts/traveller';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';

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

/**
 * What the guest reads but does not change: where the creation form contradicts the
 * document, the establishment, and what the document gave.
 */
export function TravellerReportFacts({ report }: { report: TTravellerReportView }) {
  const { t, i18n } = useTranslation('flows');
  const establishment = report.establishment;
  return (
    <>
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
    </>
  );
}
