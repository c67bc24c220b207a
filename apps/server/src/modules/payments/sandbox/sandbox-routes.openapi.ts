import { z } from 'zod';

/** The sandbox's pages are the provider's, not the product's API: left out of its document. */
const hide = { hide: true } as const;
const ZParams = z.object({ paymentId: z.string().min(1).max(64) });
const ZCard = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(8).default(''),
  holder: z.string().max(100).default(''),
});
const ZChallenge = z.object({ outcome: z.enum(['approve', 'fail']) });

const config = { access: 'anonymous' } as const;

export const checkoutPageRoute = { config, schema: { ...hide, params: ZParams } } as const;
export const payByCardRoute = {
  config,
  schema: { ...hide, params: ZParams, body: ZCard },
} as const;
export const payByWalletRoute = { config, schema: { ...hide, params: ZParams } } as const;
export const answerChallengeRoute = {
  config,
  schema: { ...hide, params: ZParams, body: ZChallenge },
} as const;
export const cancelCheckoutRoute = { config, schema: { ...hide, params: ZParams } } as const;
