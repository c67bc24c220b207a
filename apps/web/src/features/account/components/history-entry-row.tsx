import type { TLedgerEntry } from '@confirma/contracts/account';
import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';

/**
 * One ledger entry: date, what it was (and by which member), its kind, the signed amount and
 * the balance after.
 */
export function HistoryEntryRow({ entry }: { entry: TLedgerEntry }) {
  const { t, i18n } = useTranslation('account');
  const format = useLocaleFormat();
  const reasonKey = `profile.history.reasons.${entry.reason}`;
  const description = i18n.exists(`account:${reasonKey}`)
    ? t(reasonKey)
    : t(`profile.history.reasons.${entry.kind}`);
  const date = format.shortMinute(entry.createdAt);
  const amount = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' }).format(
    entry.amount,
  );
  return (
    <TableRow data-testid="history-entry">
      <TableCell>{date}</TableCell>
      <TableCell>
        {description}
        {entry.memberName && (
          <Typography component="span" variant="body2" color="text.secondary" display="block">
            {t('profile.history.by', { name: entry.memberName })}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        {t(`profile.history.kinds.${entry.kind}`)}
      </TableCell>
      <TableCell
        align="right"
        sx={{ fontWeight: 600, color: entry.amount < 0 ? 'error.main' : 'success.main' }}
      >
        {amount}
      </TableCell>
      <TableCell align="right">{entry.balanceAfter}</TableCell>
    </TableRow>
  );
}
