/** The public contact forms: requests stored and e-mailed to sales; the development listing. */
export { contactRoutes } from './contact-routes.ts';
export { contacts } from './contacts-schema.ts';
export { devContactRoutes } from './dev-contact-routes.ts';
