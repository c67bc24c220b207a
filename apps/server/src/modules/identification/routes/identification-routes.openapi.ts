import { problems } from '../../../platform/http/route-kit.ts';

/** What every route of the identification service shares in its OpenAPI prose. */
export const tags = ['identification service'];
export const identificationProblems = problems(400, 401, 403, 404, 409, 413, 415, 429, 503);
/** A frame's JSON body: the base64 text limit of the contract and a little more. */
export const FRAME_BODY_LIMIT = 12 * 1024 * 1024;
