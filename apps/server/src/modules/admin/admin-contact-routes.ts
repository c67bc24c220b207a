import {
  ZAdminContactDetail,
  ZAdminContactsQuery,
  ZAdminContactsResponse,
  ZContactNoteRequest,
  ZContactParams,
  ZContactStateRequest,
} from '@confirma/contracts/admin';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../platform/db/client.ts';
import { actorOf } from '../../platform/http/access.ts';
import { listContactRequests } from '../contacts/index.ts';
import { changeContactState, noteContact, readContact } from './contact-actions.ts';

const errors = { 400: ZProblem, 401: ZProblem, 403: ZProblem, 404: ZProblem };
const tags = ['admin'];

/** Contact requests in the back office: list, detail with notes, state, notes. */
export const adminContactRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  app.get(
    '/api/admin/contacts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Contact requests by state, kind and text, newest first',
        querystring: ZAdminContactsQuery,
        response: { 200: ZAdminContactsResponse, ...errors },
      },
    },
    async (request) => listContactRequests(db, request.query),
  );

  app.get(
    '/api/admin/contacts/:contactId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One contact request with its notes',
        params: ZContactParams,
        response: { 200: ZAdminContactDetail, ...errors },
      },
    },
    async (request) => readContact(db, { contactId: request.params.contactId }),
  );

  app.post(
    '/api/admin/contacts/:contactId/state',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Move a request: RECEIVED → CONTACTED → CLOSED, or reopen CLOSED → CONTACTED',
        params: ZContactParams,
        body: ZContactStateRequest,
        response: { 200: ZAdminContactDetail, ...errors, 409: ZProblem },
      },
    },
    async (request) =>
      changeContactState(db, {
        actor: actorOf(request, 'admin'),
        contactId: request.params.contactId,
        request: request.body,
      }),
  );

  app.post(
    '/api/admin/contacts/:contactId/notes',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a note to a contact request',
        params: ZContactParams,
        body: ZContactNoteRequest,
        response: { 200: ZAdminContactDetail, ...errors },
      },
    },
    async (request) =>
      noteContact(db, {
        actor: actorOf(request, 'admin'),
        contactId: request.params.contactId,
        request: request.body,
      }),
  );
};
