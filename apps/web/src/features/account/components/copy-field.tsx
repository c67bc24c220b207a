import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A read-only value (a username, a secret) with a button that copies it. When the
 * clipboard is refused, the text is selected for a manual copy and the helper says so.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      input.current?.select();
      setState('failed');
    }
  };
  const helper = {
    idle: undefined,
    copied: t('api.copied', { what: label }),
    failed: t('api.copyFailed'),
  }[state];
  return (
    <TextField
      label={label}
      value={value}
      inputRef={input}
      fullWidth
      margin="dense"
      helperText={helper}
      onFocus={(event) => event.target.select()}
      slotProps={{
        formHelperText: { role: 'status' },
        htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('api.copy', { what: label })}>
                <IconButton
                  edge="end"
                  aria-label={t('api.copy', { what: label })}
                  onClick={() => void copy()}
                >
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
