import { parseComunicacionAnswer, parseConsultaLoteAnswer } from './parse-soap-answers.ts';
import type {
  TSesComunicacionAnswer,
  TSesLoteResult,
  TSesSchema,
  TSesTipoComunicacion,
} from './ses.types.ts';
import { SesError } from './ses-error.ts';
import { sesErrorKey } from './ses-error-messages.ts';
import { soapComunicacion, soapConsultaLote } from './soap-envelopes.ts';
import { packSolicitud } from './solicitud-zip.ts';
import { validateAgainstSchema } from './validate-against-schema.ts';

/** The service's endpoints as published; the path may vary (some guides omit `/v1`). */
export const SES_ENDPOINTS = {
  production: 'https://hospedajes.ses.mir.es/hospedajes-web/ws/v1/comunicacion',
  test: 'https://hospedajes.pre-ses.mir.es/hospedajes-web/ws/v1/comunicacion',
} as const;

export type TSesClientOptions = {
  endpoint: string;
  /** The establishment's web-service user and password (not its SES web login). */
  username: string;
  password: string;
  /** The landlord's code (codigoArrendador) the cabecera carries. */
  codigoArrendador: string;
  /** The sending application's name in the cabecera. */
  aplicacion?: string;
  /** How long one call may take, answer included. */
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
};

export type TSesClient = {
  /**
   * Sends an alta (A) of a parte de viajeros (PV) or a reserva (RH): checks the XML against
   * its schema (a failure is a SesError `schema`, nothing is sent), zips it, sends it. The
   * answer when accepted (codigo 0, the lote to query); otherwise a SesError: `refused`
   * with the service's codigo and key, or a transport failure (`retryable`).
   */
  communicate(
    tipoComunicacion: TSesTipoComunicacion,
    xml: string,
  ): Promise<TSesComunicacionAnswer & { lote: string }>;
  /** A lote's state and, once processed, each communication's code or error. */
  queryLote(lote: string): Promise<TSesLoteResult>;
};

const SCHEMAS: Record<TSesTipoComunicacion, TSesSchema> = {
  PV: 'altaParteHospedaje',
  RH: 'altaReservaHospedaje',
};

const DEFAULT_APPLICATION = 'Confirma';

/** The SES.HOSPEDAJES web-service client: SOAP 1.1 over HTTPS with HTTP Basic auth. */
export function createSesClient(options: TSesClientOptions): TSesClient {
  const post = createSoapPost(options);
  const aplicacion = options.aplicacion ?? DEFAULT_APPLICATION;
  return {
    async communicate(tipoComunicacion, xml) {
      const check = await validateAgainstSchema(xml, SCHEMAS[tipoComunicacion]);
      if (!check.valid) {
        const description = check.errors.join('\n');
        throw new SesError('schema', `The ${tipoComunicacion} message fails its schema`, {
          description,
        });
      }
      const envelope = soapComunicacion({
        codigoArrendador: options.codigoArrendador,
        aplicacion,
        tipoOperacion: 'A',
        tipoComunicacion,
        solicitud: packSolicitud(xml),
      });
      const answer = parseComunicacionAnswer(await post(envelope));
      if (answer.codigo !== 0 || !answer.lote) throw refusal(answer.codigo, answer.descripcion);
      return { ...answer, lote: answer.lote };
    },
    async queryLote(lote) {
      const answer = parseConsultaLoteAnswer(await post(soapConsultaLote([lote])));
      if (answer.codigo !== 0) throw refusal(answer.codigo, answer.descripcion);
      const result = answer.lotes.find((l) => l.lote === lote);
      if (!result) throw new SesError('unreadable', `The answer says nothing of lote ${lote}`);
      return result;
    },
  };
}

function refusal(codigo: number, descripcion: string): SesError {
  return new SesError('refused', `SES refused the message (${codigo}): ${descripcion}`, {
    codigo,
    description: descripcion,
    key: sesErrorKey(codigo, descripcion),
  });
}

/**
 * One SOAP call: POST with Basic auth under a timeout, the answer's text. 401/403 are the
 * credentials; 5xx and 429 the service's trouble; a SOAP fault comes with 500 and is read
 * by the answer's parser. A network failure or the timeout is retryable.
 */
function createSoapPost(options: TSesClientOptions): (envelope: string) => Promise<string> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  return async (envelope) => {
    let response: Response;
    let body: string;
    try {
      response = await doFetch(options.endpoint, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'text/xml; charset=utf-8',
          accept: 'text/xml',
          soapaction: '""',
        },
        body: envelope,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      body = await response.text();
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      throw timedOut
        ? new SesError('timeout', `SES did not answer within ${options.timeoutMs} ms`, { cause })
        : new SesError('network', 'SES could not be reached', { cause });
    }
    const { status } = response;
    if (status === 401 || status === 403) {
      throw new SesError('credentials', `SES refused the credentials (HTTP ${status})`, {
        httpStatus: status,
      });
    }
    const isFault = status === 500 && /:Fault>|<Fault>/.test(body);
    if (!isFault && (status >= 500 || status === 429)) {
      throw new SesError('unavailable', `SES answered HTTP ${status}`, { httpStatus: status });
    }
    if (!isFault && (status < 200 || status >= 300)) {
      throw new SesError('unreadable', `SES answered HTTP ${status}`, { httpStatus: status });
    }
    return body;
  };
}
