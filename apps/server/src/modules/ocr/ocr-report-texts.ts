import type { TOcrEventType } from '@confirma/contracts/evidence-events';
import type { TOcrFieldName } from '@confirma/contracts/ocr';
import type { TReportLanguage } from '../pdf-reports/index.ts';

/** What the sealed OCR report prints, in each language. */
export interface TReportTexts {
  title: string;
  intro: string;
  analysis: string;
  analysisId: string;
  created: string;
  expires: string;
  documentKind: string;
  document: Record<'ID_CARD' | 'PASSPORT', string>;
  images: string;
  side: Record<'id-front' | 'id-back' | 'passport', string>;
  portrait: string;
  fields: string;
  field: Record<TOcrFieldName, string>;
  source: Record<'mrz' | 'printed', string>;
  confidence: string;
  checks: string;
  mrzValid: string;
  spanishId: string;
  expired: string;
  age: string;
  crossCheck: string;
  consistent: (matched: number, mismatched: number) => string;
  mrzLines: string;
  imageHashes: string;
  events: string;
  event: Record<TOcrEventType, string>;
  yes: string;
  no: string;
  unknown: string;
  sealed: string;
}

const ES: TReportTexts = {
  title: 'Informe de verificación de documento',
  intro:
    'Resultado del análisis automático de un documento de identidad (recorte, enderezado y extracción de datos por OCR). Los campos de la zona MRZ llevan dígitos de control; los de la zona impresa son una lectura óptica con su confianza.',
  analysis: 'Análisis',
  analysisId: 'Identificador',
  created: 'Fecha',
  expires: 'Imágenes y resultados conservados hasta',
  documentKind: 'Documento',
  document: { ID_CARD: 'Documento de identidad (tarjeta)', PASSPORT: 'Pasaporte' },
  images: 'Imágenes enderezadas',
  side: { 'id-front': 'Anverso', 'id-back': 'Reverso', passport: 'Página de datos' },
  portrait: 'Retrato',
  fields: 'Datos extraídos',
  field: {
    lastName: 'Apellidos',
    firstName: 'Nombre',
    documentNumber: 'Número de documento',
    personalNumber: 'Número personal (DNI/NIE)',
    nationality: 'Nacionalidad',
    issuingState: 'Estado emisor',
    birthDate: 'Fecha de nacimiento',
    sex: 'Sexo',
    expirationDate: 'Fecha de caducidad',
    documentType: 'Tipo de documento',
    address: 'Domicilio',
  },
  source: { mrz: 'MRZ', printed: 'zona impresa' },
  confidence: 'confianza',
  checks: 'Comprobaciones',
  mrzValid: 'Dígitos de control de la MRZ correctos',
  spanishId: 'Letra de control del DNI/NIE correcta',
  expired: 'Documento caducado',
  age: 'Edad a la fecha del análisis',
  crossCheck: 'MRZ frente a la zona impresa',
  consistent: (matched, mismatched) => `${matched} coinciden, ${mismatched} no coinciden`,
  mrzLines: 'Líneas MRZ leídas',
  imageHashes: 'SHA-256 de las imágenes enviadas',
  events: 'Eventos de evidencia',
  event: {
    'ocr.analysed': 'Documento analizado',
    'ocr.report_sealed': 'Informe sellado',
    'ocr.deleted': 'Análisis borrado',
    'ocr.purged': 'Imágenes y resultados borrados al terminar el plazo de conservación',
  },
  yes: 'Sí',
  no: 'No',
  unknown: 'No consta',
  sealed: 'Documento sellado electrónicamente por la plataforma con sello de tiempo (PAdES B-T).',
};

