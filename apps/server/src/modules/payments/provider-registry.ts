import type { TOrderMethod, TPaymentMethodOffer } from '@confirma/contracts/payments';
import type { TConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import type { TOutboundClient } from '../../platform/outbound/outbound.types.ts';
import type { TPaymentMethod, TPaymentProvider } from './payment-provider.ts';
import type { TProviderFactories } from './provider-factories.ts';

export type TProviderName = TPaymentProvider['name'];

const notConfigured = (method: TOrderMethod) =>
  new AppError('PAYMENTS_NOT_CONFIGURED', `no payment provider takes ${method} payments here`);

/**
 * Chooses the provider of each method from the configuration: cards go to Stripe when
 * STRIPE_SECRET_KEY is set, the wallet to PayPal when PAYPAL_CLIENT_ID is set; otherwise to
 * the embedded sandbox while PAYMENTS_SANDBOX is on (the default outside production), and
 * to none in production: the method is not offered. Bank transfers need BANK_TRANSFER_IBAN.
 */
export function createProviderRegistry(
  config: TConfig,
  sandbox: TPaymentProvider,
  factories: TProviderFactories,
  outbound: TOutboundClient,
) {
  const build = (name: 'stripe' | 'paypal', configured: boolean) => {
    if (!configured) return undefined;
    const factory = factories[name];
    if (!factory) throw new Error(`${name} is configured but its provider is not wired in`);
    return factory(config, outbound);
  };
  const stripe = build('stripe', Boolean(config.STRIPE_SECRET_KEY));
  const paypal = build('paypal', Boolean(config.PAYPAL_CLIENT_ID));
  const fallback = config.PAYMENTS_SANDBOX ? sandbox : undefined;
  const byMethod: Record<TPaymentMethod, TPaymentProvider | undefined> = {
    card: stripe ?? fallback,
    wallet: paypal ?? fallback,
  };
  const byName = new Map<string, TPaymentProvider>();
  if (config.PAYMENTS_SANDBOX) byName.set('sandbox', sandbox);
  if (stripe) byName.set('stripe', stripe);
  if (paypal) byName.set('paypal', paypal);
  const transfers = config.BANK_TRANSFER_IBAN !== undefined;

  return {
    /** The provider of a card or wallet payment; PAYMENTS_NOT_CONFIGURED when none. */
    forMethod(method: TPaymentMethod): TPaymentProvider {
      const provider = byMethod[method];
      if (!provider) throw notConfigured(method);
      return provider;
    },
    /** Throws PAYMENTS_NOT_CONFIGURED unless orders can be paid by `method` here. */
    assertOffered(method: TOrderMethod): void {
      if (method === 'transfer' ? !transfers : !byMethod[method]) throw notConfigured(method);
    },
    /** The methods on offer, and whether each is a test payment (the sandbox's). */
    offers(): TPaymentMethodOffer[] {
      const offers: TPaymentMethodOffer[] = [];
      for (const method of ['card', 'wallet'] as const) {
        const provider = byMethod[method];
        if (provider) offers.push({ method, test: provider.name === 'sandbox' });
      }
      if (transfers) offers.push({ method: 'transfer', test: false });
      return offers;
    },
    /** The provider an order or a webhook names; NOT_FOUND when it is not in use here. */
    byName(name: string): TPaymentProvider {
      const provider = byName.get(name);
      if (!provider) throw new AppError('NOT_FOUND', `no payment provider ${name}`);
      return provider;
    },
  };
}

export type TProviderRegistry = ReturnType<typeof createProviderRegistry>;
