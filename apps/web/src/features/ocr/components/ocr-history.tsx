import type { TOcrResult } from '@confirma/contracts/ocr';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { useDeleteAnalysis } from '../api/delete-analysis';
import { getAnalysis } from '../api/get-analysis';
import { useOcrHistory } from '../api/list-analyses';
import { OcrResults } from './ocr-results';

/** Columns a 390 px phone leaves out (the result shows them). */
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** My Account: the document analyses with their results, each deletable. */
export function OcrHistory() {
  const { t } = useTranslation(['ocr', 'errors']);
  const errorText = useErrorText();
  const history = useOcrHistory();
  const remove = useDeleteAnalysis();
  const [open, setOpen] = useState<TOcrResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const date = useLocaleFormat().shortDate;
  const analyses = history.data?.analyses ?? [];
  return (
    <Box component="section" aria-labelledby="ocr-history-title" sx={{ mt: 4 }}>
      <Typography id="ocr-history-title" variant="h6" component="h2" gutterBottom>
        {t('history.title')}
      </Typography>
      {history.isPending && <CircularProgress size={24} />}
      {error && <Alert severity="error">{error}</Alert>}
      {history.isSuccess && analyses.length === 0 && (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      )}
      {analyses.length > 0 && (
        <ScrollTable label={t('history.title')}>
          <Table size="small" aria-labelledby="ocr-history-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('history.date')}</TableCell>
                <TableCell>{t('history.name')}</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{t('history.number')}</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{t('history.mrz')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {analyses.map((entry) => (
                <TableRow key={entry.id} data-analysis={entry.id}>
                  <TableCell title={t('history.kept', { date: date(entry.expiresAt) })}>
                    {date(entry.createdAt)} · {t(`document.${entry.document}`)}
                  </TableCell>
                  <TableCell>{entry.name ?? '—'}</TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>{entry.documentNumber ?? '—'}</TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>
                    {entry.mrzValid === null ? '—' : entry.mrzValid ? t('ok') : t('wrong')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      onClick={async () => {
                        try {
                          setOpen(await getAnalysis(entry.id));
                        } catch (caught) {
                          setError(errorText(caught));
                        }
                      }}
                    >
                      {t('history.open')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (open?.id === entry.id) setOpen(null);
                        remove.mutate(entry.id);
                      }}
                    >
                      {t('history.delete')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      {open && (
        <Stack sx={{ mt: 3 }}>
          <OcrResults result={open} />
        </Stack>
      )}
    </Box>
  );
}
