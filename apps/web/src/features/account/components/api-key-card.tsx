import type { TApiCredential } from '@confirma/contracts/api-credentials';
import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';

/**
 * One API key: name and state, username, the secret's last four characters, its scope, who
 * created it, dates.
 */
export function ApiKeyCard({
  credential,
  onRevoke,
}: {
  credential: TApiCredential;
  onRevoke: (credential: TApiCredential) => void;
}) {
  const { t } = useTranslation('account');
  const { minute: dateTime } = useLocaleFormat();
  const revoked = credential.revokedAt !== null;
  const facts = [
    { label: t('api.keys.username'), value: credential.username, code: true, wide: true },
    {
      label: t('api.keys.secret'),
      value: credential.secretLast4 ? `…${credential.secretLast4}` : '…',
      code: true,
    },
    { label: t('api.keys.scope'), value: t(`api.keys.scopes.${credential.scope}`) },
    {
      label: t('api.keys.createdBy'),
      value: credential.createdBy.name
        ? `${credential.createdBy.name} (${credential.createdBy.email})`
        : credential.createdBy.email,
      wide: true,
    },
    { label: t('api.keys.created'), value: dateTime(credential.createdAt) },
    {
      label: t('api.keys.lastUsed'),
      value: credential.lastUsedAt ? dateTime(credential.lastUsedAt) : t('api.never'),
    },
  ];
  return (
    <Paper
      variant="outlined"
      component="li"
      data-testid="api-key"
      sx={{ p: 2, listStyle: 'none', opacity: revoked ? 0.7 : 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
          {credential.label}
        </Typography>
        <Chip
          size="small"
          color={revoked ? 'default' : 'success'}
          variant="outlined"
          label={
            credential.revokedAt
              ? t('api.keys.revoked', { date: dateTime(credential.revokedAt) })
              : t('api.keys.active')
          }
        />
        {!revoked && (
          <Button
            size="small"
            color="error"
            aria-label={t('api.keys.revokeLabel', { name: credential.label })}
            onClick={() => onRevoke(credential)}
          >
            {t('api.keys.revoke')}
          </Button>
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1.3fr' },
          gap: 1.5,
          m: 0,
          mt: 1,
        }}
      >
        {facts.map((fact) => (
          <Box
            key={fact.label}
            sx={{ minWidth: 0, gridColumn: fact.wide ? { xs: '1 / -1', md: 'auto' } : undefined }}
          >
            <Typography component="dt" variant="caption" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                overflowWrap: 'anywhere',
                fontFamily: fact.code ? 'monospace' : undefined,
              }}
            >
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
