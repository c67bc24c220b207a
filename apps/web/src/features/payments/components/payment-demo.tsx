import { PAYMENT_DEMO } from '@confirma/contracts/constants';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';
import { createDemoPayment } from '../api/create-demo-payment';
import { getDemoPayment } from '../api/get-demo-payment';
import { getPaymentMethods } from '../api/get-payment-methods';

/** Not a positive number: the demo's default amount. */
export function demoAmount(value: string): number {
  const amount = Number(value);
  return Number.isFinite(amount) && amount > 0 ? amount : PAYMENT_DEMO.defaultAmount;
}

/**
 * The card and wallet demo, against the sandbox: an amount (default 10),
 * 'Pay with Credit Card' and a wallet button; the card fields are on the sandbox's page.
 * Back from it (`demoRef`), the result with the provider's own message. A server whose
 * sandbox is off (production) has no demo: the page says so and leads to Buy credits.
 */
export function PaymentDemo({
  demoRef,
  walletOnly = false,
}: {
  demoRef: string | null;
  walletOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('payments');
  const [amount, setAmount] = useState(
    walletOnly ? PAYMENT_DEMO.walletAmount : String(PAYMENT_DEMO.defaultAmount),
  );
  const [error, setError] = useState(false);
  const methods = useQuery({
    queryKey: ['payments', 'methods'],
    queryFn: getPaymentMethods,
    staleTime: 5 * 60_000,
  });
  const result = useQuery({
    queryKey: ['payments', 'demo', demoRef],
    queryFn: () => getDemoPayment(demoRef ?? ''),
    enabled: Boolean(demoRef),
  });
  const pay = async (method: 'card' | 'wallet') => {
    try {
      const { redirectUrl } = await createDemoPayment(demoAmount(amount), method, i18n.language);
      window.location.assign(redirectUrl);
    } catch {
      setError(true);
    }
  };
  const state = result.data?.state;
  if (methods.data && !methods.data.some((offer) => offer.test)) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Alert severity="info" data-testid="demo-unavailable">
          {t('demo.unavailable')}
        </Alert>
        <LinkButton variant="contained" to={pathFor('PrePayPalPaymentPage')}>
          {t('demo.buyCredits')}
        </LinkButton>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {methods.data && <Alert severity="warning">{t('demo.sandbox')}</Alert>}
      {result.data && (
        <Alert
          severity={state === 'succeeded' ? 'success' : state === 'failed' ? 'error' : 'info'}
          data-testid="demo-result"
        >
          {state === 'succeeded'
            ? t('demo.succeeded')
            : state === 'failed'
              ? `${t('demo.failed')} ${result.data.failureMessage ?? ''}`
              : t('demo.other', { state })}
        </Alert>
      )}
      <TextField
        type="number"
        label={t('demo.amount')}
        value={amount}
        disabled={walletOnly}
        onChange={(event) => setAmount(event.target.value)}
        onBlur={() => setAmount(String(demoAmount(amount)))}
        slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
      />
      {!walletOnly && (
        <Button variant="contained" startIcon={<CreditCardIcon />} onClick={() => void pay('card')}>
          {t('demo.payCard')}
        </Button>
      )}
      <Button
        variant="contained"
        color="warning"
        startIcon={<AccountBalanceWalletIcon />}
        onClick={() => void pay('wallet')}
      >
        {t('demo.payWallet')}
      </Button>
      {error && <Alert severity="error">{t('packs.loadError')}</Alert>}
    </Stack>
  );
}
