import { and, eq, lte, sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { findOrganizationContact } from '../accounts/index.ts';
import { endpointDisabledMail } from './webhook-mails.ts';
import type { TWebhooksContext } from './webhooks.types.ts';
import { webhookEndpoints } from './webhooks-schema.ts';

/**
 * A failed try's mark on its endpoint, in the try's transaction: failing since now unless
 * it already was; and once it has failed for WEBHOOK_DISABLE_AFTER_HOURS, disabled
 * (FAILING) with an e-mail to its account, in the account's language. True when this try
 * disabled it (its deliveries then stop).
 */
export async function disableIfFailing(
  context: TWebhooksContext,
  tx: TTx,
  endpointId: string,
): Promise<boolean> {
  const { config } = context.platform;
  const hours = config.WEBHOOK_DISABLE_AFTER_HOURS;
  await tx
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
    .where(eq(webhookEndpoints.id, endpointId));
  const [disabled] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'FAILING', updatedAt: sql`now()` })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.enabled, true),
        lte(webhookEndpoints.failingSince, sql`now() - make_interval(secs => ${hours * 3600})`),
      ),
    )
    .returning({ organizationId: webhookEndpoints.organizationId, url: webhookEndpoints.url });
  if (!disabled) return false;
  const account = await findOrganizationContact(tx, { organizationId: disabled.organizationId });
  if (account) {
    const language = account.profile?.language ?? 'es';
    await context.platform.queueMail(tx, {
      to: account.user.email,
      language,
      ...endpointDisabledMail(language, {
        name: account.profile?.firstname || account.user.name,
        url: disabled.url,
        days: Math.max(1, Math.round(hours / 24)),
        link: `${config.PUBLIC_URL}/#/profilepage`,
      }),
    });
  }
  return true;
}
