import type { TOperationSummary } from '@confirma/contracts/workspace';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { operationPath } from '../../../config/routes';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { SignerStatusChip } from './status-chips';

/** The operation's title (its subject, else its documents) as a link to its page, its type under it. */
export function OperationTitle({ operation }: { operation: TOperationSummary }) {
  const { t } = useTranslation('workspace');
  const names = operation.documents.map((document) => document.name).join(', ');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={operationPath(operation.uuid)}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {operation.subject || names || t('list.noDocument')}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {t(`types.${operation.signatureType}`)}
        {operation.demo && (
          <Chip size="small" label={t('list.demo')} sx={{ ml: 1, height: 20 }} component="span" />
        )}
      </Typography>
    </Box>
  );
}

/** Each signer with their own status. */
export function SignerStatusList({ signers }: { signers: TOperationSummary['signers'] }) {
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {signers.map((signer) => (
        <Box
          component="li"
          key={signer.signerUuid}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
            {signer.name}
          </Typography>
          <SignerStatusChip status={signer.status} />
        </Box>
      ))}
    </Stack>
  );
}

/** Created, last event and expiry. */
export function OperationDates({ operation }: { operation: TOperationSummary }) {
  const { t } = useTranslation('workspace');
  const format = useLocaleFormat();
  const lines = [
    t('list.created', { date: format.minute(operation.createdAt) }),
    t('list.lastEvent', { date: format.minute(operation.lastEventAt) }),
    t('list.expires', { date: format.date(operation.expiresAt) }),
  ];
  return (
    <Box>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
