import { getCurrentAdapter } from '@better-auth/core/context';
import type { THookContext } from './single-sign-on.ts';

/**
 * The organisation the user last chose to act for (`lastActiveAt` of their memberships),
 * while still a member; null: never chose one (their own then). Read through better-auth's
 * adapter, inside its transaction when the hook runs in one (it holds the connection).
 */
export async function lastActiveOrganization(
  userId: string,
  context: THookContext | null,
): Promise<string | null> {
  if (!context) return null;
  const adapter = await getCurrentAdapter(context.context.adapter);
  const memberships = await adapter.findMany<{
    organizationId: string;
    lastActiveAt?: Date | null;
  }>({ model: 'member', where: [{ field: 'userId', value: userId }] });
  let last: { organizationId: string; at: number } | null = null;
  for (const { organizationId, lastActiveAt } of memberships) {
    const at = lastActiveAt ? new Date(lastActiveAt).getTime() : null;
    if (at !== null && (last === null || at > last.at)) last = { organizationId, at };
  }
  return last?.organizationId ?? null;
}
