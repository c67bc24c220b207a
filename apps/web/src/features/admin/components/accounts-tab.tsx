import {
  Alert,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { useAdminAccounts } from '../api/list-accounts';
import { AccountDetail } from './account-detail';

/** Accounts: search by e-mail or name, newest first; one opens in a drawer. */
export function AccountsTab() {
  const { t } = useTranslation('admin');
  const format = useLocaleFormat();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const accounts = useAdminAccounts(q);
  const [open, setOpen] = useState<string | null>(null);
  const rows = accounts.data?.pages.flatMap((page) => page.accounts) ?? [];
  return (
    <>
      <TextField
        type="search"
        label={t('accounts.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        sx={{ mb: 2 }}
      />
      {accounts.isError && <Alert severity="error">{errorText(accounts.error)}</Alert>}
      {accounts.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">{t('accounts.none')}</Typography>
      )}
      <List disablePadding>
        {rows.map((account) => (
          // A list holds list items: the row's button inside its own (axe: list).
          <ListItem key={account.userId} disablePadding divider>
            <ListItemButton onClick={() => setOpen(account.userId)} data-testid="admin-account-row">
              <ListItemText
                primary={account.email}
                secondary={`${account.name} · ${format.minute(account.createdAt)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <Stack
                direction="row"
                sx={{ gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}
              >
                {account.isAdmin && (
                  <Chip size="small" color="secondary" label={t('accounts.admin')} />
                )}
                {account.isReviewer && (
                  <Chip size="small" color="info" label={t('accounts.reviewer')} />
                )}
                {account.balance.debt > 0 && (
                  <Chip
                    size="small"
                    color="error"
                    label={t('accounts.debt', { debt: account.balance.debt })}
                  />
                )}
                <Chip
                  size="small"
                  label={t('accounts.credits', { count: account.balance.current })}
                />
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <LoadMoreButton list={accounts} label={t('loadMore')} sx={{ mt: 1 }} />
      {open && <AccountDetail userId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
