import {
  ZAccountDocument,
  ZDeleteAccountRequest,
  ZHistoryQuery,
  ZHistoryResponse,
  ZProfileUpdate,
  ZSignInOptions,
} from '@confirma/contracts/account';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['account'];
const errors = problems(400, 401);

export const signInOptionsRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags,
    summary: 'Which sign-in methods this server offers',
    response: { 200: ZSignInOptions },
  },
} as const;

export const accountDocumentRoute = {
  config: { access: 'session' },
  schema: {
    tags,
    summary: "The signed-in user's document: profile, credits, subscription",
    response: { 200: ZAccountDocument, ...errors },
  },
} as const;

export const updateProfileRoute = {
  config: { access: 'session' },
  schema: {
    tags,
    summary: 'Update the editable profile',
    body: ZProfileUpdate,
    response: { 200: ZAccountDocument, ...errors },
  },
} as const;

export const accountHistoryRoute = {
  config: { access: 'member', permission: 'member' },
  schema: {
    tags,
    summary:
      "The active organisation's credit ledger, newest first (keyset pagination), naming the member who spent or bought",
    querystring: ZHistoryQuery,
    response: { 200: ZHistoryResponse, ...problems(400, 401, 403) },
  },
} as const;

export const exportAccountRoute = {
  config: { access: 'session' },
  schema: { tags, summary: 'Download all personal data (JSON)' },
} as const;

export const eraseAccountRoute = {
  config: { access: 'session' },
  schema: {
    tags,
    summary: 'Erase the account (password required)',
    body: ZDeleteAccountRequest,
    response: { 204: z.null(), ...problems(400, 401, 403) },
  },
} as const;
