import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Saves `text` as a file called `name` (the browser's download). */
function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The backup codes, shown the only time they are: a warning, the codes in two columns,
 * Copy and Download (.txt), and the button that closes the dialog once they are kept.
 */
export function BackupCodesStep({
  titleId,
  codes,
  email,
  onDone,
}: {
  titleId: string;
  codes: string[];
  /** The account's address, written at the top of the downloaded file. */
  email: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('account');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = `${t('profile.twoFactor.fileHeading', { email })}\n\n${codes.join('\n')}\n`;
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <>
      <DialogTitle id={titleId}>{t('profile.twoFactor.codesTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('profile.twoFactor.codesWarning')}
        </Alert>
        <Box
          component="ul"
          aria-label={t('profile.twoFactor.codesLabel')}
          sx={{
            listStyle: 'none',
            p: 2,
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: 1,
            fontFamily: 'monospace',
            fontSize: '1rem',
            bgcolor: 'action.hover',
            borderRadius: 1,
            userSelect: 'all',
          }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copyCodes()}
          >
            {t('profile.twoFactor.copy')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => downloadText(t('profile.twoFactor.fileName'), text)}
          >
            {t('profile.twoFactor.download')}
          </Button>
        </Stack>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {copy === 'idle' ? '' : t(`profile.twoFactor.${copy}`)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {t('profile.twoFactor.saved')}
        </Button>
      </DialogActions>
    </>
  );
}
