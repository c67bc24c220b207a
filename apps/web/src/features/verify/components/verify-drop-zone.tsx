import { VERIFY_MAX_BYTES } from '@confirma/contracts/verify';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Paper, Typography } from '@mui/material';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

/**
 * Where the file goes: dropped on the zone, or chosen with the button (a real file input,
 * so keyboards and screen readers reach it). One PDF at a time.
 */
export function VerifyDropZone({ onFile, disabled = false }: TDropZoneProps) {
  const { t } = useTranslation('verify');
  const inputId = useId();
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <Paper
      variant="outlined"
      data-testid="verify-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
      }}
    >
      <UploadFileIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="p" variant="h6" sx={{ mt: 1 }}>
        {t('drop.label')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('drop.hint', { size: VERIFY_MAX_BYTES / 1024 / 1024 })}
      </Typography>
      <Box>
        <Button variant="contained" component="label" htmlFor={inputId} disabled={disabled}>
          {t('drop.choose')}
          <input
            id={inputId}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            data-testid="verify-file-input"
            onChange={(event) => {
              take(event.target.files);
              event.target.value = '';
            }}
          />
        </Button>
      </Box>
    </Paper>
  );
}
