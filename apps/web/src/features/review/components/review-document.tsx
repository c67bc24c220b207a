import type { TReviewCase, TReviewDocumentField } from '@confirma/contracts/review';
import {
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import { ReviewImage } from './review-image';
import { ReviewSection } from './review-section';

const OUTCOME_COLOURS = { match: 'success', mismatch: 'error', unread: 'default' } as const;

/** The images of a card (front, hologram, back) or of a passport (its page, its MRZ). */
const IMAGES = {
  ID_CARD: ['front', 'hologram', 'back'],
  PASSPORT: ['passport', 'passportMrz'],
} as const;

/**
 * The document: its images, what the sender gave (name, number) against what the MRZ
 * says, and the consistency table field by field (the print against the MRZ).
 */
export function ReviewDocument({ reviewCase }: { reviewCase: TReviewCase }) {
  const { t } = useTranslation('review');
  const { document, images, signer, result } = reviewCase;
  const names = document.kind ? IMAGES[document.kind] : IMAGES.ID_CARD;
  return (
    <ReviewSection title={t('case.document')} testId="review-document">
      <Typography variant="body2">
        {t(`documentKinds.${document.kind ?? 'NONE'}`)}
        {result.mrzValid !== null &&
          ` · ${t(result.mrzValid ? 'case.mrzValid' : 'case.mrzInvalid')}`}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: 1.5,
        }}
      >
        {names.map((name) => (
          <ReviewImage key={name} src={images[name]} label={t(`images.${name}`)} />
        ))}
      </Box>
      <Typography variant="body2">
        {t('case.given', {
          name: signer.name ?? '—',
          nif: signer.nif ?? '—',
        })}
        {result.nifMatches !== null &&
          ` · ${t(result.nifMatches ? 'case.nifMatches' : 'case.nifDiffers')}`}
      </Typography>
      <ConsistencyTable fields={document.fields} />
      <PresenceFindings presence={document.presence} />
    </ReviewSection>
  );
}

/** What the presence check refused or doubted the card for, and where to look in the video. */
function PresenceFindings({ presence }: { presence: TReviewCase['document']['presence'] }) {
  const { t } = useTranslation('review');
  const named = (findings: readonly string[]) =>
    findings.map((finding) => t(`presence.findings.${finding}`)).join(', ');
  return (
    <Box data-testid="review-presence">
      <Typography variant="subtitle2">{t('presence.title')}</Typography>
      {!presence ? (
        <Typography variant="body2" color="text.secondary">
          {t('presence.notRun')}
        </Typography>
      ) : presence.findings.length + presence.doubts.length === 0 ? (
        <Typography variant="body2">{t('presence.clear', { count: presence.looks })}</Typography>
      ) : (
        <>
          {presence.findings.length > 0 && (
            <Typography variant="body2" color="error">
              {t('presence.refused')}: {named(presence.findings)}
            </Typography>
          )}
          {presence.doubts.length > 0 && (
            <Typography variant="body2" color="warning.dark">
              {t('presence.doubted')}: {named(presence.doubts)}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('presence.hint')}
          </Typography>
        </>
      )}
    </Box>
  );
}

function ConsistencyTable({ fields }: { fields: TReviewDocumentField[] }) {
  const { t, i18n } = useTranslation('review');
  // A field this client does not know by name shows as the server names it.
  const fieldName = (field: string) =>
    i18n.exists(`fields.${field}`, { ns: 'review' }) ? t(`fields.${field}`) : field;
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('consistency.none')}
      </Typography>
    );
  }
  return (
    <ScrollTable label={t('consistency.title')}>
      <Table size="small" data-testid="review-consistency">
        <TableHead>
          <TableRow>
            <TableCell>{t('consistency.field')}</TableCell>
            <TableCell>{t('consistency.outcome')}</TableCell>
            <TableCell>{t('consistency.printed')}</TableCell>
            <TableCell>{t('consistency.mrz')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((row) => (
            <TableRow key={row.field} data-field={row.field} data-outcome={row.outcome}>
              <TableCell component="th" scope="row">
                {fieldName(row.field)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant={row.outcome === 'unread' ? 'outlined' : 'filled'}
                  color={OUTCOME_COLOURS[row.outcome]}
                  label={t(`consistency.outcomes.${row.outcome}`)}
                />
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>{row.printed ?? '—'}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>{row.mrz ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
