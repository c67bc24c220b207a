import type { TConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import type { TPaymentMethod, TPaymentProvider } from './payment-provider.ts';
import type { TProviderFactories } from './provider-factories.ts';

export type TProviderName = TPaymentProvider['name'];

/**
 * Chooses the provider of each method from the configuration: cards go to Stripe when
 * STRIPE_SECRET_KEY is set, the wallet to PayPal when PAYPAL_CLIENT_ID is set; otherwise
 * both go to the embedded sandbox.
 */
export function createProviderRegistry(
  config: TConfig,
  sandbox: TPaymentProvider,
  factories: TProviderFactories,
) {
  const build = (name: 'stripe' | 'paypal', configured: boolean) => {
    if (!configured) return undefined;
    const factory = factories[name];
    if (!factory) throw new Error(`${name} is configured but its provider is not wired in`);
    return factory(config);
  };
  const stripe = build('stripe', Boolean(config.STRIPE_SECRET_KEY));
  const paypal = build('paypal', Boolean(config.PAYPAL_CLIENT_ID));
  const byMethod: Record<TPaymentMethod, TPaymentProvider> = {
    card: stripe ?? sandbox,
    wallet: paypal ?? sandbox,
  };
  const byName = new Map<string, TPaymentProvider>([['sandbox', sandbox]]);
  if (stripe) byName.set('stripe', stripe);
  if (paypal) byName.set('paypal', paypal);

  return {
    forMethod: (method: TPaymentMethod) => byMethod[method],
    /** The provider an order or a webhook names; NOT_FOUND when it is not in use here. */
    byName(name: string): TPaymentProvider {
      const provider = byName.get(name);
      if (!provider) throw new AppError('NOT_FOUND', `no payment provider ${name}`);
      return provider;
    },
  };
}

export type TProviderRegistry = ReturnType<typeof createProviderRegistry>;
