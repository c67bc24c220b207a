import { ERROR_CODES, ERROR_STATUS, ZProblem } from '@confirma/contracts/errors';
import { z } from 'zod';

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };

/** The answer headers of a counted call (IETF draft-ietf-httpapi-ratelimit-headers). */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': {
    description: 'The calls the counter allows in its window.',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': {
    description: 'The calls left in the current window.',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window ends and the counter starts again.',
    schema: { type: 'integer' },
  },
} as const;

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer' },
} as const;

/** Each error status the API answers, its component name and what it means. */
const STATUSES: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request is not valid (`errors` lists the fields).' },
  401: { name: 'Unauthorized', description: 'No credential, or not a valid one.' },
  402: { name: 'PaymentRequired', description: 'Not enough credits, or the account is in debt.' },
  403: { name: 'Forbidden', description: 'The credential may not do this.' },
  404: { name: 'NotFound', description: "No such resource, or not the caller's." },
  409: { name: 'Conflict', description: "The resource's state does not allow it." },
  410: { name: 'Gone', description: 'The code has expired.' },
  413: { name: 'PayloadTooLarge', description: 'The body or a file in it is too large.' },
  415: { name: 'UnsupportedMediaType', description: 'The content type is not accepted.' },
  422: { name: 'UnprocessableContent', description: 'The content could not be used.' },
  423: { name: 'Locked', description: 'Too many wrong codes.' },
  429: {
    name: 'TooManyRequests',
    description: 'A counter or a cooldown is past its limit: wait `Retry-After` seconds.',
  },
  500: { name: 'InternalError', description: 'Internal error (no detail is given).' },
  503: { name: 'ServiceUnavailable', description: 'Busy or unavailable: wait `Retry-After`.' },
};

/** The problem codes answered with a status, as a sentence. */
function codesOf(status: number): string {
  const codes = ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);
  return codes.length ? ` Codes: ${codes.map((code) => `\`${code}\``).join(', ')}.` : '';
}

/** The `#/components/responses` name of an error status (`Status418` for one not listed). */
export function errorResponseName(status: number): string {
  return STATUSES[status]?.name ?? `Status${status}`;
}

/** `$ref` to the shared answer of an error status. */
export function errorResponseRef(status: number) {
  return { $ref: `#/components/responses/${errorResponseName(status)}` };
}

/** One shared problem+json answer for an error status. */
function errorResponse(status: number) {
  const description = `${STATUSES[status]?.description ?? `HTTP ${status}.`}${codesOf(status)}`;
  const headers =
    status === 429
      ? { 'Retry-After': RETRY_AFTER, ...RATE_LIMIT_HEADERS }
      : status === 503
        ? { 'Retry-After': RETRY_AFTER }
        : undefined;
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/problem+json': { schema: PROBLEM_REF } },
  };
}

/** The `Problem` schema: RFC 9457 with our `code`, each code with its HTTP status. */
export function problemSchema(): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(ZProblem, { io: 'output' }) as Record<
    string,
    unknown
  > & { properties: Record<string, Record<string, unknown>> };
  const table = ERROR_CODES.map((code) => `- \`${code}\`: ${ERROR_STATUS[code]}`).join('\n');
  schema.properties.code = {
    ...schema.properties.code,
    description: `The stable error code (the client localises by it), with its HTTP status:\n\n${table}`,
  };
  return {
    ...schema,
    description:
      'An RFC 9457 problem document (`application/problem+json`) with a stable `code` and the ' +
      "request's id (also in the `x-request-id` header). `detail` is never given on a 5xx.",
  };
}

/** `components.responses`: one problem+json answer per error status used in `statuses`. */
export function errorResponses(statuses: Iterable<number>): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const status of [...new Set(statuses)].sort()) {
    responses[errorResponseName(status)] = errorResponse(status);
  }
  return responses;
}
