import {
  Alert,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../components/load-more-button';
import { ScrollTable } from '../../../components/scroll-table';
import { useHistory } from '../api/get-history';
import { HistoryEntryRow } from './history-entry-row';

const COLUMNS = ['date', 'description', 'kind', 'amount', 'balance'] as const;

/** Historial: the credit ledger, newest first, one page at a time ("load more"). */
export function HistoryList({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const history = useHistory(userId);
  if (history.isPending) return <CircularProgress aria-label={t('profile.history.title')} />;
  if (history.isError) return <Alert severity="error">{t('profile.history.error')}</Alert>;
  const entries = history.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return <Typography color="text.secondary">{t('profile.history.empty')}</Typography>;
  }
  return (
    <>
      <ScrollTable label={t('profile.history.title')}>
        <Table
          size="small"
          aria-label={t('profile.history.title')}
          sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'amount' || column === 'balance' ? 'right' : 'left'}
                  sx={column === 'kind' ? { display: { xs: 'none', sm: 'table-cell' } } : undefined}
                >
                  {t(`profile.history.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <HistoryEntryRow key={entry.id} entry={entry} />
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
      <LoadMoreButton
        list={history}
        label={t('profile.history.loadMore')}
        variant="outlined"
        sx={{ mt: 2 }}
      />
    </>
  );
}
