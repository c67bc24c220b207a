import { Alert, Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
 * (GET /api/admin/me): anyone else gets `notAllowed` (403) or `signIn` (401).
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
      <Tabs
        value={tab}
        onChange={(_event, value: TTab) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`tabs.${key}`)}
            id={`admin-tab-${key}`}
            aria-controls={`admin-panel-${key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'accounts' && <AccountsTab />}
        {tab === 'payments' && payments}
        {tab === 'contacts' && <ContactsTab />}
        {tab === 'operations' && <OperationsTab />}
        {tab === 'certificates' && <CertificatesTab />}
        {tab === 'audit' && <AuditTab />}
      </Box>
    </Box>
  );
}
