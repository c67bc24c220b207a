import type { TSesAddress, TSesContract, TSesParte, TSesPerson } from './ses.types.ts';
import { parentElement, textElement } from './xml-writer.ts';

/** The namespace of the parte de viajeros' root element (altaParteHospedaje.xsd). */
export const PARTE_NAMESPACE = 'http://www.neg.hospedajes.mir.es/altaParteHospedaje';

/**
 * The XML of an alta de parte de viajeros (PV): one `comunicacion` per parte, in the order
 * given (the service reports on each by that order, from 1). Elements follow the XSD's
 * sequence; optional ones without a value are left out; every text is escaped. Only the
 * root is qualified, as the schema wants. Several partes go in one message only when they
 * share the establishment (the schema has one `codigoEstablecimiento`).
 */
export function buildParteXml(parte: TSesParte | readonly TSesParte[]): string {
  const partes = Array.isArray(parte) ? parte : [parte as TSesParte];
  const first = partes[0];
  if (!first) throw new Error('A parte de viajeros needs at least one communication');
  if (partes.some((p) => p.establishmentCode !== first.establishmentCode)) {
    throw new Error('The communications of one parte must share their establishment');
  }
  const solicitud = parentElement('solicitud', [
    textElement('codigoEstablecimiento', first.establishmentCode),
    ...partes.map(comunicacion),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?><ns2:peticion xmlns:ns2="${PARTE_NAMESPACE}">${solicitud}</ns2:peticion>`;
}

function comunicacion(parte: TSesParte): string {
  return parentElement('comunicacion', [contrato(parte.contract), ...parte.persons.map(persona)]);
}

function contrato(contract: TSesContract): string {
  const { payment } = contract;
  return parentElement('contrato', [
    textElement('referencia', contract.reference),
    textElement('fechaContrato', contract.contractDate),
    textElement('fechaEntrada', contract.checkIn),
    textElement('fechaSalida', contract.checkOut),
    textElement('numPersonas', contract.personCount),
    textElement('numHabitaciones', contract.roomCount),
    textElement('internet', contract.internet),
    parentElement('pago', [
      textElement('tipoPago', payment.type),
      textElement('fechaPago', payment.date),
      textElement('medioPago', payment.method),
      textElement('titular', payment.holder),
      textElement('caducidadTarjeta', payment.cardExpiry),
    ]),
  ]);
}

function persona(person: TSesPerson): string {
  return parentElement('persona', [
    textElement('rol', person.role ?? 'VI'),
    textElement('nombre', person.firstName),
    textElement('apellido1', person.lastName1),
    textElement('apellido2', person.lastName2),
    textElement('tipoDocumento', person.documentType),
    textElement('numeroDocumento', person.documentNumber),
    textElement('soporteDocumento', person.documentSupport),
    textElement('fechaNacimiento', person.birthDate),
    textElement('nacionalidad', person.nationality?.toUpperCase()),
    textElement('sexo', person.sex),
    direccion(person.address),
    textElement('telefono', person.phone),
    textElement('telefono2', person.phone2),
    textElement('correo', person.email),
    textElement('parentesco', person.kinship),
  ]);
}

function direccion(address: TSesAddress): string {
  return parentElement('direccion', [
    textElement('direccion', address.street),
    textElement('direccionComplementaria', address.complement),
    textElement('codigoMunicipio', address.municipalityCode),
    textElement('nombreMunicipio', address.municipalityName),
    textElement('codigoPostal', address.postalCode),
    textElement('pais', address.country.toUpperCase()),
  ]);
}
