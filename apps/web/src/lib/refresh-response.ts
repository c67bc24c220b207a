import { z } from 'zod/mini';

/**
 * Answer of the refresh call. A module of its own: the API client loads it (and zod) on its
 * first refresh, not with the page.
 */
export const ZRefreshResponse = z.object({ token: z.string(), esignToken: z.optional(z.string()) });
