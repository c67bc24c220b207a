import { Alert, Box, CircularProgress } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTabs } from '../../../components/page-tabs';
import {
  needsSecondFactor,
  SecondFactorRequired,
} from '../../../components/second-factor-required';
import { useErrorText } from '../../../hooks/use-error-text';
import { ApiError } from '../../../lib/api-client';
import { useAdminMe } from '../api/get-admin-me';
import { AccountsTab } from './accounts-tab';
import { AuditTab } from './audit-tab';
import { CertificatesTab } from './certificates-tab';
import { ContactsTab } from './contacts-tab';
import { OperationsTab } from './operations-tab';

const TABS = ['accounts', 'payments', 'contacts', 'operations', 'certificates', 'audit'] as const;
type TTab = (typeof TABS)[number];

/**
 * The back office for the admin role: Accounts, Payments (`payments`, composed by app/
 * from the payments feature), Contacts, Operations, Certificates (what the platform CA
 * issued, and their revocation), Audit. The server decides who sees it
 * (GET /api/admin/me): anyone else gets `notAllowed` (403) or `signIn` (401), and an
 * administrator without two-step verification where it is required the way to turn it on.
 */
export function AdminConsole({
  payments,
  signIn,
}: {
  payments: ReactNode;
  /** What to show a visitor whose session ended. */
  signIn: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const me = useAdminMe();
  const [tab, setTab] = useState<TTab>('accounts');
  if (me.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (me.error instanceof ApiError && me.error.status === 401) return signIn;
  if (needsSecondFactor(me.error)) return <SecondFactorRequired />;
  if (me.error instanceof ApiError && me.error.status === 403) {
    return (
      <Alert severity="warning" data-testid="admin-not-allowed">
        {t('notAllowed')}
      </Alert>
    );
  }
  if (me.isError) return <Alert severity="error">{errorText(me.error)}</Alert>;
  return (
    <Box>
      <PageTabs
        tabs={TABS}
        value={tab}
        onChange={setTab}
        tabLabel={(key) => t(`tabs.${key}`)}
        label={t('tabsLabel')}
        idPrefix="admin"
      >
        {tab === 'accounts' && <AccountsTab />}
        {tab === 'payments' && payments}
        {tab === 'contacts' && <ContactsTab />}
        {tab === 'operations' && <OperationsTab />}
        {tab === 'certificates' && <CertificatesTab />}
        {tab === 'audit' && <AuditTab />}
      </PageTabs>
    </Box>
  );
}
