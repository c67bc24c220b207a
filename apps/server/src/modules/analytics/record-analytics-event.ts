import type { TAnalyticsEvent } from '@confirma/contracts/analytics';
import type { TDb } from '../../platform/db/client.ts';
import { analyticsEvents } from './analytics-schema.ts';

/** Stores one event: what happened and when, nothing about who (see analytics-schema.ts). */
export async function recordAnalyticsEvent(db: TDb, event: TAnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values({
    category: event.category,
    action: event.action,
    label: event.label || null,
  });
}
