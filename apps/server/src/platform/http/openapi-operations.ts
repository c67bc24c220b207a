import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { TAccessScope } from './access.ts';
import { errorResponseRef, RATE_LIMIT_HEADERS } from './openapi-responses.ts';
import { SCOPE_SECURITY, TOKEN_COUNTED_SCOPES } from './openapi-security.ts';

/** Where the route transform leaves the route's access scope for completeOperations. */
const ACCESS_KEY = 'x-confirma-access';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type TTransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route?: RouteOptions };
type TOperation = {
  operationId?: string;
  security?: unknown;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, Record<string, unknown>>;
  [ACCESS_KEY]?: TAccessScope;
};

/**
 * @fastify/swagger's per-route transform: the zod schemas to JSON Schema
 * (fastify-type-provider-zod), and the route's access scope kept for completeOperations.
 */
export function transformRoute(input: TTransformInput) {
  const { schema, url } = jsonSchemaTransform(input);
  const access = input.route?.config?.access;
  return { url, schema: access ? { ...schema, [ACCESS_KEY]: access } : schema };
}

const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');

/**
 * The operationId of a route that sets none: the method, then the path's words without
 * `/api` and the version (`/v2`), and the trailing path parameters as `By…And…`:
 * `GET /api/v2/ocr/{analysisId}` → `getOcrByAnalysisId`,
 * `DELETE /api/account/api-credentials/{id}` → `deleteAccountApiCredentialsById`.
 * Parameters inside the path are left out (`/api/operations/{operationUuid}/resend` →
 * `postOperationsResend`). It depends on nothing else, so it is stable across runs.
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path.split('/').filter((s) => s && s !== 'api' && !/^v\d+$/.test(s));
  const isParam = (s: string) => s.startsWith('{');
  let last = segments.length;
  while (last > 0 && isParam(segments[last - 1] ?? '')) last--;
  const words = segments.slice(0, last).filter((s) => !isParam(s));
  const params = segments.slice(last).map((s) => pascal(s.slice(1, -1)));
  return `${method.toLowerCase()}${words.map(pascal).join('')}${params.length ? `By${params.join('And')}` : ''}`;
}

/**
 * Completes every operation of the document from its route's scope, in one place, so a
 * new route gets it without saying so:
 * - `operationId` (operationIdOf, unless the route set one; a duplicate throws);
 * - `security` from the access scope (openapi-security.ts; anonymous: `[]`);
 * - the error answers the route can give, each a shared problem+json answer
 *   (`#/components/responses`): 400 when it takes input, 401 and 403 when its scope
 *   authenticates, 404 with path parameters, 413 and 415 with a body, 429 when its token's
 *   calls are counted; the ones it declared itself are kept;
 * - `RateLimit-*` headers on the answers of token-counted routes.
 * Answers the error statuses used (for `components.responses`).
 */
export function completeOperations(paths: Record<string, Record<string, unknown>>): Set<number> {
  const used = new Set<number>();
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method] as TOperation | undefined;
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const access = operation[ACCESS_KEY];
      delete operation[ACCESS_KEY];
      operation.operationId ??= operationIdOf(method, path);
      const twin = seen.get(operation.operationId);
      if (twin) {
        throw new Error(
          `${where} and ${twin} have the same operationId '${operation.operationId}': set one in the route's schema`,
        );
      }
      seen.set(operation.operationId, where);
      if (access && !operation.security) operation.security = SCOPE_SECURITY[access];
      const responses = operation.responses ?? {};
      const errors = new Set(
        Object.keys(responses)
          .map(Number)
          .filter((status) => status >= 400),
      );
      if (operation.requestBody || operation.parameters?.length) errors.add(400);
      if (access && access !== 'anonymous') for (const status of [401, 403]) errors.add(status);
      if (path.includes('{')) errors.add(404);
      if (operation.requestBody) for (const status of [413, 415]) errors.add(status);
      const counted = access !== undefined && TOKEN_COUNTED_SCOPES.has(access);
      if (counted) errors.add(429);
      const completed: Record<string, unknown> = {};
      for (const [status, answer] of Object.entries(responses)) {
        if (Number(status) >= 400) continue;
        completed[status] = counted
          ? { ...answer, headers: { ...(answer.headers ?? {}), ...RATE_LIMIT_HEADERS } }
          : answer;
      }
      for (const status of [...errors].sort()) {
        completed[String(status)] = errorResponseRef(status);
        used.add(status);
      }
      operation.responses = completed as TOperation['responses'];
    }
  }
  return used;
}
