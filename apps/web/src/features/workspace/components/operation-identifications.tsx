import type { TWorkspaceIdentification, TWorkspaceSigner } from '@confirma/contracts/workspace';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VerdictReasons, verdictColour } from '../../../components/identification-verdict';
import { LinkButton } from '../../../components/link-button';
import { ownerIdentificationPath } from '../../../config/routes';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { downloadPdf } from '../../../lib/download-pdf';
import { getIdentificationCertificate } from '../api/get-identification-certificate';
import { OwnerReview } from './owner-review';

/**
 * The operation's video identifications: whose, where each stands, and once
 * finished its summary (`#/resumeIdentification`, read with the owner's account token) and
 * its sealed certificate to download; under review, who decides and by when, and where it
 * is the owner, the decision form. Nothing for an operation without identification.
 */
export function OperationIdentifications({
  operationUuid,
  identifications,
  signers,
}: {
  operationUuid: string;
  identifications: TWorkspaceIdentification[];
  signers: TWorkspaceSigner[];
}) {
  const { t } = useTranslation('workspace');
  const format = useLocaleFormat();
  const certificate = useMutation({
    mutationFn: async (videoUuid: string) =>
      downloadPdf(
        await getIdentificationCertificate(operationUuid, videoUuid),
        `identificacion-${videoUuid}.pdf`,
      ),
  });
  if (identifications.length === 0) return null;
  const nameOf = (signerUuid: string) =>
    signers.find((signer) => signer.signerUuid === signerUuid)?.name ?? '—';
  return (
    <Box component="section" aria-labelledby="operation-identifications">
      <Typography id="operation-identifications" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('operation.identification.title')}
      </Typography>
      {certificate.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {t('operation.identification.certificateError')}
        </Alert>
      )}
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {identifications.map((one) => (
          <Paper
            component="li"
            variant="outlined"
            key={one.videoUuid}
            data-testid="operation-identification"
            sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, flex: '1 1 200px', overflowWrap: 'anywhere' }}>
                {nameOf(one.signerUuid)}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                color={verdictColour(one.status) ?? 'default'}
                label={t(`operation.identification.status.${one.status}`)}
                data-status={one.status}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {one.completedAt
                ? t('operation.identification.completedAt', {
                    date: format.minute(one.completedAt),
                  })
                : t('operation.identification.startedAt', { date: format.minute(one.createdAt) })}
            </Typography>
            <VerdictReasons
              failures={one.failures}
              reviewReasons={one.reviewReasons}
              relaxed={one.relaxed}
            />
            {one.status === 'REVIEW' && (
              <OwnerReview
                operationUuid={operationUuid}
                videoUuid={one.videoUuid}
                review={one.review}
              />
            )}
            {one.purged && (
              <Typography variant="body2" color="text.secondary">
                {t('operation.identification.purged')}
              </Typography>
            )}
            {one.finished && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <LinkButton
                  variant="outlined"
                  to={ownerIdentificationPath(operationUuid, one.videoUuid)}
                >
                  {t('operation.identification.summary')}
                </LinkButton>
                <Button
                  variant="contained"
                  startIcon={<DownloadIcon />}
                  disabled={certificate.isPending}
                  onClick={() => certificate.mutate(one.videoUuid)}
                >
                  {t('operation.identification.certificate')}
                </Button>
              </Box>
            )}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
