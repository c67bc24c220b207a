/**
 * The public contact forms: requests stored and e-mailed to sales; the development listing;
 * the back office's reads and moves of requests (states, notes).
 */

export {
  findContactRequest,
  listContactNotes,
  listContactRequests,
  toAdminContact,
} from './contact-requests.ts';
export { contactRoutes } from './contact-routes.ts';
export { devContactRoutes } from './dev-contact-routes.ts';
export { addContactNote, moveContactState } from './move-contact-state.ts';
