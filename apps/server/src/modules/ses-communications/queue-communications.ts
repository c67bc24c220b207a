import { sql } from 'drizzle-orm';
import type { TDb, TSqlResult } from '../../platform/db/client.ts';

/**
 * The final partes (sealed, or their operation signed) of establishments with SES credentials
 * that no communication carries yet, with their booking and when their stay begins (the
 * check-in day at 00:00, Spain's time).
 */
const UNCOMMUNICATED = sql`
  select r.id as report_id, c.establishment_id, c.booking_id,
    ((r.completion->>'checkIn')::date::timestamp at time zone 'Europe/Madrid') as start_at
  from traveller_reports r
    join checkins c on c.operation_id = r.operation_id
    join establishments e on e.id = c.establishment_id
    join operations o on o.id = r.operation_id
  where e.ses_username is not null
    and e.ses_password_encrypted is not null
    and (r.status = 'SEALED' or o.status = 'SIGNED')
    and not exists (select 1 from ses_communication_reports s where s.report_id = r.id)
`;

/**
 * Queues the communications the final partes need; answers how many partes it queued. A
 * parte is carried by one communication at most (`ses_communication_reports` is keyed by the
 * report), so it is never communicated twice. A communication is first tried on the stay's
 * check-in day (a guest who checks in online days ahead is communicated when the stay
 * begins) and is due 24 hours after that (RD 933/2021), or after now when late.
 *
 * - A guest alone: their parte, as soon as it is final.
 * - A booking: all its travellers in one communication once it is complete (every declared
 *   traveller there, every adult's parte final); an incomplete one goes with those done once
 *   half of the 24 hours has passed, and whoever finishes after that goes in a communication
 *   of their own under the booking's reference.
 */
export async function queueFinalPartes(db: TDb): Promise<number> {
  return db.transaction(async (tx) => {
    // One queueing at a time: two runs must not both take the same partes.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ses.queue'))`);
    const alone = (await tx.execute(sql`
      with due as (
        select gen_random_uuid() as id, report_id, establishment_id, greatest(now(), start_at) as at
        from (${UNCOMMUNICATED}) u
        where booking_id is null
      ), communications as (
        insert into ses_communications (id, establishment_id, next_attempt_at, due_at)
        select id, establishment_id, at, at + interval '24 hours' from due
        returning id
      )
      insert into ses_communication_reports (report_id, communication_id)
      select report_id, due.id from due join communications using (id)
      returning report_id
    `)) as unknown as TSqlResult;
    const booked = (await tx.execute(sql`
      with pending as (
        select u.*, b.travellers,
          (select count(*) from booking_guests g where g.booking_id = b.id) as guests,
          (select count(*) from booking_minors m where m.booking_id = b.id) as minors,
          (select count(*) from booking_guests g
             join traveller_reports r on r.operation_id = g.operation_id
             join operations o on o.id = r.operation_id
           where g.booking_id = b.id and (r.status = 'SEALED' or o.status = 'SIGNED')) as done,
          exists (select 1 from ses_communications s where s.booking_id = b.id) as begun
        from (${UNCOMMUNICATED}) u join bookings b on b.id = u.booking_id
      ), ready as (
        select booking_id, min(establishment_id::text)::uuid as establishment_id,
          greatest(now(), min(start_at)) as at, gen_random_uuid() as id
        from pending
        where (done = guests and guests + minors >= travellers)
          or begun
          or now() >= start_at + interval '12 hours'
        group by booking_id
      ), communications as (
        insert into ses_communications (id, establishment_id, booking_id, next_attempt_at, due_at)
        select id, establishment_id, booking_id, at, at + interval '24 hours' from ready
        returning id
      )
      insert into ses_communication_reports (report_id, communication_id)
      select p.report_id, ready.id
      from pending p join ready using (booking_id) join communications on communications.id = ready.id
      returning report_id
    `)) as unknown as TSqlResult;
    return alone.rows.length + booked.rows.length;
  });
}
