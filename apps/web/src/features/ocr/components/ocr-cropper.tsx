import { OCR_COST, OCR_LIMITS, type TOcrResult, type TPoint } from '@confirma/contracts/ocr';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { analyseDocument, findOutline } from '../api/ocr-api';
import { CornerEditor, type TRotation } from './corner-editor';
import { OcrResults } from './ocr-results';

interface TPhoto {
  id: string;
  url: string;
  base64: string;
  width: number;
  height: number;
  corners: TPoint[];
  rotation: TRotation;
  found: boolean;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** A quadrilateral inset by 10 % when the engine found no outline. */
const inset = (width: number, height: number): TPoint[] => [
  { x: width * 0.1, y: height * 0.1 },
  { x: width * 0.9, y: height * 0.1 },
  { x: width * 0.9, y: height * 0.9 },
  { x: width * 0.1, y: height * 0.9 },
];

/**
 * The document cropper (issue 18): one or two photos (camera or files), the outline found
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
  const errorText = useErrorText();
  const [photos, setPhotos] = useState<TPhoto[]>([]);
  const [busy, setBusy] = useState<'finding' | 'analysing' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TOcrResult | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  // Told before trying: an analysis the balance cannot pay is refused by the server anyway.
  const short = balance !== null && balance < OCR_COST;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    setError(null);
    setResult(null);
    setBusy('finding');
    try {
      const room = OCR_LIMITS.maxImages - photos.length;
      const added: TPhoto[] = [];
      for (const file of files.slice(0, Math.max(room, 0) || OCR_LIMITS.maxImages)) {
        const dataUrl = await readAsDataUrl(file);
        const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
        const outline = await findOutline(base64);
        added.push({
          id: crypto.randomUUID(),
          url: dataUrl,
          base64,
          width: outline.width,
          height: outline.height,
          corners: outline.corners ?? inset(outline.width, outline.height),
          rotation: 0,
          found: outline.corners !== null,
        });
      }
      setPhotos((current) =>
        [...(room > 0 ? current : []), ...added].slice(0, OCR_LIMITS.maxImages),
      );
      setKey(crypto.randomUUID());
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };

  const update = (id: string, change: Partial<TPhoto>) => {
    setPhotos((current) =>
      current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)),
    );
    setKey(crypto.randomUUID());
  };

  const analyse = async () => {
    setError(null);
    setBusy('analysing');
    try {
      const answer = await analyseDocument({
        images: photos.map((photo) => ({
          image: photo.base64,
          corners: photo.corners,
          rotation: photo.rotation,
        })),
        idempotencyKey: key,
        language: ['es', 'en', 'it'].includes(document.documentElement.lang)
          ? (document.documentElement.lang as 'es' | 'en' | 'it')
          : 'es',
      });
      setResult(answer);
      onAnalysed?.(answer);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };

  const restart = () => {
    setPhotos([]);
    setResult(null);
    setError(null);
    setKey(crypto.randomUUID());
  };

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
              <Stack key={photo.id} spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2">{t('photoLabel', { n: index + 1 })}</Typography>
                {!photo.found && <Alert severity="warning">{t('noOutline')}</Alert>}
                <CornerEditor
                  src={photo.url}
                  width={photo.width}
                  height={photo.height}
                  corners={photo.corners}
                  rotation={photo.rotation}
                  label={t('photoLabel', { n: index + 1 })}
                  onChange={(corners) => update(photo.id, { corners })}
                />
                <Stack direction="row" gap={1}>
                  <Button
                    size="small"
                    startIcon={<RotateRightIcon />}
                    onClick={() =>
                      update(photo.id, { rotation: ((photo.rotation + 90) % 360) as TRotation })
                    }
                  >
                    {t('rotate')}
                  </Button>
                  <Button
                    size="small"
                    color="inherit"
                    onClick={() =>
                      setPhotos((current) => current.filter((item) => item.id !== photo.id))
                    }
                  >
                    {t('remove')}
                  </Button>
                </Stack>
              </Stack>
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
