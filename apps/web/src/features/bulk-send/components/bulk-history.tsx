import type { TBulkSend } from '@confirma/contracts/bulk-sends';
import {
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table';
import { bulkSendPath } from '../../../config/routes';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { resultCsvUrl } from '../api/bulk-send-urls';
import { useBulkState } from './bulk-progress';

/** The template's earlier bulk sends: when, how they went, each one's page and result file. */
export function BulkHistory({ templateId, items }: { templateId: string; items: TBulkSend[] }) {
  const { t, i18n } = useTranslation('bulk');
  const stateOf = useBulkState();
  const format = useLocaleFormat();
  const dateOf = (bulk: TBulkSend) => format.shortMinute(bulk.createdAt);
  if (items.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6">
        {t('history.title')}
      </Typography>
      <ScrollTable label={t('history.title')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['date', 'state', 'rows', 'result'] as const).map((column) => (
                <TableCell key={column}>{t(`history.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((bulk) => (
              <TableRow key={bulk.id} data-testid="bulk-history-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={bulkSendPath(templateId, bulk.id)}
                    aria-label={t('history.open', { date: dateOf(bulk) })}
                  >
                    {dateOf(bulk)}
                  </Link>
                </TableCell>
                <TableCell>{stateOf(bulk)}</TableCell>
                <TableCell>
                  {t('history.rows', { created: bulk.created, total: bulk.total })}
                </TableCell>
                <TableCell>
                  {bulk.state !== 'running' && (
                    <Link
                      href={resultCsvUrl(bulk.id, i18n.language)}
                      download
                      aria-label={t('history.download', { date: dateOf(bulk) })}
                    >
                      CSV
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}
