import type { TOperationDetail } from '@confirma/contracts/workspace';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { OperationStatusChip } from './status-chips';

/**
 * The head of an operation's page: the sender's subject, status, type, dates, credits, copy
 * recipients, the message to the signers (and that they are not given
 * back, docs/identification.md) and the sender's actions.
 */
export function OperationSummary({
  operation,
  actions,
}: {
  operation: TOperationDetail;
  actions: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const format = useLocaleFormat();
  const facts: [string, string][] = [
    [t('operation.created'), format.minute(operation.createdAt)],
    [t('operation.lastEvent'), format.minute(operation.lastEventAt)],
    [t('operation.expires'), format.minute(operation.expiresAt)],
  ];
  if (operation.completedAt) {
    facts.push([t('operation.completed'), format.minute(operation.completedAt)]);
  }
  if (operation.nextReminderAt) {
    facts.push([t('operation.nextReminder'), format.minute(operation.nextReminderAt)]);
  }
  facts.push([t('operation.credits'), String(operation.creditsSpent)]);
  if (operation.copyRecipients.length > 0) {
    facts.push([
      t('operation.copies'),
      operation.copyRecipients.map(({ name, email }) => `${name} <${email}>`).join(', '),
    ]);
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('operation.summary')}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        {operation.subject && (
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {operation.subject}
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <OperationStatusChip status={operation.status} />
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t(`types.${operation.signatureType}`)}
          </Typography>
          {operation.demo && <Chip size="small" label={t('list.demo')} />}
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: { xs: 0, sm: 0.5 },
            m: 0,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
          }}
        >
          {facts.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {term}
              </Typography>
              <Typography component="dd" variant="body2">
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {operation.message && (
          <Box
            component="figure"
            aria-label={t('operation.message')}
            sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider' }}
          >
            <Typography component="figcaption" variant="body2" color="text.secondary">
              {t('operation.message')}
            </Typography>
            <Typography
              component="blockquote"
              variant="body2"
              sx={{ m: 0, whiteSpace: 'pre-line' }}
            >
              {operation.message}
            </Typography>
          </Box>
        )}
        {operation.creditsSpent > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('operation.creditsNote')}
          </Typography>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
