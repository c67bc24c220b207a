import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_URL } from '../api/export-account';
import { DeleteAccountDialog } from './delete-account-dialog';

/** GDPR basics: download everything the account holds, or erase the account. */
export function YourDataSection() {
  const { t } = useTranslation('account');
  const [deleting, setDeleting] = useState(false);
  return (
    <Box component="section" aria-labelledby="your-data-title" sx={{ mt: 5 }}>
      <Typography id="your-data-title" component="h3" variant="h6" sx={{ fontWeight: 600 }}>
        {t('profile.yourData.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.yourData.text')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
        <Button variant="outlined" href={EXPORT_URL} download startIcon={<DownloadIcon />}>
          {t('profile.yourData.download')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverIcon />}
          onClick={() => setDeleting(true)}
        >
          {t('profile.yourData.delete')}
        </Button>
      </Stack>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Box>
  );
}
