import { ZPowChallenge } from '@confirma/contracts/captcha';
import { problems } from '../../platform/http/route-kit.ts';

/** A form's challenge route, documented with the form's tag, its name and its limit's setting. */
export const challengeRoute = ({
  tag,
  form,
  limitVar,
}: {
  tag: string;
  form: string;
  limitVar: string;
}) =>
  ({
    config: { access: 'anonymous' },
    schema: {
      tags: [tag],
      summary: `A proof-of-work challenge (ALTCHA v2) for ${form}`,
      description:
        'PBKDF2/SHA-256, deterministic mode, valid 10 minutes, good for one submission. ' +
        "Solve it with altcha-lib's `solveChallenge` and the WebCrypto `deriveKey` of " +
        '`altcha-lib/algorithms/web/pbkdf2`, then send `base64(JSON.stringify({challenge, ' +
        `solution}))\` as \`altcha\`. Limited per IP (\`${limitVar}\` a minute).`,
      response: { 200: ZPowChallenge, ...problems(429) },
    },
  }) as const;
