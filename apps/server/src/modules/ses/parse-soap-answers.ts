import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type {
  TSesComunicacionAnswer,
  TSesConsultaLoteAnswer,
  TSesLoteResult,
  TSesLoteState,
  TSesRecordResult,
} from './ses.types.ts';
import { SesError } from './ses-error.ts';

type TNode = Record<string, unknown>;

/**
 * Elements that may repeat. The service's answers spell the per-record element both
 * resultadoComunicacion (as published) and resutadoComunicacion (as some answers do).
 */
const REPEATED = new Set(['resultado', 'resultadoComunicacion', 'resutadoComunicacion']);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

/** codigoEstado of a lote: 1 processed without errors, 6 with errors in some records. */
const DONE_STATES = new Set([1, 6]);
/** 4 being processed, 5 waiting. The rest (2 header or format, 3 unexpected) refuse the lote. */
const PENDING_STATES = new Set([4, 5]);

const isNode = (value: unknown): value is TNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

function unreadable(detail: string): SesError {
  return new SesError('unreadable', `SES answer unreadable: ${detail}`);
}

function integer(value: unknown, name: string): number {
  const raw = text(value);
  if (raw === undefined || !/^-?\d+$/.test(raw)) throw unreadable(`${name} is not a number`);
  return Number(raw);
}

/**
 * The element the SOAP body holds (its name without prefix), after a Fault check: a Server
 * fault is the service's trouble (retryable), any other fault a refusal.
 */
function bodyElement(xml: string, name: string): TNode {
  if (XMLValidator.validate(xml) !== true) throw unreadable('not XML');
  const doc = parser.parse(xml) as TNode;
  const envelope = isNode(doc.Envelope) ? doc.Envelope : undefined;
  const body = envelope && isNode(envelope.Body) ? envelope.Body : doc;
  if (isNode(body.Fault)) {
    const code = text(body.Fault.faultcode) ?? '';
    const description = text(body.Fault.faultstring) ?? code;
    const failure = /server/i.test(code) ? 'unavailable' : 'fault';
    throw new SesError(failure, `SES SOAP fault ${code}: ${description}`, { description });
  }
  const element = body[name];
  if (!isNode(element)) throw unreadable(`no ${name}`);
  return element;
}

function respuesta(element: TNode): { codigo: number; descripcion: string } {
  const answer = element.respuesta;
  if (!isNode(answer)) throw unreadable('no respuesta');
  // Published as codigo; some answers name it codigoRetorno.
  const codigo = integer(answer.codigo ?? answer.codigoRetorno, 'codigo');
  return { codigo, descripcion: text(answer.descripcion) ?? '' };
}

/** The answer to a comunicacion: codigo (0 accepted), descripcion and, when accepted, the lote. */
export function parseComunicacionAnswer(xml: string): TSesComunicacionAnswer {
  const element = bodyElement(xml, 'comunicacionResponse');
  const { codigo, descripcion } = respuesta(element);
  const lote = isNode(element.respuesta) ? text(element.respuesta.lote) : undefined;
  return lote ? { codigo, descripcion, lote } : { codigo, descripcion };
}

function loteState(code: number): TSesLoteState {
  if (DONE_STATES.has(code)) return 'DONE';
  return PENDING_STATES.has(code) ? 'PENDING' : 'ERROR';
}

function record(node: unknown, index: number): TSesRecordResult {
  if (!isNode(node)) throw unreadable('a resultadoComunicacion is empty');
  const order = node.orden === undefined ? index + 1 : integer(node.orden, 'orden');
  const result: TSesRecordResult = { order };
  const code = text(node.codigoComunicacion);
  if (code) result.communicationCode = code;
  const errorType = text(node.tipoError);
  if (errorType) result.errorType = errorType;
  const error = text(node.error);
  if (error) result.error = error;
  return result;
}

function loteResult(node: unknown): TSesLoteResult {
  if (!isNode(node)) throw unreadable('a resultado is empty');
  const lote = text(node.lote);
  if (!lote) throw unreadable('a resultado without lote');
  const stateCode = integer(node.codigoEstado, 'codigoEstado');
  const results = isNode(node.resultadoComunicaciones) ? node.resultadoComunicaciones : {};
  const records = [
    ...((results.resultadoComunicacion as unknown[] | undefined) ?? []),
    ...((results.resutadoComunicacion as unknown[] | undefined) ?? []),
  ].map(record);
  records.sort((a, b) => a.order - b.order);
  return {
    lote,
    state: loteState(stateCode),
    stateCode,
    stateDescription: text(node.descEstado) ?? '',
    records,
  };
}

/** The answer to a consultaLote: its codigo, and each lote's state and per-record results. */
export function parseConsultaLoteAnswer(xml: string): TSesConsultaLoteAnswer {
  const element = bodyElement(xml, 'consultaLoteResponse');
  const { codigo, descripcion } = respuesta(element);
  const lotes = ((element.resultado as unknown[] | undefined) ?? []).map(loteResult);
  return { codigo, descripcion, lotes };
}
