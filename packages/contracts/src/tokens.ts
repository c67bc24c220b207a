import { z } from 'zod';

/**
 * The signing service's token call and the public client configuration.
 */

/**
 * POST /api/v2/login: an API credential pair, or nothing at all from a browser holding an
 * account session (the cookie is the credential then).
 */
export const ZLoginRequest = z
  .object({ username: z.string().min(1).max(200), userpassword: z.string().min(1).max(500) })
  .partial();
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The answer of POST /api/v2/login: the access token itself, as text/plain. */
export const ZAccessToken = z.string().min(1);

/**
 * GET /api/config: the fixed domain identifier, whether Google sign-in is offered, and
 * whether this server offers video identification (config IDENTIFICATION_ENABLED: the video
 * signature types are refused at creation while it is off).
 */
export const ZClientConfig = z.object({
  domainUuid: z.uuid().describe('The path parameter of the creation calls.'),
  google: z.boolean().describe('Google sign-in is offered.'),
  identification: z
    .boolean()
    .describe(
      'Video identification is offered: while false, the video signature types are refused ' +
        'at creation (400 SIGNATURE_TYPE_UNAVAILABLE).',
    ),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;
