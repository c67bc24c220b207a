import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import {
  checkParteRules,
  type TSesRecordResult,
  type TSesRuleCode,
  unpackSolicitud,
  validateAgainstSchema,
} from '../../src/modules/ses/index.ts';
import { escapeXml } from '../../src/modules/ses/xml-writer.ts';
import { readParteXml } from './ses-parte-reader.ts';

/**
 * A local stand-in for the Ministry's SES.HOSPEDAJES web service, over real HTTP, for the
 * client's tests and for a browser e2e running the server in another process (which asks
 * `GET /received` what arrived). It does what the service documents: Basic auth (401
 * otherwise), the cabecera checked, the solicitud unzipped and checked against the SAME
 * XSDs the product uses (a schema error is codigo 109 with the description), then codigo 0
 * and a new lote; consultaLote answers the lote processed, each communication with a code,
 * or an error when it breaks a rule beyond the schema (the same checkParteRules), names an
 * establishment not known, or repeats a contract already communicated.
 */

export const SES_SIMULATOR_PATH = '/hospedajes-web/ws/v1/comunicacion';
/** The answer code for a message the service cannot read (format, schema, cabecera). */
export const SES_SIMULATOR_FORMAT_ERROR = 109;
/**
 * The simulator's own code for a landlord code that is not the user's: the published table
 * of codes was not available, so it is not the service's (its description says it all).
 */
export const SES_SIMULATOR_LANDLORD_ERROR = 901;

export type TSesSimulatorFailure = 'http500' | 'timeout' | 'credentials';

export type TSesReceived = {
  operation: 'comunicacion' | 'consultaLote' | 'unknown';
  at: string;
  codigoArrendador?: string;
  tipoOperacion?: string;
  tipoComunicacion?: string;
  /** The unzipped request XML of a comunicacion. */
  xml?: string;
  lotes?: string[];
  codigo: number;
  descripcion: string;
  lote?: string;
};

export type TSesSimulatedLote = {
  lote: string;
  tipoComunicacion: string;
  receivedAt: string;
  /** consultaLote answers left before the lote shows processed (state 5 until then). */
  pendingQueries: number;
  records: TSesRecordResult[];
};

export type TSesSimulatorOptions = {
  username: string;
  password: string;
  /** When set, a cabecera with another codigoArrendador is refused. */
  codigoArrendador?: string;
  /** When set, communications of another establishment get a per-record error. */
  establishments?: string[];
  /** consultaLote answers that say "pending" before a lote is processed (default 0). */
  pendingQueries?: number;
  port?: number;
};

export type TSesSimulator = {
  url: string;
  received: TSesReceived[];
  lotes: Map<string, TSesSimulatedLote>;
  /** The next request fails this way (queued: call it twice for two failures). */
  failNext(kind: TSesSimulatorFailure): void;
  close(): Promise<void>;
};

/** What the simulator says of a broken rule, in the service's language. */
const RULE_TEXTS: Record<TSesRuleCode, string> = {
  ADULT_DOCUMENT_REQUIRED: 'El tipo y número de documento son obligatorios para mayores de edad',
  DOCUMENT_SUPPORT_REQUIRED: 'El soporte del documento es obligatorio para NIF y NIE',
  SECOND_SURNAME_REQUIRED: 'El segundo apellido es obligatorio para NIF',
  CONTACT_REQUIRED: 'Es obligatorio informar un teléfono o un correo',
  KINSHIP_REQUIRED: 'El parentesco es obligatorio para un menor de edad',
  MUNICIPALITY_CODE_REQUIRED: 'El código de municipio es obligatorio para España',
  MUNICIPALITY_NAME_REQUIRED: 'El nombre del municipio es obligatorio fuera de España',
  PERSON_COUNT_TOO_LOW: 'El número de personas es menor que las personas comunicadas',
  CHECK_OUT_NOT_AFTER_CHECK_IN: 'La fecha de salida debe ser posterior a la de entrada',
  DOCUMENT_TYPE_UNKNOWN: 'Tipo de documento no válido',
  SEX_UNKNOWN: 'Sexo no válido',
  KINSHIP_UNKNOWN: 'Parentesco no válido',
  PAYMENT_TYPE_UNKNOWN: 'Tipo de pago no válido',
};

const SCHEMAS = { PV: 'altaParteHospedaje', RH: 'altaReservaHospedaje' } as const;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'lote',
});

