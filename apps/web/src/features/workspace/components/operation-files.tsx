import type { TWorkspaceDocument, TWorkspaceFile } from '@confirma/contracts/workspace';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The operation's documents, then a download button per file (original, signed, certificate). */
export function OperationFiles({
  documents,
  files,
}: {
  documents: TWorkspaceDocument[];
  files: TWorkspaceFile[];
}) {
  const { t } = useTranslation('workspace');
  return (
    <Box component="section" aria-labelledby="operation-documents">
      <Typography id="operation-documents" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('operation.documents')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, mb: 2, pl: 3 }}>
        {documents.map((document) => (
          <li key={document.documentUuid}>
            <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
              {document.name}
            </Typography>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({t('operation.pages', { pages: document.pages })})
            </Typography>
          </li>
        ))}
      </Stack>
      {files.length === 0 ? (
        <Typography color="text.secondary">{t('operation.noFiles')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {files.map((file) => {
            const kind = t(`operation.files.${file.kind}`);
            return (
              <Button
                key={`${file.kind}-${file.documentUuid ?? ''}-${file.name}`}
                variant={file.kind === 'original' ? 'outlined' : 'contained'}
                startIcon={<DownloadIcon />}
                href={file.url}
                download={file.name}
                aria-label={t('operation.download', { kind, name: file.name })}
                sx={{
                  maxWidth: '100%',
                  overflowWrap: 'anywhere',
                  textAlign: 'left',
                  textTransform: 'none',
                }}
              >
                {kind} · {file.name}
              </Button>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
