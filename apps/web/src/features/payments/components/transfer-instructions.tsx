import type { TTransferInstructions } from '@confirma/contracts/payments';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { formatAmount } from './format-amount';

/** The bank details, the amount and the reference the payer must write on the transfer. */
export function TransferInstructions({ transfer }: { transfer: TTransferInstructions }) {
  const { t, i18n } = useTranslation('payments');
  const format = useLocaleFormat();
  const rows: [string, string][] = [
    ['reference', transfer.reference],
    ['amount', formatAmount(transfer.amountCents, transfer.currency, i18n.language)],
    ['iban', transfer.iban],
    ['bic', transfer.bic],
    ['holder', transfer.holder],
    ['expires', format.shortDate(transfer.expiresAt)],
  ];
  return (
    <Box data-testid="transfer-instructions">
      <Typography component="h3" variant="h6">
        {t('transfer.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('transfer.text')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
      >
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t(`transfer.${key}`)}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, wordBreak: 'break-all' }}
              data-testid={`transfer-${key}`}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
