import { z } from 'zod';

/**
 * First-party analytics events (VideoIdentification / click /
 * CreateButton, SimpleSignature or CertifiedNotification on submit, try and create buttons,
 * and the public demo). Closed lists and a short label with no room for personal data:
 * the server keeps category, action, label and the time, nothing about the caller.
 */

export const ANALYTICS_CATEGORIES = [
  'VideoIdentification',
  'SimpleSignature',
  'CertifiedNotification',
  'HandwrittenSignature',
  'Demo',
  'TryButton',
  'CreateButton',
] as const;
export const ZAnalyticsCategory = z.enum(ANALYTICS_CATEGORIES);
export type TAnalyticsCategory = z.infer<typeof ZAnalyticsCategory>;

/** What happened: a click, a form sent, and the outcome of what it started. */
export const ANALYTICS_ACTIONS = ['click', 'submit', 'success', 'error'] as const;
export const ZAnalyticsAction = z.enum(ANALYTICS_ACTIONS);
export type TAnalyticsAction = z.infer<typeof ZAnalyticsAction>;

/** Longest label kept. */
export const ANALYTICS_LABEL_MAX = 60;

/**
 * Letters, digits, space and `_ . : / -` only: enough for a button or route name
 * ('CreateButton', 'demo:SIMPLE'), and no '@' or '+', so an e-mail address or an
 * international phone number cannot be sent as a label by mistake.
 */
export const ANALYTICS_LABEL_PATTERN = /^[\p{L}\p{N} _.:/-]*$/u;

export const ZAnalyticsEvent = z
  .object({
    category: ZAnalyticsCategory,
    action: ZAnalyticsAction,
    label: z
      .string()
      .trim()
      .max(ANALYTICS_LABEL_MAX)
      .regex(ANALYTICS_LABEL_PATTERN)
      .optional()
      .describe(
        'At most 60 letters, digits, spaces and `_ . : / -`: no `@` or `+`, so no e-mail ' +
          'address or phone number. Any other field is refused.',
      ),
  })
  .strict()
  .meta({
    examples: [{ category: 'VideoIdentification', action: 'click', label: 'CreateButton' }],
  });
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEvent>;
