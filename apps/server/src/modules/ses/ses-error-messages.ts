/**
 * What went wrong with a communication, as a stable key the product localises (es/en/it):
 * - credentials: the web-service user or password was refused;
 * - schema: the message does not follow the published format (XSD, ZIP, base64, cabecera);
 * - establishment: the establishment (or the landlord's code) is not known to the service;
 * - duplicate: the communication was already made;
 * - data: a guest's or the contract's data broke one of the service's rules;
 * - unavailable: the service is down or did not answer (retry later);
 * - unknown: anything else (the service's description is kept for support).
 */
export type TSesErrorKey =
  | 'credentials'
  | 'schema'
  | 'establishment'
  | 'duplicate'
  | 'data'
  | 'unavailable'
  | 'unknown';

/**
 * The service's answer codes known here, by code. The published specification's table of
 * codes was not available offline: 109 ("Formato de solicitud incorrecto") is the one code
 * seen in public integrations' tests; add the others as they are met. Codes not listed are
 * classified by their description (sesErrorKey).
 */
export const SES_ERROR_MESSAGES: Readonly<Record<number, TSesErrorKey>> = {
  109: 'schema',
};

/** The service's descriptions (Spanish), most specific first. */
const DESCRIPTION_KEYS: ReadonlyArray<readonly [RegExp, TSesErrorKey]> = [
  [/duplicad|ya exist|ya ha sido|repetid/i, 'duplicate'],
  [/establecimiento|arrendador/i, 'establishment'],
  [/usuario|contrase|credencial|autoriz|autentic/i, 'credentials'],
  [/formato|esquema|xsd|\bxml\b|base ?64|zip|cabecera/i, 'schema'],
  [/obligatori|parentesco|documento|soporte|apellido|menor|mayor de edad|nacimiento/i, 'data'],
];

/**
 * The key of an answer code and its description, or of a per-record error (no code, its
 * tipoError and error text): the code when it is known, else the description's words.
 */
export function sesErrorKey(
  codigo: number | undefined,
  description: string | undefined,
): TSesErrorKey {
  const known = codigo === undefined ? undefined : SES_ERROR_MESSAGES[codigo];
  if (known) return known;
  const text = description ?? '';
  return DESCRIPTION_KEYS.find(([pattern]) => pattern.test(text))?.[1] ?? 'unknown';
}
