import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readCsvFile, type TCsvFileProblem } from '../utils/read-csv-file';

/**
 * The CSV picker: a button that opens the file chooser (the keyboard reaches it), the
 * chosen file's name, and why a file could not be read (too large, not text).
 */
export function CsvFileField({
  name,
  disabled,
  onRead,
}: {
  /** The name of the file being shown, if any. */
  name: string | null;
  disabled?: boolean;
  onRead: (file: { name: string; text: string }) => void;
}) {
  const { t } = useTranslation('bulk');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<TCsvFileProblem | null>(null);

  const pick = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const read = await readCsvFile(file);
    if ('problem' in read) setProblem(read.problem);
    else onRead({ name: file.name, text: read.text });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant={name ? 'outlined' : 'contained'}
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {name ? t('upload.change') : t('upload.pick')}
        </Button>
        <Typography
          variant="body2"
          color={name ? 'text.primary' : 'text.secondary'}
          sx={{ overflowWrap: 'anywhere' }}
          data-testid="bulk-file-name"
        >
          {name ?? t('upload.none')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          hidden
          data-testid="bulk-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file chosen again (corrected and saved) is read again.
            event.target.value = '';
            void pick(file);
          }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('upload.help')}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert">
          {t(`upload.${problem}`)}
        </Alert>
      )}
    </Stack>
  );
}
