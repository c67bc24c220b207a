import { OCR_COST, type TOcrResult } from '@confirma/contracts/ocr';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOcrSession } from '../hooks/use-ocr-session';
import { OcrPhotoCard } from './ocr-photo-card';
import { OcrResults } from './ocr-results';

/**
 * The document cropper: one or two photos (camera or files), the outline found
 * by the engine shown as four draggable corners, rotation, then the analysis (2 credits,
 * shown first) and its result. Errors come back as the server's codes, shown localised.
 */
export function OcrCropper({
  balance,
  onAnalysed,
}: {
  balance: number | null;
  onAnalysed?: (result: TOcrResult) => void;
}) {
  const { t } = useTranslation(['ocr', 'errors']);
  const { photos, busy, error, result, short, add, update, remove, analyse, restart } =
    useOcrSession({ balance, onAnalysed });
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {!result && (
        <Stack direction="row" flexWrap="wrap" gap={2}>
          <Button
            variant="outlined"
            component="label"
            startIcon={<PhotoCameraIcon />}
            disabled={busy !== null}
          >
            {t('takePhoto')}
            <input hidden type="file" accept="image/*" capture="environment" onChange={add} />
          </Button>
          <Button
            variant="outlined"
            component="label"
            startIcon={<UploadFileIcon />}
            disabled={busy !== null}
          >
            {t('upload')}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png"
              multiple
              data-testid="ocr-upload"
              onChange={add}
            />
          </Button>
        </Stack>
      )}
      {busy && (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t(busy)}
          </Typography>
          <LinearProgress />
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {!result && photos.length > 0 && (
        <>
          <Typography variant="body2">{t('dragCorners')}</Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} gap={2}>
            {photos.map((photo, index) => (
              <OcrPhotoCard
                key={photo.id}
                photo={photo}
                label={t('photoLabel', { n: index + 1 })}
                onChange={(change) => update(photo.id, change)}
                onRemove={() => remove(photo.id)}
              />
            ))}
          </Stack>
          <Typography data-testid="ocr-cost">
            {t('cost', { cost: OCR_COST })}
            {balance !== null && ` ${t('balance', { count: balance })}`}
          </Typography>
          {short && (
            <Alert severity="warning" data-testid="ocr-short">
              {t('errors:INSUFFICIENT_CREDITS')}
            </Alert>
          )}
          <Box>
            <Button
              variant="contained"
              size="large"
              disabled={busy !== null || short}
              onClick={analyse}
            >
              {t('analyse', { cost: OCR_COST })}
            </Button>
          </Box>
        </>
      )}
      {result && (
        <>
          <Alert severity="success">{t('charged', { credits: result.credits })}</Alert>
          <OcrResults result={result} />
          <Box>
            <Button variant="outlined" onClick={restart}>
              {t('again')}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
