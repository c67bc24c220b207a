import type { TOrderMethod, TPaymentMethodOffer } from '@confirma/contracts/payments';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepHeading } from '../../../components/step-heading';
import { createOrder } from '../api/create-order';
import { getAccountForBilling } from '../api/get-account-for-billing';
import { BillingForm, billingDataMissing } from './billing-form';
import { rememberReturnTo } from './order-helpers';
import { TestMark } from './test-mark';

/**
 * The payment choices of a chosen pack, those the server offers: card, the PayPal-style
 * wallet, bank transfer; test payments (the sandbox's) say so. The invoice's buyer data is
 * asked for first when missing. Card and wallet go to the provider's page; a transfer goes
 * to its instructions (the order's status page).
 */
export function PaymentChoices({
  productId,
  methods,
  onTransfer,
  returnTo = null,
}: {
  productId: string;
  methods: TPaymentMethodOffer[];
  onTransfer: (orderId: string) => void;
  /** Where to go back once paid (a hash route): kept for the return page. */
  returnTo?: string | null;
}) {
  const { t, i18n } = useTranslation('payments');
  const { t: te } = useTranslation('errors');
  const queryClient = useQueryClient();
  const account = useQuery({ queryKey: ['payments', 'billing'], queryFn: getAccountForBilling });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [keys] = useState(() => new Map<string, string>());
  // The billing form was just sent: its next step, the choices, takes the focus.
  const billed = useRef(false);

  if (!account.data) return null;
  if (billingDataMissing(account.data.profile)) {
    return (
      <BillingForm
        account={account.data}
        onSaved={() => {
          billed.current = true;
          void account.refetch();
        }}
      />
    );
  }
  const pay = async (method: TOrderMethod) => {
    setBusy(true);
    setError(null);
    const keyOf = `${productId}:${method}`;
    const key = keys.get(keyOf) ?? crypto.randomUUID();
    keys.set(keyOf, key);
    try {
      const { order, redirectUrl } = await createOrder({ productId, method }, key, i18n.language);
      // Compras lists it from now on (not the list read before it existed).
      void queryClient.invalidateQueries({ queryKey: ['payments', 'orders'] });
      rememberReturnTo(order.id, returnTo);
      if (redirectUrl) window.location.assign(redirectUrl);
      else onTransfer(order.id);
    } catch (caught) {
      const code = (caught as { code?: string }).code;
      setError(te(code ?? 'unknown', { defaultValue: te('unknown') }));
      setBusy(false);
    }
  };
  const choices: {
    method: TOrderMethod;
    icon: React.ReactNode;
    color: 'primary' | 'warning' | 'inherit';
  }[] = [
    { method: 'card', icon: <CreditCardIcon />, color: 'primary' },
    { method: 'wallet', icon: <AccountBalanceWalletIcon />, color: 'warning' },
    { method: 'transfer', icon: <AccountBalanceIcon />, color: 'inherit' },
  ];
  const offered = choices.filter((choice) => methods.some((m) => m.method === choice.method));
  return (
    <Stack spacing={2} data-testid="payment-choices">
      <StepHeading component="h3" variant="h6" focus={billed.current}>
        {t('choices.title')}
      </StepHeading>
      {methods.some((offer) => offer.test) && (
        <Alert severity="warning" icon={false} data-testid="test-payments">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TestMark />
            <span>{t('test.notice')}</span>
          </Stack>
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {offered.map(({ method, icon, color }) => (
          <Button
            key={method}
            variant={method === 'card' ? 'contained' : 'outlined'}
            color={color}
            startIcon={icon}
            disabled={busy}
            onClick={() => void pay(method)}
            data-testid={`pay-${method}`}
          >
            {t(`choices.${method}`)}
          </Button>
        ))}
      </Stack>
      {busy && <Typography color="text.secondary">{t('choices.busy')}</Typography>}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
