/**
 * The status services are for validators, not API clients: left out of the OpenAPI
 * document. Anyone may call them; the plugin counts each call per IP before its body is read.
 */
export const ocspRoute = { config: { access: 'anonymous' }, schema: { hide: true } } as const;

export const rootCrlRoute = { config: { access: 'anonymous' }, schema: { hide: true } } as const;
