import type { TIdentificationFailure } from '@confirma/contracts/identification';

export type TCertificateLanguage = 'es' | 'en' | 'it';
export type TCertificateImage = 'face' | 'front' | 'back' | 'hologram' | 'passport';

/** What the identification certificate prints, in each language. */
export interface TCertificateTexts {
  title: string;
  intro: string;
  operation: string;
  operationId: string;
  signatureType: string;
  created: string;
  person: string;
  name: string;
  email: string;
  documentNumber: string;
  identification: string;
  videoUuid: string;
  status: Record<'PASSED' | 'FAILED', string>;
  outcome: string;
  document: Record<'ID_CARD' | 'PASSPORT' | 'NONE', string>;
  documentKind: string;
  started: string;
  completed: string;
  images: string;
  image: Record<TCertificateImage, string>;
  purged: string;
  scores: string;
  faceMatch: string;
  threshold: string;
  antispoof: string;
  frontConfidence: string;
  backConfidence: string;
  hologramConfidence: string;
  notMeasured: string;
  mrz: string;
  mrzFields: Record<
    | 'icarLastName'
    | 'icarName'
    | 'icarDocNumber'
    | 'icarNif'
    | 'icarNationality'
    | 'icarIssuingState'
    | 'icarBirthDate'
    | 'icarSex'
    | 'icarExpirationDate'
    | 'icarDocType',
    string
  >;
  noMrz: string;
  checks: string;
  mrzValid: string;
  nifMatches: string;
  faceMatched: string;
  biometryBlocking: string;
  liveness: string;
  hologramDetected: string;
  required: string;
  yes: string;
  no: string;
  unknown: string;
  failures: string;
  failure: Record<TIdentificationFailure, string>;
  video: string;
  videoHash: string;
  videoSize: (bytes: number) => string;
  noVideo: string;
  events: string;
  event: (type: string) => string;
  sealed: string;
  page: string;
}

const EVENT_ES: Record<string, string> = {
  'identification.session_opened': 'Sesión de grabación abierta',
  'identification.started': 'Identificación iniciada',
  'identification.face_detected': 'Rostro detectado',
  'identification.front_detected': 'Anverso del documento detectado',
  'identification.passport_detected': 'Página del pasaporte detectada',
  'identification.back_detected': 'Reverso del documento detectado',
  'identification.capture_saved': 'Captura guardada',
  'identification.video_stored': 'Vídeo guardado',
  'identification.liveness_checked': 'Prueba de vida comprobada',
  'identification.hologram_checked': 'Holograma comprobado',
  'identification.passed': 'Identificación superada',
  'identification.failed': 'Identificación no superada',
};
const EVENT_EN: Record<string, string> = {
  'identification.session_opened': 'Recording session opened',
  'identification.started': 'Identification started',
  'identification.face_detected': 'Face detected',
  'identification.front_detected': 'Document front detected',
  'identification.passport_detected': 'Passport page detected',
  'identification.back_detected': 'Document back detected',
  'identification.capture_saved': 'Capture stored',
  'identification.video_stored': 'Video stored',
  'identification.liveness_checked': 'Liveness challenge checked',
  'identification.hologram_checked': 'Hologram checked',
  'identification.passed': 'Identification passed',
  'identification.failed': 'Identification failed',
};
const EVENT_IT: Record<string, string> = {
  'identification.session_opened': 'Sessione di registrazione aperta',
  'identification.started': 'Identificazione avviata',
  'identification.face_detected': 'Volto rilevato',
  'identification.front_detected': 'Fronte del documento rilevato',
  'identification.passport_detected': 'Pagina del passaporto rilevata',
  'identification.back_detected': 'Retro del documento rilevato',
  'identification.capture_saved': 'Acquisizione salvata',
  'identification.video_stored': 'Video salvato',
  'identification.liveness_checked': 'Prova di vitalità verificata',
  'identification.hologram_checked': 'Ologramma verificato',
  'identification.passed': 'Identificazione superata',
  'identification.failed': 'Identificazione non superata',
};

