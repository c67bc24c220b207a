import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { useAdminLedger } from '../api/get-admin-ledger';

/** An account's ledger, newest first, a page at a time. */
export function LedgerList({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const format = useLocaleFormat();
  const ledger = useAdminLedger(userId);
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];
  if (ledger.isSuccess && entries.length === 0) {
    return <Typography color="text.secondary">{t('ledger.none')}</Typography>;
  }
  return (
    <>
      <List dense disablePadding data-testid="admin-ledger">
        {entries.map((entry) => (
          <ListItem key={entry.id} disableGutters divider>
            <ListItemText
              primary={`${entry.amount > 0 ? '+' : ''}${entry.amount} · ${t(`ledger.kinds.${entry.kind}`)}`}
              secondary={`${format.minute(entry.createdAt)} · ${entry.reason} · ${t('ledger.after', { balance: entry.balanceAfter })}`}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
      <LoadMoreButton list={ledger} label={t('loadMore')} />
    </>
  );
}
