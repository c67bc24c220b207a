/**
 * Bulk send: a request template and a CSV of one row per request,
 * checked row by row, its credits reserved at once, its rows created by a job, with its
 * progress and result file. See README.md.
 */

export { bulkSendJobHandlers } from './bulk-send-job.ts';
export { BULK_SEND_JOB, type TBulkSendsContext } from './bulk-sends.types.ts';
export { bulkSendRoutes } from './bulk-sends-routes.ts';
