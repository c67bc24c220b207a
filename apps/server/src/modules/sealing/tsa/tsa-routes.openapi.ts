/**
 * The TSA and the published certificates are for tools and validators, not API clients:
 * left out of the OpenAPI document. Anyone may call them.
 */
export const timeStampRoute = { config: { access: 'anonymous' }, schema: { hide: true } } as const;

export const publishedCertificateRoute = {
  config: { access: 'anonymous' },
  schema: { hide: true },
} as const;
