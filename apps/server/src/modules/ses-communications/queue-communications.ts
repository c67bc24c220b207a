import { sql } from 'drizzle-orm';
import type { TDbOrTx, TSqlResult } from '../../platform/db/client.ts';

/**
 * Queues the communication of every final parte (sealed, or its operation signed) of an
 * establishment with SES credentials that has none yet: one row per report (the unique
 * `report_id` makes a second queueing a no-op, so a parte is never communicated twice). It
 * is first tried on the stay's check-in day (Spain's time: a guest who checks in online days
 * ahead is communicated when the stay begins, not before), and is due 24 hours after that
 * (RD 933/2021), or after now when the parte is completed late. Answers how many it queued.
 */
export async function queueFinalPartes(db: TDbOrTx): Promise<number> {
  const result = (await db.execute(sql`
    insert into ses_communications (report_id, establishment_id, next_attempt_at, due_at)
    select r.id, c.establishment_id,
      greatest(now(), start_at),
      greatest(now(), start_at) + interval '24 hours'
    from traveller_reports r
      join checkins c on c.operation_id = r.operation_id
      join establishments e on e.id = c.establishment_id
      join operations o on o.id = r.operation_id
      cross join lateral (
        select ((r.completion->>'checkIn')::date::timestamp at time zone 'Europe/Madrid') as start_at
      ) stay
    where e.ses_username is not null
      and e.ses_password_encrypted is not null
      and (r.status = 'SEALED' or o.status = 'SIGNED')
      and not exists (select 1 from ses_communications s where s.report_id = r.id)
    on conflict (report_id) do nothing
    returning report_id
  `)) as unknown as TSqlResult;
  return result.rows.length;
}
