import type { TSesTipoComunicacion, TSesTipoOperacion } from './ses.types.ts';
import { escapeXml, parentElement, textElement } from './xml-writer.ts';

export const SOAP_ENVELOPE_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';
export const COMUNICACION_NAMESPACE = 'http://www.soap.servicios.hospedajes.mir.es/comunicacion';

export type TSoapComunicacion = {
  /** The landlord's code (codigoArrendador), given by the service at registration. */
  codigoArrendador: string;
  /** The name of the sending application, at most 50 characters. */
  aplicacion: string;
  tipoOperacion: TSesTipoOperacion;
  tipoComunicacion?: TSesTipoComunicacion;
  /** The request XML packed by packSolicitud. */
  solicitud: string;
};

/** The body element of a comunicacion (alta, anulación or consulta), with its namespace. */
export function comunicacionRequestXml(request: TSoapComunicacion): string {
  const cabecera = parentElement('cabecera', [
    textElement('codigoArrendador', request.codigoArrendador),
    textElement('aplicacion', request.aplicacion),
    textElement('tipoOperacion', request.tipoOperacion),
    textElement('tipoComunicacion', request.tipoComunicacion),
  ]);
  const solicitud = `<solicitud>${escapeXml(request.solicitud)}</solicitud>`;
  return `<com:comunicacionRequest xmlns:com="${COMUNICACION_NAMESPACE}"><peticion>${cabecera}${solicitud}</peticion></com:comunicacionRequest>`;
}

/** The body element of a consultaLote for one or more lotes, with its namespace. */
export function consultaLoteRequestXml(lotes: readonly string[]): string {
  if (lotes.length === 0) throw new Error('consultaLote needs at least one lote');
  const codigos = parentElement(
    'codigosLote',
    lotes.map((lote) => textElement('lote', lote)),
  );
  return `<com:consultaLoteRequest xmlns:com="${COMUNICACION_NAMESPACE}">${codigos}</com:consultaLoteRequest>`;
}

function envelope(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE_NAMESPACE}"><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
}

/** The SOAP 1.1 envelope of a comunicacion. */
export function soapComunicacion(request: TSoapComunicacion): string {
  return envelope(comunicacionRequestXml(request));
}

/** The SOAP 1.1 envelope of a consultaLote. */
export function soapConsultaLote(lotes: readonly string[]): string {
  return envelope(consultaLoteRequestXml(lotes));
}
