/** First-party analytics events (no personal data). */
export { analyticsRoutes } from './analytics-routes.ts';
