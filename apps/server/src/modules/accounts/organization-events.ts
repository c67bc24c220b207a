import type {
  TAuditEntry,
  TAuditPage,
  TAuditQuery,
  TOrganizationAction,
} from '@confirma/contracts/organizations';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { organizationEvents } from './accounts-schema.ts';
import { namesOfUsers } from './search-accounts.ts';

/** One entry of the organisation's audit log, written in the caller's transaction. */
export interface TOrganizationEvent {
  organizationId: string;
  /** The member who did it; null for the platform. */
  actorUserId: string | null;
  action: TOrganizationAction;
  target?: string | null | undefined;
  data?: Record<string, unknown> | undefined;
}

/** Appends an entry to the organisation's audit log (in `db`'s transaction, when one). */
export async function recordOrganizationEvent(db: TDbOrTx, event: TOrganizationEvent) {
  await db.insert(organizationEvents).values({
    organizationId: event.organizationId,
    actorUserId: event.actorUserId,
    action: event.action,
    target: event.target ?? null,
    data: event.data ?? {},
  });
}

/** A page of the organisation's audit log, newest first; `cursor`: the last id seen. */
export async function listOrganizationEvents(
  db: TDbOrTx,
  { organizationId, query }: { organizationId: string; query: TAuditQuery },
): Promise<TAuditPage> {
  const rows = await db
    .select()
    .from(organizationEvents)
    .where(
      and(
        eq(organizationEvents.organizationId, organizationId),
        query.cursor === undefined ? undefined : lt(organizationEvents.id, query.cursor),
      ),
    )
    .orderBy(desc(organizationEvents.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const actors = await namesOfUsers(db, {
    userIds: page.flatMap(({ actorUserId }) => (actorUserId ? [actorUserId] : [])),
  });
  return {
    entries: page.map((event): TAuditEntry => {
      const actor = event.actorUserId ? actors.get(event.actorUserId) : undefined;
      return {
        id: event.id,
        action: event.action,
        actorName: actor?.name ?? null,
        actorEmail: actor?.email ?? null,
        target: event.target,
        data: event.data,
        createdAt: event.createdAt.toISOString(),
      };
    }),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
