import type { TAccessScope } from './access.ts';

/** The credentials a caller presents, as OpenAPI security schemes (`components.securitySchemes`). */
export const SECURITY_SCHEMES = {
  accountToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An account token (15 minutes): `POST /api/v2/login` with an API credential pair ' +
      '(`{username, userpassword}`) answers it as text/plain; `GET /api/v2/refresh` renews it.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'confirma.session_token',
    description:
      "The web client's account session (better-auth, `POST /api/auth/sign-in/email`). " +
      'Same-origin only: a foreign `Origin` on a change is 403.',
  },
  signerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "A signer token: the creation's `loginautToken`, or the invitation link's `token`. " +
      "Only that signer's operation; counted against SIGNER_RATE_LIMIT.",
  },
  signerTokenQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: "A signer token in the address (`?token=`): an embedded page's (`/embed.js`).",
  },
  recipientToken: {
    type: 'http',
    scheme: 'bearer',
    description: "A certified notification's recipient: the token of the e-mailed link.",
  },
  fileLinkToken: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: "An e-mailed download link's `token` (the confirmation e-mail's links).",
  },
  mailSystemSecret: {
    type: 'http',
    scheme: 'bearer',
    description: 'The mail system piping in delivery reports: NOTIFICATION_DSN_SECRET.',
  },
} as const;

type TSchemeName = keyof typeof SECURITY_SCHEMES;
/** An OpenAPI security requirement list: any one entry suffices. */
type TRequirements = Partial<Record<TSchemeName, []>>[];

const account: TRequirements = [{ accountToken: [] }, { sessionCookie: [] }];
const ownerOrSigner: TRequirements = [{ accountToken: [] }, { signerToken: [] }];

/**
 * What each access scope (access.ts, platform/http/README.md) accepts, as the operation's
 * `security`. Every scope must be here: a new scope does not type-check until it says
 * which credential it takes (a scope named here before its module declares it is fine).
 */
export const SCOPE_SECURITY: Record<TAccessScope, TRequirements> & Record<string, TRequirements> = {
  anonymous: [],
  session: [{ sessionCookie: [] }],
  member: [{ sessionCookie: [] }],
  admin: [{ sessionCookie: [] }],
  reviewer: [{ sessionCookie: [] }],
  account,
  sender: account,
  'account-token': [{ accountToken: [] }],
  operation: ownerOrSigner,
  'identification-reader': ownerOrSigner,
  signer: [{ signerToken: [] }],
  'identification-signer': [{ signerToken: [] }],
  'embed-signer': [{ signerTokenQuery: [] }],
  recipient: [{ recipientToken: [] }],
  'file-link': [{ fileLinkToken: [] }],
  'mail-system': [{ mailSystemSecret: [] }],
};

/**
 * The scopes whose every call with a token is counted (a signer's, a recipient's, a
 * download link's): their answers carry `RateLimit-*` and they may answer 429.
 */
export const TOKEN_COUNTED_SCOPES: ReadonlySet<TAccessScope> = new Set<TAccessScope>([
  'operation',
  'signer',
  'identification-signer',
  'identification-reader',
  'recipient',
  'file-link',
]);
