import { z } from 'zod';

/**
 * The solved challenge a public form sends as `altcha`: base64 of the JSON
 * `{challenge, solution}`. A missing, wrong, expired or reused one is refused with
 * CAPTCHA_FAILED (not VALIDATION_FAILED), so the client knows to solve again.
 */
export const ZAltcha = z.string().max(8_000).default('');

/** A proof-of-work challenge of the public forms (altcha-lib `Challenge`). */
export const ZPowChallenge = z
  .object({
    /** Sent back exactly as received: the signature covers every parameter. */
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().int().optional(),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    }),
    signature: z.string(),
  })
  .meta({
    description:
      'ALTCHA v2, PBKDF2/SHA-256 in deterministic mode: the server picks a secret counter and ' +
      'signs the key it yields, so the work is predictable (about a second on a phone) and ' +
      'checking it is two HMACs, their secrets derived from AUTH_SECRET. Solve it with ' +
      "altcha-lib's `solveChallenge` (null on timeout, 90 s) and the WebCrypto `deriveKey` of " +
      '`altcha-lib/algorithms/web/pbkdf2` (not `altcha-lib/workers/pbkdf2` in a browser: it ' +
      'loads the Node implementation; run it in a worker of your own to keep the page ' +
      'responsive); send back the challenge unchanged.',
    examples: [
      {
        parameters: {
          algorithm: 'PBKDF2/SHA-256',
          cost: 1000,
          expiresAt: 1767225600,
          keyLength: 32,
          keyPrefix: '9c1f0e5a7b2d4c6e8f10a2b4c6d8e0f1',
          keySignature: '3b7e…',
          nonce: '0f4c2a9e8d7b6a5f4e3d2c1b0a998877',
          salt: '1a2b3c4d5e6f708192a3b4c5d6e7f809',
        },
        signature: 'c0ffee…',
      },
    ],
  });
export type TPowChallenge = z.infer<typeof ZPowChallenge>;
