import type { TAccountDocument } from '@confirma/contracts/account';
import { Box, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOrganization } from '../../../api/get-organization';
import { LinkButton } from '../../../components/link-button';
import { PageTabs } from '../../../components/page-tabs';
import { pathFor } from '../../../config/routes';
import { usePermission } from '../../../hooks/use-permission';
import { ApiTab } from './api-tab';
import { BrandSection } from './brand-section';
import { CreditsSummary } from './credits-summary';
import { EmailNoticesSection } from './email-notices-section';
import { HistoryList } from './history-list';
import { IdentificationReviewSection } from './identification-review-section';
import { PasskeysSection } from './passkeys-section';
import { ProfileForm } from './profile-form';
import { SubscriptionPanel } from './subscription-panel';
import { TwoFactorSection } from './two-factor-section';
import { YourDataSection } from './your-data-section';

const TABS = [
  'operations',
  'templates',
  'guests',
  'data',
  'organization',
  'credits',
  'purchases',
  'subscriptions',
  'history',
  'api',
] as const;
type TTab = (typeof TABS)[number];

/**
 * My Account tabs: Datos, Organización (`organization`), Créditos, Suscripciones, Historial, and before
 * them Operaciones, the sender's workspace, which `operations` holds (app/
 * composes it from its feature), and Plantillas, the request templates (`templates`);
 * last, API (keys, webhooks, embedding origins) for integrators. Operaciones opens first
 * when the account has operations or acts for another's organisation, Datos otherwise,
 * unless `?tab=` names one.
 */
export function ProfileTabs({
  account,
  operations,
  templates,
  purchases,
  documentAnalyses,
  guests,
  organization,
}: {
  account: TAccountDocument;
  operations?: ReactNode;
  /** Plantillas: the account's request templates (the creation feature's list), composed by app/. */
  templates?: ReactNode;
  /** The Compras tab (the payments feature's orders list), composed by app/. */
  purchases?: ReactNode;
  /** Under Historial: the document analyses (the OCR feature's list), composed by app/. */
  documentAnalyses?: ReactNode;
  /** Viajeros: the guest register of traveller reports (the traveller feature), composed by app/. */
  guests?: ReactNode;
  /** Organización: the members, invitations and settings (the organisation feature), composed by app/. */
  organization?: ReactNode;
}) {
  const { t } = useTranslation('account');
  // What the role in the active organisation may not do is not offered: purchases and
  // buying need `billing`; the API tab (keys, webhooks, embedding) and the brand `manage`.
  const billing = usePermission('billing');
  const manage = usePermission('manage');
  const tabs = TABS.filter(
    (key) =>
      (key !== 'api' || manage) &&
      (key !== 'purchases' || billing) &&
      (key !== 'operations' || operations !== undefined) &&
      (key !== 'templates' || templates !== undefined) &&
      (key !== 'purchases' || purchases !== undefined) &&
      (key !== 'guests' || guests !== undefined) &&
      (key !== 'organization' || organization !== undefined),
  );
  // `?tab=purchases` (the bank-transfer e-mail's link) opens that tab.
  const [params] = useSearchParams();
  const asked = tabs.find((key) => key === params.get('tab'));
  // A member of another's organisation comes for its work: Operaciones first there too.
  const active = useOrganization().data;
  const teamWork = active !== undefined && active.id !== account.userUid;
  const [tab, setTab] = useState<TTab>(() => {
    if (asked) return asked;
    return operations !== undefined && (account.operations.length > 0 || teamWork)
      ? 'operations'
      : 'data';
  });
  // A link to another tab while My Account is open (the same route, no new mount).
  useEffect(() => {
    if (asked) setTab(asked);
  }, [asked]);
  return (
    <Box>
      <PageTabs
        tabs={tabs}
        value={tab}
        onChange={setTab}
        tabLabel={(key) => t(`profile.tabs.${key}`)}
        label={t('profile.tabsLabel')}
        idPrefix="profile"
      >
        {tab === 'operations' && operations}
        {tab === 'templates' && templates}
        {tab === 'guests' && guests}
        {tab === 'data' && (
          <>
            <ProfileForm account={account} />
            <TwoFactorSection />
            <PasskeysSection userId={account.userUid} />
            <EmailNoticesSection account={account} />
            <IdentificationReviewSection account={account} />
            {manage && <BrandSection userId={account.userUid} />}
            <YourDataSection />
          </>
        )}
        {tab === 'organization' && organization}
        {tab === 'credits' && (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('profile.credits.text')}
            </Typography>
            <CreditsSummary figures={account.creditFigures} />
            {billing && (
              <LinkButton sx={{ mt: 3 }} variant="contained" to={pathFor('PrePayPalPaymentPage')}>
                {t('profile.credits.buy')}
              </LinkButton>
            )}
          </>
        )}
        {tab === 'purchases' && purchases}
        {tab === 'subscriptions' && <SubscriptionPanel subscriptions={account.subscriptions} />}
        {tab === 'history' && (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('profile.history.text')}
            </Typography>
            <HistoryList userId={account.userUid} />
            {documentAnalyses}
          </>
        )}
        {tab === 'api' && <ApiTab userId={account.userUid} />}
      </PageTabs>
    </Box>
  );
}
