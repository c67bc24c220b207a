import { Box, TextField } from '@mui/material';
import { type RefObject, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { typedSignaturePng, typedSignatureText } from '../typed-signature';
import { PAD_BOX_SX } from './handwriting-pad';

/**
 * The signer's name typed instead of drawn (two characters at least), with what it will
 * look like: the very image that is sent.
 */
export function TypedSignatureField({
  inputRef,
  typed,
  onChange,
  disabled,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  typed: string;
  onChange: (typed: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('flows');
  const typedName = typedSignatureText(typed);
  const typedReady = typedName.length >= 2;
  const preview = useMemo(
    () => (typedReady ? typedSignaturePng(typedName) : ''),
    [typedReady, typedName],
  );
  return (
    <>
      <TextField
        inputRef={inputRef}
        name="typedName"
        label={t('signing.typedLabel')}
        value={typed}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        error={!typedReady}
        helperText={typedReady ? ' ' : t('signing.typedShort')}
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: 120 } }}
        fullWidth
      />
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={t('signing.typedPreview', { name: typedName })}
          data-testid="typed-signature-preview"
          sx={PAD_BOX_SX}
        />
      )}
    </>
  );
}
