import type { TSesCommunication } from '@confirma/contracts/establishments';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { recordOrganizationEvent } from '../accounts/index.ts';
import { establishmentById } from '../establishments/index.ts';
import { communicationsOf } from './communications-of.ts';
import { sesCommunicationReports, sesCommunications } from './ses-communications-schema.ts';

/**
 * POST /api/traveller/register/{reportId}/ses: a refused communication queued again, once
 * the establishment corrected what SES refused (its credentials, its codes): the next run
 * sends it. Only the organisation's own, only a refused one (409 CONFLICT otherwise: a
 * pending or sent one is on its way, an accepted one is done); audited.
 */
export async function retryCommunication(
  db: TDb,
  actor: { organizationId: string; userId: string; reportId: string },
): Promise<TSesCommunication> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: sesCommunications })
      .from(sesCommunicationReports)
      .innerJoin(
        sesCommunications,
        eq(sesCommunications.id, sesCommunicationReports.communicationId),
      )
      .where(eq(sesCommunicationReports.reportId, actor.reportId))
      .for('update');
    const row = found?.row;
    const establishment = row && (await establishmentById(tx, row.establishmentId));
    if (!row || establishment?.organizationId !== actor.organizationId) {
      throw new AppError('NOT_FOUND', 'No communication of this report');
    }
    if (row.state !== 'REFUSED') {
      throw new AppError('CONFLICT', 'Only a refused communication is sent again');
    }
    await tx
      .update(sesCommunications)
      .set({
        state: 'PENDING',
        errors: [],
        attempts: 0,
        alertedAt: null,
        nextAttemptAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(sesCommunications.id, row.id), eq(sesCommunications.state, 'REFUSED')));
    await recordOrganizationEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'ses_communication.retried',
      target: actor.reportId,
      data: { establishment: establishment.name },
    });
    const view = (await communicationsOf(tx, [actor.reportId])).get(actor.reportId);
    if (!view) throw new Error('the communication was just updated');
    return view;
  });
}