type TNode = Record<string, unknown>;
const node = (value: unknown): TNode =>
  typeof value === 'object' && value !== null ? (value as TNode) : {};
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** The service's descriptions are at most 100 characters (string100Type). */
const cut = (text: string) => (text.length > 100 ? `${text.slice(0, 97)}...` : text);

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Header/><SOAP-ENV:Body>${body}</SOAP-ENV:Body></SOAP-ENV:Envelope>`;
const NS = 'xmlns:ns3="http://www.soap.servicios.hospedajes.mir.es/comunicacion"';

function comunicacionAnswer(codigo: number, descripcion: string, lote?: string): string {
  const loteXml = lote ? `<lote>${lote}</lote>` : '';
  return envelope(
    `<ns3:comunicacionResponse ${NS}><respuesta><codigo>${codigo}</codigo><descripcion>${escapeXml(cut(descripcion))}</descripcion>${loteXml}</respuesta></ns3:comunicacionResponse>`,
  );
}

function soapFault(code: 'Client' | 'Server', text: string): string {
  return envelope(
    `<SOAP-ENV:Fault><faultcode>SOAP-ENV:${code}</faultcode><faultstring>${escapeXml(text)}</faultstring></SOAP-ENV:Fault>`,
  );
}

function recordXml(record: TSesRecordResult): string {
  const outcome = record.communicationCode
    ? `<codigoComunicacion>${record.communicationCode}</codigoComunicacion>`
    : `<tipoError>${escapeXml(record.errorType ?? '')}</tipoError><error>${escapeXml(cut(record.error ?? ''))}</error>`;
  return `<resultadoComunicacion><orden>${record.order}</orden>${outcome}</resultadoComunicacion>`;
}

function loteXml(lote: TSesSimulatedLote, codigoArrendador: string): string {
  const pending = lote.pendingQueries > 0;
  const failed = lote.records.some((r) => r.error);
  const [code, text] = pending
    ? [5, 'Pendiente']
    : failed
      ? [6, 'Lote tramitado con errores en algunas comunicaciones']
      : [1, 'Lote tramitado sin errores'];
  const results = pending
    ? ''
    : `<resultadoComunicaciones>${lote.records.map(recordXml).join('')}</resultadoComunicaciones>`;
  return `<resultado><lote>${lote.lote}</lote><tipoComunicacion>${lote.tipoComunicacion}</tipoComunicacion><tipoOperacion>A</tipoOperacion><fechaPeticion>${lote.receivedAt}</fechaPeticion><fechaProcesamiento>${lote.receivedAt}</fechaProcesamiento><codigoEstado>${code}</codigoEstado><descEstado>${text}</descEstado><identificadorUsuario>WS</identificadorUsuario><nombreUsuario>WS</nombreUsuario><codigoArrendador>${escapeXml(codigoArrendador)}</codigoArrendador><aplicacion>simulator</aplicacion>${results}</resultado>`;
}

type TAnswer = { status: number; body: string; received: TSesReceived };

/** Starts the simulator on 127.0.0.1 (a free port unless `port` is given). */
export async function startSesSimulator(options: TSesSimulatorOptions): Promise<TSesSimulator> {
  const received: TSesReceived[] = [];
  const lotes = new Map<string, TSesSimulatedLote>();
  const failures: TSesSimulatorFailure[] = [];
  /** Contract references already accepted, per establishment. */
  const communicated = new Set<string>();
  const expectedAuth = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;

  const now = () => new Date().toISOString().slice(0, 19);

  async function comunicacion(request: TNode): Promise<TAnswer> {
    const peticion = node(request.peticion);
    const cabecera = node(peticion.cabecera);
    const seen: TSesReceived = {
      operation: 'comunicacion',
      at: now(),
      codigoArrendador: str(cabecera.codigoArrendador),
      tipoOperacion: str(cabecera.tipoOperacion),
      tipoComunicacion: str(cabecera.tipoComunicacion),
      codigo: SES_SIMULATOR_FORMAT_ERROR,
      descripcion: '',
    };
    const refuse = (descripcion: string, codigo = SES_SIMULATOR_FORMAT_ERROR): TAnswer => {
      Object.assign(seen, { codigo, descripcion: cut(descripcion) });
      return { status: 200, body: comunicacionAnswer(seen.codigo, descripcion), received: seen };
    };
    const tipo = seen.tipoComunicacion;
    if (!seen.codigoArrendador || !str(cabecera.aplicacion)) {
      return refuse('Formato de solicitud incorrecto: cabecera incompleta');
    }
    if (options.codigoArrendador && seen.codigoArrendador !== options.codigoArrendador) {
      return refuse(
        'El código de arrendador no corresponde al usuario',
        SES_SIMULATOR_LANDLORD_ERROR,
      );
    }
    if (seen.tipoOperacion !== 'A' || (tipo !== 'PV' && tipo !== 'RH')) {
      return refuse('Formato de solicitud incorrecto: operación no admitida');
    }
    let xml: string;
    try {
      xml = unpackSolicitud(str(peticion.solicitud) ?? '');
    } catch (error) {
      return refuse(`Formato de solicitud incorrecto: ${(error as Error).message}`);
    }
    seen.xml = xml;
    const check = await validateAgainstSchema(xml, SCHEMAS[tipo]);
    if (!check.valid) return refuse(`Formato de solicitud incorrecto: ${check.errors[0] ?? ''}`);
    const lote = randomUUID();
    const records =
      tipo === 'PV' ? judgePartes(xml) : [{ order: 1, communicationCode: randomUUID() }];
    lotes.set(lote, {
      lote,
      tipoComunicacion: tipo,
      receivedAt: seen.at,
      pendingQueries: options.pendingQueries ?? 0,
      records,
    });
    Object.assign(seen, { codigo: 0, descripcion: 'Ok', lote });
    return { status: 200, body: comunicacionAnswer(0, 'Ok', lote), received: seen };
  }

  /** Each communication of a parte: its code, or the first reason the service refuses it. */
  function judgePartes(xml: string): TSesRecordResult[] {
    return readParteXml(xml).map((parte, i) => {
      const order = i + 1;
      const key = `${parte.establishmentCode}/${parte.contract.reference}`;
      const known =
        !options.establishments || options.establishments.includes(parte.establishmentCode);
      const problem = checkParteRules(parte)[0];
      const error = !known
        ? 'No existe un establecimiento para ese código'
        : communicated.has(key)
          ? 'Comunicación duplicada: el contrato ya fue comunicado'
          : problem && `${RULE_TEXTS[problem.code]} (${problem.field})`;
      if (error) return { order, errorType: 'DATOS', error: cut(error) };
      communicated.add(key);
      return { order, communicationCode: randomUUID() };
    });
  }

  function consultaLote(request: TNode): TAnswer {
    const asked = (node(request.codigosLote).lote as unknown[] | undefined)?.map(String) ?? [];
    const results = asked.flatMap((id) => {
      const lote = lotes.get(id);
      if (!lote) return [];
      const xml = loteXml(lote, options.codigoArrendador ?? '0000000000');
      if (lote.pendingQueries > 0) lote.pendingQueries -= 1;
      return [xml];
    });
    const body = envelope(
      `<ns3:consultaLoteResponse ${NS}><respuesta><codigo>0</codigo><descripcion>Ok</descripcion></respuesta>${results.join('')}</ns3:consultaLoteResponse>`,
    );
    const seen: TSesReceived = {
      operation: 'consultaLote',
      at: now(),
      lotes: asked,
      codigo: 0,
      descripcion: 'Ok',
    };
    return { status: 200, body, received: seen };
  }

  async function answerSoap(text: string): Promise<TAnswer> {
    let soapBody: TNode;
    try {
      soapBody = node(node(node(parser.parse(text)).Envelope).Body);
    } catch {
      soapBody = {};
    }
    if (soapBody.comunicacionRequest) return comunicacion(node(soapBody.comunicacionRequest));
    if (soapBody.consultaLoteRequest) return consultaLote(node(soapBody.consultaLoteRequest));
    const seen: TSesReceived = {
      operation: 'unknown',
      at: now(),
      codigo: -1,
      descripcion: 'Unknown operation',
    };
    return { status: 500, body: soapFault('Client', 'Unknown operation'), received: seen };
  }

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/received') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(received));
      return;
    }
    if (req.method !== 'POST' || req.url !== SES_SIMULATOR_PATH) {
      res.writeHead(404).end();
      return;
    }
    const failure = failures.shift();
    if (failure === 'timeout') return; // never answered; close() drops the connection
    if (failure === 'http500') {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<html>Internal Server Error</html>');
      return;
    }
    if (failure === 'credentials' || req.headers.authorization !== expectedAuth) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="hospedajes"' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      answerSoap(Buffer.concat(chunks).toString('utf8')).then(
        (answer) => {
          received.push(answer.received);
          res.writeHead(answer.status, { 'content-type': 'text/xml; charset=utf-8' });
          res.end(answer.body);
        },
        (error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/xml; charset=utf-8' });
          res.end(soapFault('Server', String(error)));
        },
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${SES_SIMULATOR_PATH}`,
    received,
    lotes,
    failNext: (kind) => {
      failures.push(kind);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
