import { AppError } from '../../platform/errors.ts';
import type { TSesErrorKey } from './ses-error-messages.ts';

/**
 * Why a call to the service failed:
 * - network, timeout, unavailable (HTTP 5xx or 429, a SOAP Server fault): the service or
 *   the way to it; the same message may be sent again later (retryable);
 * - credentials (HTTP 401/403), schema (the message fails the XSD before it is sent),
 *   refused (the service answered with a non-zero codigo), fault (a SOAP Client fault),
 *   unreadable (an answer that is not the service's): sending it again changes nothing.
 */
export type TSesFailure =
  | 'network'
  | 'timeout'
  | 'unavailable'
  | 'credentials'
  | 'schema'
  | 'refused'
  | 'fault'
  | 'unreadable';

const RETRYABLE = new Set<TSesFailure>(['network', 'timeout', 'unavailable']);

const KEYS: Record<TSesFailure, TSesErrorKey> = {
  network: 'unavailable',
  timeout: 'unavailable',
  unavailable: 'unavailable',
  credentials: 'credentials',
  schema: 'schema',
  refused: 'unknown',
  fault: 'unknown',
  unreadable: 'unknown',
};

type TSesErrorDetails = {
  /** The service's HTTP status, when an answer came. */
  httpStatus?: number;
  /** The service's answer code (refused). */
  codigo?: number;
  /** The service's description, or the schema's errors, for support and logs. */
  description?: string;
  /** The key to localise, when the failure alone does not say it (refused). */
  key?: TSesErrorKey;
  cause?: unknown;
};

/**
 * The SES client's typed error. An AppError (INTERNAL) for the HTTP layer; the caller that
 * sends partes reads `retryable` (queue it again) and `key` (what to tell the establishment).
 */
export class SesError extends AppError {
  readonly retryable: boolean;
  readonly key: TSesErrorKey;
  readonly httpStatus?: number;
  readonly codigo?: number;
  readonly description?: string;

  constructor(
    readonly failure: TSesFailure,
    detail: string,
    details: TSesErrorDetails = {},
  ) {
    super('INTERNAL', detail);
    this.name = 'SesError';
    this.retryable = RETRYABLE.has(failure);
    this.key = details.key ?? KEYS[failure];
    this.httpStatus = details.httpStatus;
    this.codigo = details.codigo;
    this.description = details.description;
    if (details.cause !== undefined) this.cause = details.cause;
  }
}
