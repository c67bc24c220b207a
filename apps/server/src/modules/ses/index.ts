/**
 * The ses module: the parte de viajeros for the Ministry of the Interior's SES.HOSPEDAJES
 * web service (Real Decreto 933/2021) — its XML, the published schemas and the rules beyond
 * them, the ZIP solicitud, the SOAP messages and the client. What other modules may use.
 */
export { buildParteXml, PARTE_NAMESPACE } from './build-parte-xml.ts';
export {
  ageOn,
  checkParteRules,
  type TSesRuleCode,
  type TSesRuleProblem,
} from './check-parte-rules.ts';
export {
  municipalitiesOf,
  resolveMunicipality,
  type TMunicipality,
} from './municipalities/index.ts';
export { parseComunicacionAnswer, parseConsultaLoteAnswer } from './parse-soap-answers.ts';
export {
  SES_DOCUMENT_TYPES,
  SES_KINSHIPS,
  SES_PAYMENT_TYPES,
  SES_SEXES,
  type TSesAddress,
  type TSesComunicacionAnswer,
  type TSesConsultaLoteAnswer,
  type TSesContract,
  type TSesDocumentType,
  type TSesKinship,
  type TSesLoteResult,
  type TSesLoteState,
  type TSesParte,
  type TSesPayment,
  type TSesPaymentType,
  type TSesPerson,
  type TSesRecordResult,
  type TSesSchema,
  type TSesSchemaResult,
  type TSesSex,
  type TSesTipoComunicacion,
  type TSesTipoOperacion,
} from './ses.types.ts';
export {
  createSesClient,
  SES_ENDPOINTS,
  type TSesClient,
  type TSesClientOptions,
} from './ses-client.ts';
export { SesError, type TSesFailure } from './ses-error.ts';
export { SES_ERROR_MESSAGES, sesErrorKey, type TSesErrorKey } from './ses-error-messages.ts';
export {
  COMUNICACION_NAMESPACE,
  comunicacionRequestXml,
  consultaLoteRequestXml,
  SOAP_ENVELOPE_NAMESPACE,
  soapComunicacion,
  soapConsultaLote,
  type TSoapComunicacion,
} from './soap-envelopes.ts';
export { packSolicitud, unpackSolicitud } from './solicitud-zip.ts';
export { validateAgainstSchema } from './validate-against-schema.ts';
