import { Alert, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { changeAdminRole } from '../api/change-admin-role';
import { changeReviewerRole } from '../api/change-reviewer-role';
import { useAdminAccount } from '../api/get-admin-account';
import { useAdminMutation } from '../api/use-admin-mutation';
import { AccountFacts } from './account-facts';
import { AdjustCreditsDialog } from './adjust-credits-dialog';
import { DetailDrawer } from './detail-drawer';
import { LedgerList } from './ledger-list';
import { ReasonDialog } from './reason-dialog';
import { SecondFactorResetDialog } from './second-factor-reset-dialog';

/**
 * One account in a drawer: profile, balance, operations, ledger; adjust credits, the admin
 * and reviewer roles, and account recovery (two-step verification turned off), each change
 * with its reason.
 */
export function AccountDetail({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const _format = useLocaleFormat();
  const errorText = useErrorText();
  const account = useAdminAccount(userId);
  const [dialog, setDialog] = useState<'adjust' | 'role' | 'reviewer' | 'secondFactor' | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const role = useAdminMutation((vars: { admin: boolean; reason: string }) =>
    changeAdminRole(userId, vars),
  );
  const reviewer = useAdminMutation((vars: { reviewer: boolean; reason: string }) =>
    changeReviewerRole(userId, vars),
  );
  const data = account.data;
  return (
    <DetailDrawer title={data?.email ?? t('accounts.detail')} onClose={onClose}>
      {account.isPending && <CircularProgress aria-label={t('loading')} />}
      {account.isError && <Alert severity="error">{errorText(account.error)}</Alert>}
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {data && (
        <>
          <AccountFacts data={data} />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, my: 2 }}>
            <Button variant="contained" onClick={() => setDialog('adjust')}>
              {t('accounts.adjust')}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('role')}>
              {data.isAdmin ? t('accounts.revoke') : t('accounts.grant')}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('reviewer')}>
              {data.isReviewer ? t('accounts.revokeReviewer') : t('accounts.grantReviewer')}
            </Button>
            {data.twoFactorEnabled && (
              <Button variant="outlined" color="warning" onClick={() => setDialog('secondFactor')}>
                {t('accounts.resetSecondFactor')}
              </Button>
            )}
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
            {t('accounts.ledger')}
          </Typography>
          <LedgerList userId={userId} />
          {dialog === 'adjust' && (
            <AdjustCreditsDialog
              userId={userId}
              onClose={() => setDialog(null)}
              onDone={(text) => {
                setDialog(null);
                setNotice(text);
              }}
            />
          )}
          <ReasonDialog
            open={dialog === 'role'}
            title={data.isAdmin ? t('accounts.revokeTitle') : t('accounts.grantTitle')}
            text={t(data.isAdmin ? 'accounts.revokeText' : 'accounts.grantText', {
              email: data.email,
            })}
            confirmLabel={data.isAdmin ? t('accounts.revoke') : t('accounts.grant')}
            busy={role.isPending}
            error={role.error ? errorText(role.error) : null}
            onClose={() => {
              role.reset();
              setDialog(null);
            }}
            onConfirm={(reason) =>
              role.mutate({ admin: !data.isAdmin, reason }, { onSuccess: () => setDialog(null) })
            }
          />
          <ReasonDialog
            open={dialog === 'reviewer'}
            title={t(
              data.isReviewer ? 'accounts.revokeReviewerTitle' : 'accounts.grantReviewerTitle',
            )}
            text={t(
              data.isReviewer ? 'accounts.revokeReviewerText' : 'accounts.grantReviewerText',
              {
                email: data.email,
              },
            )}
            confirmLabel={t(data.isReviewer ? 'accounts.revokeReviewer' : 'accounts.grantReviewer')}
            busy={reviewer.isPending}
            error={reviewer.error ? errorText(reviewer.error) : null}
            onClose={() => {
              reviewer.reset();
              setDialog(null);
            }}
            onConfirm={(reason) =>
              reviewer.mutate(
                { reviewer: !data.isReviewer, reason },
                { onSuccess: () => setDialog(null) },
              )
            }
          />
          <SecondFactorResetDialog
            userId={userId}
            email={data.email}
            open={dialog === 'secondFactor'}
            onClose={() => setDialog(null)}
            onDone={(text) => {
              setDialog(null);
              setNotice(text);
            }}
          />
        </>
      )}
    </DetailDrawer>
  );
}
