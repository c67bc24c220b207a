import RotateRightIcon from '@mui/icons-material/RotateRight';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TPhoto } from '../hooks/use-ocr-session';
import { CornerEditor, type TRotation } from './corner-editor';

/** One photo: its four corners to drag, turned a quarter at a time, or removed. */
export function OcrPhotoCard({
  photo,
  label,
  onChange,
  onRemove,
}: {
  photo: TPhoto;
  label: string;
  onChange: (change: Partial<TPhoto>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('ocr');
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{label}</Typography>
      {!photo.found && <Alert severity="warning">{t('noOutline')}</Alert>}
      <CornerEditor
        src={photo.url}
        width={photo.width}
        height={photo.height}
        corners={photo.corners}
        rotation={photo.rotation}
        label={label}
        onChange={(corners) => onChange({ corners })}
      />
      <Stack direction="row" gap={1}>
        <Button
          size="small"
          startIcon={<RotateRightIcon />}
          onClick={() => onChange({ rotation: ((photo.rotation + 90) % 360) as TRotation })}
        >
          {t('rotate')}
        </Button>
        <Button size="small" color="inherit" onClick={onRemove}>
          {t('remove')}
        </Button>
      </Stack>
    </Stack>
  );
}
