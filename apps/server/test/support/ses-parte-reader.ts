import { XMLParser } from 'fast-xml-parser';
import type { TSesParte, TSesPerson } from '../../src/modules/ses/index.ts';

/**
 * The simulator's reading of an altaParteHospedaje message it has already checked against
 * the schema: one TSesParte per `comunicacion`, in order, so the same checkParteRules the
 * product runs before sending judges what arrived.
 */

type TNode = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'comunicacion' || name === 'persona',
});

const str = (node: TNode, name: string): string | undefined => {
  const value = node[name];
  return typeof value === 'string' ? value : undefined;
};
const child = (node: TNode, name: string): TNode => (node[name] ?? {}) as TNode;

function person(node: TNode): TSesPerson {
  const address = child(node, 'direccion');
  return {
    firstName: str(node, 'nombre') ?? '',
    lastName1: str(node, 'apellido1') ?? '',
    lastName2: str(node, 'apellido2'),
    documentType: str(node, 'tipoDocumento') as TSesPerson['documentType'],
    documentNumber: str(node, 'numeroDocumento'),
    documentSupport: str(node, 'soporteDocumento'),
    birthDate: str(node, 'fechaNacimiento') ?? '',
    nationality: str(node, 'nacionalidad'),
    sex: str(node, 'sexo') as TSesPerson['sex'],
    address: {
      street: str(address, 'direccion') ?? '',
      complement: str(address, 'direccionComplementaria'),
      municipalityCode: str(address, 'codigoMunicipio'),
      municipalityName: str(address, 'nombreMunicipio'),
      postalCode: str(address, 'codigoPostal') ?? '',
      country: str(address, 'pais') ?? '',
    },
    phone: str(node, 'telefono'),
    phone2: str(node, 'telefono2'),
    email: str(node, 'correo'),
    kinship: str(node, 'parentesco') as TSesPerson['kinship'],
  };
}

export function readParteXml(xml: string): TSesParte[] {
  const solicitud = child(child(parser.parse(xml) as TNode, 'peticion'), 'solicitud');
  const establishmentCode = str(solicitud, 'codigoEstablecimiento') ?? '';
  return ((solicitud.comunicacion ?? []) as TNode[]).map((comunicacion) => {
    const contrato = child(comunicacion, 'contrato');
    const pago = child(contrato, 'pago');
    return {
      establishmentCode,
      contract: {
        reference: str(contrato, 'referencia') ?? '',
        contractDate: str(contrato, 'fechaContrato') ?? '',
        checkIn: str(contrato, 'fechaEntrada') ?? '',
        checkOut: str(contrato, 'fechaSalida') ?? '',
        personCount: Number(str(contrato, 'numPersonas')),
        payment: { type: str(pago, 'tipoPago') as TSesParte['contract']['payment']['type'] },
      },
      persons: ((comunicacion.persona ?? []) as TNode[]).map(person),
    };
  });
}
