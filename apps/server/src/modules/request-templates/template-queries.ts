import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TRequestTemplateRow, TTemplateScope } from './request-templates.types.ts';
import { requestTemplates } from './request-templates-schema.ts';

type TNewTemplate = typeof requestTemplates.$inferInsert;
/** What an update may change: anything but the owner, the id and the creation time. */
export type TTemplateChanges = Partial<Omit<TNewTemplate, 'id' | 'organizationId' | 'createdAt'>>;

const ofAccount = ({ organizationId, id }: TTemplateScope) =>
  and(eq(requestTemplates.id, id), eq(requestTemplates.organizationId, organizationId));

const NOT_FOUND = () => new AppError('NOT_FOUND', 'No such request template');

/** The account's template, or 404 (another account's id finds nothing). */
export async function findTemplate(
  db: TDbOrTx,
  scope: TTemplateScope,
  options: { lock?: boolean } = {},
): Promise<TRequestTemplateRow> {
  const query = db.select().from(requestTemplates).where(ofAccount(scope)).limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw NOT_FOUND();
  return row;
}

/** The account's templates, newest first. */
export function listTemplates(db: TDbOrTx, { organizationId }: { organizationId: string }) {
  return db
    .select()
    .from(requestTemplates)
    .where(eq(requestTemplates.organizationId, organizationId))
    .orderBy(desc(requestTemplates.createdAt), desc(requestTemplates.id));
}

/** How many templates the account keeps. */
export async function countTemplates(db: TDbOrTx, { organizationId }: { organizationId: string }) {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requestTemplates)
    .where(eq(requestTemplates.organizationId, organizationId));
  return count?.n ?? 0;
}

export async function insertTemplate(
  tx: TDbOrTx,
  values: TNewTemplate & { organizationId: string },
): Promise<TRequestTemplateRow> {
  const [row] = await tx.insert(requestTemplates).values(values).returning();
  if (!row) throw new Error('request template insert returned no row');
  return row;
}

/** Writes `changes` to the account's template (and its update time), or 404. */
export async function updateTemplate(
  tx: TDbOrTx,
  scope: TTemplateScope,
  changes: TTemplateChanges,
): Promise<TRequestTemplateRow> {
  const [row] = await tx
    .update(requestTemplates)
    .set({ ...changes, updatedAt: new Date() })
    .where(ofAccount(scope))
    .returning();
  if (!row) throw NOT_FOUND();
  return row;
}

/** Deletes the account's template, or 404. Operations started from it are not touched. */
export async function deleteTemplate(db: TDbOrTx, scope: TTemplateScope): Promise<void> {
  const deleted = await db
    .delete(requestTemplates)
    .where(ofAccount(scope))
    .returning({ id: requestTemplates.id });
  if (deleted.length === 0) throw NOT_FOUND();
}
