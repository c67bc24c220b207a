import type { TConfig } from '../../platform/config.ts';
import type { TPaymentProvider } from './payment-provider.ts';

/**
 * MERGE POINT for the real PSPs: the Stripe and PayPal adapters plug in here, e.g.
 *   export const PROVIDER_FACTORIES: TProviderFactories = {
 *     stripe: createStripeProvider,
 *     paypal: createPayPalProvider,
 *   };
 * Until then a configured STRIPE_SECRET_KEY or PAYPAL_CLIENT_ID stops the start (no silent
 * fallback to the sandbox for real money).
 */
export interface TProviderFactories {
  stripe?: (config: TConfig) => TPaymentProvider;
  paypal?: (config: TConfig) => TPaymentProvider;
}

export const PROVIDER_FACTORIES: TProviderFactories = {};
