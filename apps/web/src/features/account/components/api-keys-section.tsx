import type { TApiCredential } from '@confirma/contracts/api-credentials';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadMoreButton } from '../../../components/load-more-button';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { PageSection } from '../../../components/page-section';
import { useApiCredentials } from '../api/list-api-credentials';
import { useRevokeApiCredential } from '../api/revoke-api-credential';
import { ApiKeyCard } from './api-key-card';
import { ApiKeyCreateDialog } from './api-key-create-dialog';

/** API keys: create one (its secret shown once), list them a page at a time, revoke one. */
export function ApiKeysSection({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const credentials = useApiCredentials(userId);
  const revoke = useRevokeApiCredential(userId);
  const createButton = useRef<HTMLButtonElement>(null);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiCredential | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        setConfirming(false);
        setNotice({ severity: 'success', text: t('api.keys.revokedNotice') });
      },
    });
  };
  const list = credentials.data?.pages.flatMap((page) => page.credentials) ?? [];
  return (
    <PageSection title={t('api.keys.title')} description={t('api.keys.text')}>
      <Typography variant="body2" sx={{ mb: 2, maxWidth: 860 }}>
        {t('api.keys.howTo')}{' '}
        <Link href="/api/docs" target="_blank" rel="noopener">
          {t('api.keys.docs')} (/api/docs)
        </Link>
      </Typography>
      <Button ref={createButton} variant="contained" onClick={() => setCreating(true)}>
        {t('api.keys.create')}
      </Button>
      <Box sx={{ mt: 2 }}>
        {credentials.isPending && <CircularProgress aria-label={t('api.keys.title')} />}
        {credentials.isError && <Alert severity="error">{t('api.keys.loadError')}</Alert>}
        {credentials.isSuccess && list.length === 0 && (
          <Typography color="text.secondary">{t('api.keys.empty')}</Typography>
        )}
        {list.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {list.map((credential) => (
              <ApiKeyCard
                key={credential.id}
                credential={credential}
                onRevoke={(chosen) => {
                  setRevoking(chosen);
                  setConfirming(true);
                }}
              />
            ))}
          </Stack>
        )}
        <LoadMoreButton
          list={credentials}
          label={t('api.loadMore')}
          variant="outlined"
          sx={{ mt: 2 }}
        />
      </Box>
      <ApiKeyCreateDialog userId={userId} open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        cancelLabel={t('api.cancel')}
        open={confirming}
        title={t('api.keys.revokeTitle', { name: revoking?.label ?? '' })}
        text={t('api.keys.revokeText')}
        confirmLabel={t('api.keys.revoke')}
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={confirmRevoke}
        onClose={() => setConfirming(false)}
        onExited={() => {
          // The revoke button is gone with the key's state: focus the create button.
          if (revoke.isSuccess) createButton.current?.focus();
          revoke.reset();
        }}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </PageSection>
  );
}
