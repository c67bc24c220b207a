/**
 * Each final parte's communication to SES.HOSPEDAJES: queued once per report, sent by the
 * `ses.communicate` job, its lote asked about, retried with backoff, and the establishment
 * alerted when one is refused or late. What other modules may use.
 */
export { alertEstablishments } from './alert-communications.ts';
export { communicationsOf } from './communications-of.ts';
export {
  runSesCommunications,
  SES_COMMUNICATE_JOB,
  type TSesCommunicationsContext,
} from './send-communications.ts';
export { sesCommunicationRoutes } from './ses-communications-routes.ts';
