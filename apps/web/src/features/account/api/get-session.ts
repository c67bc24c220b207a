import { z } from 'zod';
import { authFetch } from './auth-fetch';

export const ZAuthSession = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      emailVerified: z.boolean(),
    }),
    session: z.object({ expiresAt: z.string() }),
  })
  .nullable();
export type TAuthSession = z.infer<typeof ZAuthSession>;

/** GET /api/auth/get-session: the signed-in user, or null for a visitor (never a 401). */
export async function getSession(): Promise<TAuthSession> {
  return ZAuthSession.parse(await authFetch<unknown>('/get-session'));
}