const MRZ_FIELDS_ES = {
  icarLastName: 'Apellidos',
  icarName: 'Nombre',
  icarDocNumber: 'Número de documento',
  icarNif: 'Número personal (NIF)',
  icarNationality: 'Nacionalidad',
  icarIssuingState: 'Estado emisor',
  icarBirthDate: 'Fecha de nacimiento',
  icarSex: 'Sexo',
  icarExpirationDate: 'Fecha de caducidad',
  icarDocType: 'Tipo de documento',
};

export const CERTIFICATE_TEXTS: Record<TCertificateLanguage, TCertificateTexts> = {
  es: {
    title: 'Certificado de identificación por vídeo',
    intro:
      'La plataforma certifica la identificación remota por vídeo descrita abajo: las imágenes tomadas, las puntuaciones del motor de visión, los datos leídos de la zona MRZ del documento, las comprobaciones cruzadas, la huella del vídeo y los eventos de evidencia.',
    operation: 'Operación',
    operationId: 'Identificador',
    signatureType: 'Tipo de firma',
    created: 'Creada',
    person: 'Persona identificada',
    name: 'Nombre',
    email: 'Correo electrónico',
    documentNumber: 'Número de documento indicado',
    identification: 'Identificación',
    videoUuid: 'Identificador del vídeo',
    status: { PASSED: 'SUPERADA', FAILED: 'NO SUPERADA' },
    outcome: 'Resultado',
    document: { ID_CARD: 'Documento de identidad', PASSPORT: 'Pasaporte', NONE: '—' },
    documentKind: 'Documento',
    started: 'Inicio',
    completed: 'Fin',
    images: 'Imágenes',
    image: {
      face: 'Rostro',
      front: 'Anverso',
      back: 'Reverso',
      hologram: 'Holograma',
      passport: 'Pasaporte',
    },
    purged:
      'Las imágenes y el vídeo se han borrado al terminar el plazo de conservación; se conservan sus huellas.',
    scores: 'Puntuaciones',
    faceMatch: 'Coincidencia facial (selfi y foto del documento)',
    threshold: 'umbral',
    antispoof: 'Antisuplantación pasiva del selfi',
    frontConfidence: 'Confianza del anverso o página',
    backConfidence: 'Confianza del reverso',
    hologramConfidence: 'Confianza del holograma',
    notMeasured: 'no medida',
    mrz: 'Datos de la zona MRZ',
    mrzFields: MRZ_FIELDS_ES,
    noMrz: 'No se leyó ninguna zona MRZ.',
    checks: 'Comprobaciones',
    mrzValid: 'Dígitos de control de la MRZ correctos',
    nifMatches: 'El número indicado coincide con el del documento',
    faceMatched: 'Coincidencia facial superada',
    biometryBlocking: 'Biometría bloqueante',
    liveness: 'Prueba de vida activa superada',
    hologramDetected: 'Holograma detectado',
    required: 'obligatorio',
    yes: 'sí',
    no: 'no',
    unknown: '—',
    failures: 'Motivos',
    failure: {
      NO_FACE: 'no se capturó el rostro',
      NO_DOCUMENT: 'no se capturó el documento',
      NO_BACK: 'no se capturó el reverso',
      FACE_MISMATCH: 'el rostro no coincide con el del documento',
      LIVENESS_FAILED: 'prueba de vida no superada',
      HOLOGRAM_FAILED: 'holograma no detectado',
      MRZ_INVALID: 'MRZ ilegible o con dígitos de control erróneos',
      DOCUMENT_EXPIRED: 'documento caducado',
      DATA_MISMATCH: 'el número de documento no coincide',
      NO_VIDEO: 'no se recibió el vídeo',
    },
    video: 'Vídeo',
    videoHash: 'SHA-256',
    videoSize: (bytes) => `${bytes.toLocaleString('es-ES')} bytes`,
    noVideo: 'No se recibió el vídeo.',
    events: 'Eventos de evidencia',
    event: (type) => EVENT_ES[type] ?? type,
    sealed:
      'Documento sellado electrónicamente con el sello de la plataforma y un sello de tiempo.',
    page: 'Página',
  },
  en: {
    title: 'Video identification certificate',
    intro:
      'The platform certifies the remote video identification described below: the images taken, the vision engine’s scores, the data read from the document’s MRZ, the cross-checks, the video’s hash and the evidence events.',
    operation: 'Operation',
    operationId: 'Identifier',
    signatureType: 'Signature type',
    created: 'Created',
    person: 'Person identified',
    name: 'Name',
    email: 'E-mail',
    documentNumber: 'Document number given',
    identification: 'Identification',
    videoUuid: 'Video identifier',
    status: { PASSED: 'PASSED', FAILED: 'FAILED' },
    outcome: 'Outcome',
    document: { ID_CARD: 'Identity card', PASSPORT: 'Passport', NONE: '—' },
    documentKind: 'Document',
    started: 'Started',
    completed: 'Completed',
    images: 'Images',
    image: {
      face: 'Face',
      front: 'Front',
      back: 'Back',
      hologram: 'Hologram',
      passport: 'Passport',
    },
    purged:
      'The images and the video were deleted when their retention ended; their hashes are kept.',
    scores: 'Scores',
    faceMatch: 'Face match (selfie and document portrait)',
    threshold: 'threshold',
    antispoof: 'Passive anti-spoof of the selfie',
    frontConfidence: 'Front or page confidence',
    backConfidence: 'Back confidence',
    hologramConfidence: 'Hologram confidence',
    notMeasured: 'not measured',
    mrz: 'MRZ data',
    mrzFields: {
      icarLastName: 'Surname',
      icarName: 'Given names',
      icarDocNumber: 'Document number',
      icarNif: 'Personal number',
      icarNationality: 'Nationality',
      icarIssuingState: 'Issuing state',
      icarBirthDate: 'Date of birth',
      icarSex: 'Sex',
      icarExpirationDate: 'Expiry date',
      icarDocType: 'Document type',
    },
    noMrz: 'No MRZ was read.',
    checks: 'Cross-checks',
    mrzValid: 'MRZ check digits hold',
    nifMatches: 'The number given matches the document',
    faceMatched: 'Face match passed',
    biometryBlocking: 'Biometry blocking',
    liveness: 'Active liveness challenge passed',
    hologramDetected: 'Hologram detected',
    required: 'required',
    yes: 'yes',
    no: 'no',
    unknown: '—',
    failures: 'Reasons',
    failure: {
      NO_FACE: 'no face was captured',
      NO_DOCUMENT: 'no document was captured',
      NO_BACK: 'the back was not captured',
      FACE_MISMATCH: 'the face does not match the document’s',
      LIVENESS_FAILED: 'liveness challenge failed',
      HOLOGRAM_FAILED: 'hologram not detected',
      MRZ_INVALID: 'MRZ unreadable or with wrong check digits',
      DOCUMENT_EXPIRED: 'document expired',
      DATA_MISMATCH: 'the document number does not match',
      NO_VIDEO: 'the video was not received',
    },
    video: 'Video',
    videoHash: 'SHA-256',
    videoSize: (bytes) => `${bytes.toLocaleString('en-GB')} bytes`,
    noVideo: 'The video was not received.',
    events: 'Evidence events',
    event: (type) => EVENT_EN[type] ?? type,
    sealed: 'Electronically sealed with the platform seal and a time stamp.',
    page: 'Page',
  },
  it: {
    title: 'Certificato di identificazione video',
    intro:
      'La piattaforma certifica l’identificazione remota via video descritta sotto: le immagini acquisite, i punteggi del motore di visione, i dati letti dalla zona MRZ del documento, i controlli incrociati, l’impronta del video e gli eventi di evidenza.',
    operation: 'Operazione',
    operationId: 'Identificativo',
    signatureType: 'Tipo di firma',
    created: 'Creata',
    person: 'Persona identificata',
    name: 'Nome',
    email: 'E-mail',
    documentNumber: 'Numero di documento indicato',
    identification: 'Identificazione',
    videoUuid: 'Identificativo del video',
    status: { PASSED: 'SUPERATA', FAILED: 'NON SUPERATA' },
    outcome: 'Esito',
    document: { ID_CARD: 'Carta d’identità', PASSPORT: 'Passaporto', NONE: '—' },
    documentKind: 'Documento',
    started: 'Inizio',
    completed: 'Fine',
    images: 'Immagini',
    image: {
      face: 'Volto',
      front: 'Fronte',
      back: 'Retro',
      hologram: 'Ologramma',
      passport: 'Passaporto',
    },
    purged:
      'Le immagini e il video sono stati cancellati alla fine del periodo di conservazione; restano le loro impronte.',
    scores: 'Punteggi',
    faceMatch: 'Corrispondenza del volto (selfie e foto del documento)',
    threshold: 'soglia',
    antispoof: 'Anti-spoofing passivo del selfie',
    frontConfidence: 'Confidenza del fronte o della pagina',
    backConfidence: 'Confidenza del retro',
    hologramConfidence: 'Confidenza dell’ologramma',
    notMeasured: 'non misurata',
    mrz: 'Dati della zona MRZ',
    mrzFields: {
      icarLastName: 'Cognome',
      icarName: 'Nome',
      icarDocNumber: 'Numero del documento',
      icarNif: 'Numero personale',
      icarNationality: 'Cittadinanza',
      icarIssuingState: 'Stato di emissione',
      icarBirthDate: 'Data di nascita',
      icarSex: 'Sesso',
      icarExpirationDate: 'Data di scadenza',
      icarDocType: 'Tipo di documento',
    },
    noMrz: 'Nessuna zona MRZ letta.',
    checks: 'Controlli incrociati',
    mrzValid: 'Cifre di controllo della MRZ corrette',
    nifMatches: 'Il numero indicato corrisponde al documento',
    faceMatched: 'Corrispondenza del volto superata',
    biometryBlocking: 'Biometria bloccante',
    liveness: 'Prova di vitalità attiva superata',
    hologramDetected: 'Ologramma rilevato',
    required: 'obbligatorio',
    yes: 'sì',
    no: 'no',
    unknown: '—',
    failures: 'Motivi',
    failure: {
      NO_FACE: 'volto non acquisito',
      NO_DOCUMENT: 'documento non acquisito',
      NO_BACK: 'retro non acquisito',
      FACE_MISMATCH: 'il volto non corrisponde a quello del documento',
      LIVENESS_FAILED: 'prova di vitalità non superata',
      HOLOGRAM_FAILED: 'ologramma non rilevato',
      MRZ_INVALID: 'MRZ illeggibile o con cifre di controllo errate',
      DOCUMENT_EXPIRED: 'documento scaduto',
      DATA_MISMATCH: 'il numero del documento non corrisponde',
      NO_VIDEO: 'video non ricevuto',
    },
    video: 'Video',
    videoHash: 'SHA-256',
    videoSize: (bytes) => `${bytes.toLocaleString('it-IT')} byte`,
    noVideo: 'Il video non è stato ricevuto.',
    events: 'Eventi di evidenza',
    event: (type) => EVENT_IT[type] ?? type,
    sealed:
      'Documento sigillato elettronicamente con il sigillo della piattaforma e una marca temporale.',
    page: 'Pagina',
  },
};

const LOCALES: Record<TCertificateLanguage, string> = { es: 'es-ES', en: 'en-GB', it: 'it-IT' };

/** `12/03/2026, 10:15:02 CET` in the certificate's time zone. */
export function formatCertificateTime(
  date: Date | null,
  language: TCertificateLanguage,
  timeZone: string,
): string {
  if (!date) return '—';
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'short',
    timeStyle: 'long',
    timeZone,
  }).format(date);
}
