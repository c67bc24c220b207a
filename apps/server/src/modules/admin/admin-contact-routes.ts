import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../platform/db/client.ts';
import { actorOf } from '../../platform/http/access.ts';
import { listContactRequests } from '../contacts/index.ts';
import {
  contactStateRoute,
  listContactsRoute,
  noteContactRoute,
  readContactRoute,
} from './admin-contact-routes.openapi.ts';
import { changeContactState, noteContact, readContact } from './contact-actions.ts';

/** Who acts on the contact request in the path. */
function actionBy(request: FastifyRequest & { params: { contactId: string } }) {
  return { actor: actorOf(request, 'admin'), contactId: request.params.contactId };
}

/**
 * Contact requests in the back office: list, detail with notes, state, notes.
 * Each route's options: admin-contact-routes.openapi.ts.
 */
export const adminContactRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  app.get('/api/admin/contacts', listContactsRoute, async (request) =>
    listContactRequests(db, request.query),
  );

  app.get('/api/admin/contacts/:contactId', readContactRoute, async (request) =>
    readContact(db, { contactId: request.params.contactId }),
  );

  app.post('/api/admin/contacts/:contactId/state', contactStateRoute, async (request) =>
    changeContactState(db, { ...actionBy(request), request: request.body }),
  );

  app.post('/api/admin/contacts/:contactId/notes', noteContactRoute, async (request) =>
    noteContact(db, { ...actionBy(request), request: request.body }),
  );
};