const EN: TReportTexts = {
  title: 'Document verification report',
  intro:
    'Result of the automatic analysis of an identity document (crop, straightening and OCR data extraction). MRZ fields carry check digits; printed-zone fields are an optical reading with its confidence.',
  analysis: 'Analysis',
  analysisId: 'Identifier',
  created: 'Date',
  expires: 'Images and results kept until',
  documentKind: 'Document',
  document: { ID_CARD: 'Identity card', PASSPORT: 'Passport' },
  images: 'Straightened images',
  side: { 'id-front': 'Front', 'id-back': 'Back', passport: 'Data page' },
  portrait: 'Portrait',
  fields: 'Extracted data',
  field: {
    lastName: 'Surname',
    firstName: 'Given names',
    documentNumber: 'Document number',
    personalNumber: 'Personal number',
    nationality: 'Nationality',
    issuingState: 'Issuing state',
    birthDate: 'Date of birth',
    sex: 'Sex',
    expirationDate: 'Expiry date',
    documentType: 'Document type',
    address: 'Address',
  },
  source: { mrz: 'MRZ', printed: 'printed zone' },
  confidence: 'confidence',
  checks: 'Checks',
  mrzValid: 'MRZ check digits hold',
  spanishId: 'Spanish DNI/NIE control letter holds',
  expired: 'Document expired',
  age: 'Age at the date of the analysis',
  crossCheck: 'MRZ against the printed zone',
  consistent: (matched, mismatched) => `${matched} match, ${mismatched} differ`,
  mrzLines: 'MRZ lines read',
  imageHashes: 'SHA-256 of the images sent',
  events: 'Evidence events',
  event: {
    'ocr.analysed': 'Document analysed',
    'ocr.report_sealed': 'Report sealed',
    'ocr.deleted': 'Analysis deleted',
    'ocr.purged': 'Images and results erased at the end of the retention period',
  },
  yes: 'Yes',
  no: 'No',
  unknown: 'Not known',
  sealed: 'Electronically sealed by the platform with a time stamp (PAdES B-T).',
};

const IT: TReportTexts = {
  title: 'Rapporto di verifica del documento',
  intro:
    "Risultato dell'analisi automatica di un documento d'identità (ritaglio, raddrizzamento ed estrazione dei dati tramite OCR). I campi della zona MRZ hanno cifre di controllo; quelli della zona stampata sono una lettura ottica con la sua affidabilità.",
  analysis: 'Analisi',
  analysisId: 'Identificativo',
  created: 'Data',
  expires: 'Immagini e risultati conservati fino al',
  documentKind: 'Documento',
  document: { ID_CARD: "Carta d'identità", PASSPORT: 'Passaporto' },
  images: 'Immagini raddrizzate',
  side: { 'id-front': 'Fronte', 'id-back': 'Retro', passport: 'Pagina dati' },
  portrait: 'Ritratto',
  fields: 'Dati estratti',
  field: {
    lastName: 'Cognome',
    firstName: 'Nome',
    documentNumber: 'Numero del documento',
    personalNumber: 'Numero personale',
    nationality: 'Cittadinanza',
    issuingState: 'Stato di emissione',
    birthDate: 'Data di nascita',
    sex: 'Sesso',
    expirationDate: 'Data di scadenza',
    documentType: 'Tipo di documento',
    address: 'Indirizzo',
  },
  source: { mrz: 'MRZ', printed: 'zona stampata' },
  confidence: 'affidabilità',
  checks: 'Controlli',
  mrzValid: 'Cifre di controllo della MRZ corrette',
  spanishId: 'Lettera di controllo del DNI/NIE spagnolo corretta',
  expired: 'Documento scaduto',
  age: "Età alla data dell'analisi",
  crossCheck: 'MRZ rispetto alla zona stampata',
  consistent: (matched, mismatched) => `${matched} coincidono, ${mismatched} differiscono`,
  mrzLines: 'Righe MRZ lette',
  imageHashes: 'SHA-256 delle immagini inviate',
  events: 'Eventi di evidenza',
  event: {
    'ocr.analysed': 'Documento analizzato',
    'ocr.report_sealed': 'Rapporto sigillato',
    'ocr.deleted': 'Analisi cancellata',
    'ocr.purged': 'Immagini e risultati cancellati alla fine del periodo di conservazione',
  },
  yes: 'Sì',
  no: 'No',
  unknown: 'Non risulta',
  sealed: 'Sigillato elettronicamente dalla piattaforma con marca temporale (PAdES B-T).',
};

export const REPORT_TEXTS: Record<TReportLanguage, TReportTexts> = { es: ES, en: EN, it: IT };
