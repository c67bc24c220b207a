import type { TAnalyticsEvent } from '@confirma/contracts/analytics';

/**
 * Records a first-party analytics event at POST /api/events: category,
 * action and a short label, no personal data, no third-party tracker. Fire and forget:
 * analytics never blocks or breaks a flow.
 */
export function track(event: TAnalyticsEvent): void {
  if (typeof fetch === 'undefined') return;
  fetch('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
    keepalive: true,
  }).catch(() => undefined);
}
