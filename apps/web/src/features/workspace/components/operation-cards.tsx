import type { TOperationSummary } from '@confirma/contracts/workspace';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OperationDates, OperationTitle, SignerStatusList } from './operation-row-parts';
import { OperationStatusChip } from './status-chips';

/** The list on a phone: one card per operation, everything stacked. */
export function OperationCards({ operations }: { operations: TOperationSummary[] }) {
  const { t } = useTranslation('workspace');
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('list.title')} sx={{ m: 0, p: 0 }}>
      {operations.map((operation) => (
        <Paper
          component="li"
          key={operation.uuid}
          variant="outlined"
          data-testid="operation-row"
          data-operation={operation.uuid}
          sx={{ listStyle: 'none', p: 1.5 }}
        >
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <OperationStatusChip status={operation.status} />
              <Typography variant="body2" color="text.secondary">
                {t('list.credits', { credits: operation.creditsSpent })}
              </Typography>
            </Stack>
            <OperationTitle operation={operation} />
            <SignerStatusList signers={operation.signers} />
            <OperationDates operation={operation} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
