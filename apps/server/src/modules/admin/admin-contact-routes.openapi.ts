import {
  ZAdminContactDetail,
  ZAdminContactsQuery,
  ZAdminContactsResponse,
  ZContactNoteRequest,
  ZContactParams,
  ZContactStateRequest,
} from '@confirma/contracts/admin';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['admin'];
const errors = problems(400, 401, 403, 404);

export const listContactsRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'Contact requests by state, kind and text, newest first',
    querystring: ZAdminContactsQuery,
    response: { 200: ZAdminContactsResponse, ...errors },
  },
} as const;

export const readContactRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'One contact request with its notes',
    params: ZContactParams,
    response: { 200: ZAdminContactDetail, ...errors },
  },
} as const;

export const contactStateRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'Move a request: RECEIVED → CONTACTED → CLOSED, or reopen CLOSED → CONTACTED',
    params: ZContactParams,
    body: ZContactStateRequest,
    response: { 200: ZAdminContactDetail, ...problems(400, 401, 403, 404, 409) },
  },
} as const;

export const noteContactRoute = {
  config: { access: 'admin' },
  schema: {
    tags,
    summary: 'Add a note to a contact request',
    params: ZContactParams,
    body: ZContactNoteRequest,
    response: { 200: ZAdminContactDetail, ...errors },
  },
} as const;
