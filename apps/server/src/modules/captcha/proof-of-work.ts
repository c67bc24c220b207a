import { hkdfSync, randomInt } from 'node:crypto';
import type { TPowChallenge } from '@confirma/contracts/captcha';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { TConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';

/**
 * PBKDF2/SHA-256. Browsers run it natively (WebCrypto `deriveBits`, altcha-lib's
 * `algorithms/web/pbkdf2`), so a phone pays about what a server pays per attempt, and one
 * attempt is one native call of `cost` iterations. Iterated SHA-256 costs a WebCrypto
 * round trip per iteration in the browser (overhead, not work); Argon2id and scrypt need WASM
 * in the browser and Node 24.7+ (argon2) here, and we run Node 20.
 */
export const POW_ALGORITHM = 'PBKDF2/SHA-256';

/** A challenge must be solved and spent within this time. */
export const CHALLENGE_TTL_MS = 10 * MINUTE_MS;

/** A verified proof of work: what makes it single-use. */
export interface TProofOfWork {
  signature: string;
  expiresAt: Date;
}

/** The payload's shape; the parameters stay as sent (their HMAC covers them). */
const ZPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({ algorithm: z.literal(POW_ALGORITHM), expiresAt: z.number() }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(256) }),
});

/**
 * HMAC secrets of the challenges, derived (HKDF-SHA256) from AUTH_SECRET and never sent:
 * one signs the challenge parameters, the other the expected key (deterministic mode), so
 * verifying is two HMACs and no key derivation.
 */
export function powSecrets(authSecret: string) {
  // The HKDF labels date from when the demo was the only user; changing them would only
  // void the challenges in flight.
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', authSecret, 'confirma', info, 32)).toString('hex');
  return {
    hmacSignatureSecret: derive('demo-pow-signature-v1'),
    hmacKeySignatureSecret: derive('demo-pow-key-signature-v1'),
  };
}

export type TPow = ReturnType<typeof createPow>;

/**
 * Issues and checks the ALTCHA v2 challenges of the public forms (the demo, the contact
 * forms), at the cost DEMO_POW_COST × up to DEMO_POW_MAX_COUNTER.
 */
export function createPow(config: TConfig, authSecret: string) {
  const secrets = powSecrets(authSecret);
  const max = config.DEMO_POW_MAX_COUNTER;
  return {
    /**
     * Deterministic mode: the server picks the secret counter (between half the maximum
     * and the maximum) and signs the key it yields; the solver tries counters from 0 up to
     * it, so the work is predictable rather than luck.
     */
    async issue() {
      const { parameters, signature } = await createChallenge({
        algorithm: POW_ALGORITHM,
        cost: config.DEMO_POW_COST,
        counter: randomInt(Math.ceil(max / 2), max + 1),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        ...secrets,
      });
      if (!signature) throw new Error('a challenge with a secret is signed');
      const challenge: TPowChallenge = { parameters: { ...parameters }, signature };
      return challenge;
    },

    /** The base64 payload `{challenge, solution}`, checked; CAPTCHA_FAILED otherwise. */
    async verify(altcha: string): Promise<TProofOfWork> {
      const payload = decode(altcha);
      if (!payload) throw new AppError('CAPTCHA_FAILED', 'The proof of work is missing or invalid');
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({
          challenge: payload.challenge as unknown as Challenge,
          solution: payload.solution as Solution,
          deriveKey,
          ...secrets,
        });
      } catch {
        throw new AppError('CAPTCHA_FAILED', 'The proof of work is invalid');
      }
      if (result.expired) throw new AppError('CAPTCHA_FAILED', 'The proof of work has expired');
      if (!result.verified) throw new AppError('CAPTCHA_FAILED', 'The proof of work is invalid');
      const { challenge } = payload;
      return {
        signature: challenge.signature,
        expiresAt: new Date(challenge.parameters.expiresAt * 1000),
      };
    },
  };
}

function decode(altcha: string) {
  if (!altcha) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'));
    const parsed = ZPayload.safeParse(json);
    // Verify what was sent, not zod's copy: the HMAC covers every parameter as issued.
    return parsed.success ? (json as z.infer<typeof ZPayload>) : null;
  } catch {
    return null;
  }
}
