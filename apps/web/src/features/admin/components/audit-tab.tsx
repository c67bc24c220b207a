import type { TAuditEntry } from '@confirma/contracts/admin';
import { Alert, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { type TAuditFilters, useAuditLog } from '../api/list-audit';

/**
 * What an entry's details say in words (an adjustment's credits, the role granted or
 * revoked, a contact's move); the whole record follows as code.
 */
function useDetailWords() {
  const { t } = useTranslation('admin');
  return ({ action, details }: TAuditEntry) => {
    if (action === 'credits.adjust' && typeof details.amount === 'number') {
      return t('audit.details.credits', { amount: details.amount, balance: details.balanceAfter });
    }
    if ((action === 'role.grant' || action === 'role.revoke') && typeof details.role === 'string') {
      return t('audit.details.role', {
        role: t(`audit.roles.${details.role}`, { defaultValue: details.role }),
      });
    }
    if (action === 'contact.state' && typeof details.from === 'string') {
      return t('audit.details.state', {
        from: t(`contacts.states.${details.from}`),
        to: t(`contacts.states.${String(details.to)}`),
      });
    }
    return '';
  };
}

/** The audit log, newest first, by actor, action and target. */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const format = useLocaleFormat();
  const errorText = useErrorText();
  const detailWords = useDetailWords();
  const [filters, setFilters] = useState<TAuditFilters>({ actor: '', action: '', targetId: '' });
  const settled = useDebouncedValue(filters, 300);
  const log = useAuditLog(settled);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const field = (name: keyof TAuditFilters) => (
    <TextField
      label={t(`audit.${name}`)}
      value={filters[name]}
      onChange={(event) => setFilters({ ...filters, [name]: event.target.value })}
      fullWidth
    />
  );
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
        {field('actor')}
        {field('action')}
        {field('targetId')}
      </Stack>
      {log.isError && <Alert severity="error">{errorText(log.error)}</Alert>}
      {log.isSuccess && entries.length === 0 && (
        <Typography color="text.secondary">{t('audit.none')}</Typography>
      )}
      <List dense disablePadding data-testid="admin-audit">
        {entries.map((entry) => (
          <ListItem key={entry.id} disableGutters divider>
            <ListItemText
              primary={`${t(`audit.actions.${entry.action}`, { defaultValue: entry.action })} · ${t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType })} ${entry.targetId}`}
              secondary={
                <>
                  {[
                    `${format.minute(entry.createdAt)} · ${entry.actorEmail}${entry.ip ? ` (${entry.ip})` : ''}`,
                    entry.reason ? t('audit.reason', { reason: entry.reason }) : '',
                    detailWords(entry),
                  ]
                    .filter(Boolean)
                    .join(' — ')}
                  {Object.keys(entry.details).length > 0 && (
                    <Typography component="code" variant="caption" sx={{ display: 'block' }}>
                      {JSON.stringify(entry.details)}
                    </Typography>
                  )}
                </>
              }
              slotProps={{
                primary: { sx: { overflowWrap: 'anywhere' } },
                secondary: { sx: { overflowWrap: 'anywhere' } },
              }}
            />
          </ListItem>
        ))}
      </List>
      <LoadMoreButton list={log} label={t('loadMore')} />
    </>
  );
}
