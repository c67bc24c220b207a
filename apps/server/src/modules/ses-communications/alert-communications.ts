import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { findOrganizationContact } from '../accounts/index.ts';
import { establishmentById } from '../establishments/index.ts';
import type { TSesCommunicationsContext } from './send-communications.ts';
import { sesAlertMail } from './ses-alert-mail.ts';
import { sesCommunications } from './ses-communications-schema.ts';

/**
 * Tells each establishment's organisation, once per communication, of the partes SES
 * refused and of those not accepted by their deadline: one e-mail per establishment and
 * run, to the organisation's owner, in their language. Answers how many e-mails it queued.
 */
export async function alertEstablishments(context: TSesCommunicationsContext): Promise<number> {
  const { db, platform } = context;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sesCommunications)
      .set({ alertedAt: new Date() })
      .where(
        and(
          isNull(sesCommunications.alertedAt),
          or(
            eq(sesCommunications.state, 'REFUSED'),
            and(ne(sesCommunications.state, 'ACCEPTED'), lt(sesCommunications.dueAt, new Date())),
          ),
        ),
      )
      .returning({
        establishmentId: sesCommunications.establishmentId,
        state: sesCommunications.state,
      });
    const byEstablishment = new Map<string, typeof rows>();
    for (const row of rows) {
      byEstablishment.set(row.establishmentId, [
        ...(byEstablishment.get(row.establishmentId) ?? []),
        row,
      ]);
    }
    for (const [id, alerts] of byEstablishment) {
      const establishment = await establishmentById(tx, id);
      if (!establishment) continue;
      const contact = await findOrganizationContact(tx, {
        organizationId: establishment.organizationId,
      });
      if (!contact) continue;
      const language = contact.profile?.language ?? 'es';
      const refused = alerts.filter((alert) => alert.state === 'REFUSED').length;
      await platform.queueMail(tx, {
        to: contact.user.email,
        language,
        ...sesAlertMail(language, {
          name: contact.profile?.firstname || contact.user.name,
          establishment: establishment.name,
          refused,
          late: alerts.length - refused,
          link: `${platform.config.PUBLIC_URL}/#/profilepage`,
        }),
      });
    }
    return byEstablishment.size;
  });
}
