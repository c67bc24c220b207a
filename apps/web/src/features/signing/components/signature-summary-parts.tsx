import type { TOperationResponse } from '@confirma/contracts/operations';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { downloadPdf } from '../../../lib/download-pdf';
import { LazyPdfViewer } from './lazy-pdf-viewer';
import { PdfLoading } from './pdf-loading';

/** The summary's viewers: the resume screen's fixed box. */
export const VIEWER = { width: 500, height: 710 } as const;

/** The signer's fields the operation shows in the summary, as label and value. */
export function SummaryFields({ fields }: { fields: TOperationResponse['authPolicy']['fields'] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
      {fields.map((field) => (
        <Box key={`${field.identifier}-${field.value}`} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {field.label || field.identifier}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {field.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One of the summary's documents: its viewer (or why it is missing) and its download. */
export function SummaryDocument({
  name,
  title,
  query,
  filename,
  errorText,
}: {
  name: string;
  title: string;
  query: { data?: Uint8Array | undefined; error: unknown };
  filename: string;
  errorText: string;
}) {
  const { t } = useTranslation('flows');
  return (
    <Stack
      spacing={1}
      sx={{ width: '100%', maxWidth: VIEWER.width }}
      data-testid={`summary-${name}`}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {query.data ? (
        <LazyPdfViewer
          data={query.data}
          label={title}
          height={VIEWER.height}
          maxWidth={VIEWER.width - 24}
          errorText={errorText}
        />
      ) : query.error ? (
        <Alert severity="error">{errorText}</Alert>
      ) : (
        <PdfLoading label={title} />
      )}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={!query.data}
        onClick={() => query.data && downloadPdf(query.data, filename)}
      >
        {t('resumeSignature.download')}
      </Button>
    </Stack>
  );
}
