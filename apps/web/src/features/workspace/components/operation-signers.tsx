import type { TWorkspaceSigner } from '@confirma/contracts/workspace';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { SignerStatusChip } from './status-chips';

/** Every signer of the operation: who, their address, their status, when they signed. */
export function OperationSigners({ signers }: { signers: TWorkspaceSigner[] }) {
  const { t } = useTranslation('workspace');
  const format = useLocaleFormat();
  return (
    <Box component="section" aria-labelledby="operation-signers">
      <Typography id="operation-signers" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('operation.signers')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {signers.map((signer) => (
          <Paper
            component="li"
            variant="outlined"
            key={signer.signerUuid}
            data-testid="operation-signer"
            sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {signer.name}
              </Typography>
              {signer.email && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {signer.email}
                </Typography>
              )}
              {signer.signedAt && (
                <Typography variant="body2" color="text.secondary">
                  {t('operation.signedAt', {
                    date: format.minute(signer.signedAt),
                    method: signer.method ? t(`methods.${signer.method}`) : '—',
                  })}
                </Typography>
              )}
            </Box>
            <SignerStatusChip status={signer.status} />
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
