import { acceptedFileName, type TPickedPdf } from '@confirma/contracts/creation';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A file's bytes as base64 (without the data-URL prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The PDF picker: PDF only; a picked file keeps its name and base64
 * content; a name without a dot after its first character is ignored; clearing the
 * selection clears the file. Each choice, a file or none, ends with `onBlur`: the person has
 * been through the field, so a form validating on touch judges the new value at once
 * (otherwise "a document is needed" stays shown over the file just picked).
 */
export function PdfPicker({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: TPickedPdf | null;
  onChange: (file: TPickedPdf | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('flows');
  const input = useRef<HTMLInputElement>(null);
  const [typeError, setTypeError] = useState(false);

  const choose = (picked: TPickedPdf | null) => {
    onChange(picked);
    onBlur?.();
  };

  const pick = async (file: File | undefined) => {
    setTypeError(false);
    if (!file || !acceptedFileName(file.name)) return choose(null);
    const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
    const b64 = isPdf ? await readBase64(file) : '';
    // Content, not just the name: a PDF starts with %PDF- (base64 'JVBERi0').
    if (!b64.startsWith('JVBERi0')) {
      setTypeError(true);
      return choose(null);
    }
    choose({ name: file.name, b64 });
  };

  const message = typeError ? t('create.validation.pdfOnly') : error;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
        >
          {t('create.form.pickPdf')}
        </Button>
        <Typography
          variant="body2"
          color={value ? 'text.primary' : 'text.secondary'}
          sx={{ overflowWrap: 'anywhere' }}
          data-testid="picked-file"
        >
          {value?.name ?? t('create.form.noFile')}
        </Typography>
        {value && (
          <IconButton
            size="small"
            aria-label={t('create.form.removeFile')}
            onClick={() => {
              if (input.current) input.current.value = '';
              choose(null);
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        data-testid="pdf-input"
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Stack>
  );
}
