import type { TConfig } from '../../platform/config.ts';
import type { TOutboundClient } from '../../platform/outbound/outbound.types.ts';
import type { TPaymentProvider } from './payment-provider.ts';
import { createPayPalProvider } from './paypal/paypal-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

/**
 * The real PSPs, chosen when configured: Stripe takes cards when STRIPE_SECRET_KEY is set,
 * PayPal the wallet when PAYPAL_CLIENT_ID is (provider-registry.ts); the sandbox otherwise.
 */
export interface TProviderFactories {
  stripe?: (config: TConfig, outbound: TOutboundClient) => TPaymentProvider;
  paypal?: (config: TConfig, outbound: TOutboundClient) => TPaymentProvider;
}

export const PROVIDER_FACTORIES: TProviderFactories = {
  stripe: createStripeProvider,
  paypal: createPayPalProvider,
};
