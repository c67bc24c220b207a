import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { pathFor } from '../../../config/routes';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { SIGNING_REASONS } from '../hooks/signing-reasons';
import { useSummaryDocuments } from '../hooks/use-summary-documents';
import { SummaryDocument, SummaryFields } from './signature-summary-parts';
import type { TSigningReady } from './signing-gate';

/**
 * The done card with the signer fields marked resumen 'Y' and Continuar;
 * the 'Documentos' card with the signed document and the operation certificate side by
 * side (500x710 viewers) with downloads, and Volver to HomePage. A signature still waiting
 * for its time stamp (SEALING) is announced and the documents follow when sealed. While
 * others have still to sign, the signer is told how many and no document is offered.
 */
export function SignatureSummary({ operation, operationUuid, documentUuid }: TSigningReady) {
  const { t } = useTranslation('flows');
  const { notice, fail, close } = useFailureNotice(SIGNING_REASONS);
  const [params] = useSearchParams();
  const documentsCard = useRef<HTMLDivElement>(null);
  const sealing = operation.status === 'SEALING' || params.get('sealing') === '1';
  // Others still to sign: the document is not complete, so nothing is offered to download.
  const waitingFor = operation.signers.filter((signer) => signer.status !== 'SIGNED').length;
  const ready = operation.status !== 'SEALING' && waitingFor === 0;

  const { signed, acta } = useSummaryDocuments({ operationUuid, documentUuid, ready, fail });

  const fields = operation.authPolicy.fields.filter((field) => field.resumen === 'Y');
  const documentName = operation.documents[0]?.documentName ?? 'documento.pdf';
  const viewers = [
    {
      key: 'signed',
      title: t('resumeSignature.documents.signed'),
      query: signed,
      filename: `${documentName.replace(/\.pdf$/i, '')}-signed.pdf`,
      error: 'resumeSignature.errors.document',
    },
    {
      key: 'acta',
      title: t('resumeSignature.documents.acta'),
      query: acta,
      filename: `acta-${operationUuid}.pdf`,
      error: 'resumeSignature.errors.acta',
    },
  ] as const;

  return (
    <Stack spacing={4}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
            <CheckCircleIcon color="success" fontSize="large" />
            <Typography component="h2" variant="h5">
              {t('resumeSignature.done.title')}
            </Typography>
          </Stack>
          {waitingFor > 0 ? (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="summary-waiting">
              {t('resumeSignature.waiting', { count: waitingFor })}
            </Alert>
          ) : (
            sealing && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('resumeSignature.sealing')}
              </Alert>
            )
          )}
          {fields.length > 0 && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('resumeSignature.done.text')}
            </Typography>
          )}
          <SummaryFields fields={fields} />
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          {waitingFor === 0 ? (
            <Button
              variant="contained"
              onClick={() => documentsCard.current?.scrollIntoView({ behavior: 'smooth' })}
            >
              {t('resumeSignature.continue')}
            </Button>
          ) : (
            <Button variant="text" component={RouterLink} to={pathFor('HomePage')}>
              {t('resumeSignature.back')}
            </Button>
          )}
        </CardActions>
      </Card>

      {waitingFor === 0 && (
        <Card variant="outlined" ref={documentsCard}>
          <CardContent>
            <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
              {t('resumeSignature.documents.title')}
            </Typography>
            <Stack
              direction={{ xs: 'column', lg: 'row' }}
              spacing={3}
              alignItems="center"
              justifyContent="center"
            >
              {viewers.map((viewer) => (
                <SummaryDocument
                  key={viewer.key}
                  name={viewer.key}
                  title={viewer.title}
                  query={viewer.query}
                  filename={viewer.filename}
                  errorText={t(viewer.error)}
                />
              ))}
            </Stack>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button variant="text" component={RouterLink} to={pathFor('HomePage')}>
              {t('resumeSignature.back')}
            </Button>
          </CardActions>
        </Card>
      )}
      <NoticeSnackbar notice={notice} onClose={close} />
    </Stack>
  );
}
