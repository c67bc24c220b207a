/**
 * Every call of /api/auth/*: better-auth checks what each of its endpoints asks (a password,
 * a session cookie…), hence `anonymous`; its own API, left out of the OpenAPI document.
 */
export const betterAuthRoute = {
  config: { access: 'anonymous' },
  schema: { hide: true },
} as const;
