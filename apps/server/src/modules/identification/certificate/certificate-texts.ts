import type { TIdentificationEventType } from '@confirma/contracts/evidence-events';
import type {
  TIdentificationCheck,
  TIdentificationCheckName,
  TLivenessChallengeKind,
} from '@confirma/contracts/identification';
import type { TReviewChecklist, TReviewerRole } from '@confirma/contracts/review-decision';
import {
  IDENTIFICATION_REASON_TEXTS,
  type TIdentificationReasonTexts,
} from '../../mail-texts/index.ts';
import type { TReportLanguage } from '../../pdf-reports/index.ts';

export type TCertificateImage = 'face' | 'front' | 'back' | 'hologram' | 'passport';

/** What the identification certificate prints, in each language. */
export interface TCertificateTexts extends TIdentificationReasonTexts {
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
  status: Record<'PASSED' | 'FAILED' | 'REVIEW', string>;
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
  liveness: string;
  challenge: Record<TLivenessChallengeKind, string>;
  required: string;
  yes: string;
  no: string;
  failures: string;
  reviewReasons: string;
  reviewed: Record<'APPROVED' | 'REJECTED', (at: string) => string>;
  /** A decision with its reviewer (by role and id), reason and checklist. */
  review: {
    decision: Record<'APPROVED' | 'REJECTED', (at: string) => string>;
    decidedBy: string;
    confirmedBy: string;
    role: Record<TReviewerRole, (userId: string) => string>;
    reason: string;
    checklist: string;
    item: Record<keyof TReviewChecklist, string>;
  };
  check: Record<TIdentificationCheckName, string>;
  checkOutcome: Record<TIdentificationCheck['outcome'], string>;
  reportedOnly: string;
  fieldsAgree: (matched: number, minimum: number) => string;
  challengesPassed: (passed: number, asked: number) => string;
  framesFound: (found: number, posted: number) => string;
  video: string;
  videoHash: string;
  videoSize: (bytes: number) => string;
  noVideo: string;
  events: string;
  /** Each event of the identification's chain in words (a type it does not know: its code). */
  event: (type: string) => string;
  sealed: string;
}

const EVENT_ES: Record<TIdentificationEventType, string> = {
  'identification.started': 'Identificación iniciada',
  'identification.face_detected': 'Rostro detectado',
  'identification.front_detected': 'Anverso del documento detectado',
  'identification.passport_detected': 'Página del pasaporte detectada',
  'identification.back_detected': 'Reverso del documento detectado',
  'identification.capture_saved': 'Captura guardada',
  'identification.video_stored': 'Vídeo guardado',
  'identification.liveness_checked': 'Prueba de vida comprobada',
  'identification.colour_checked': 'Secuencia de colores comprobada',
  'identification.hologram_checked': 'Holograma comprobado',
  'identification.document_presence_checked': 'Presencia física del documento comprobada',
  'identification.recording_checked': 'Grabación comprobada',
  'identification.passed': 'Identificación superada',
  'identification.failed': 'Identificación no superada',
  'identification.review': 'Identificación pendiente de revisión',
  'identification.abandoned': 'Intento abandonado durante la grabación',
  'identification.review_pending': 'Primera revisión registrada, a la espera de una segunda',
  'identification.review_overruled': 'Segunda revisión en desacuerdo: el caso vuelve a revisión',
  'identification.reviewed': 'Identificación revisada',
  'identification.certificate_sealed': 'Certificado sellado',
  'identification.purged': 'Imágenes y vídeo borrados al terminar el plazo de conservación',
};
const EVENT_EN: Record<TIdentificationEventType, string> = {
  'identification.started': 'Identification started',
  'identification.face_detected': 'Face detected',
  'identification.front_detected': 'Document front detected',
  'identification.passport_detected': 'Passport page detected',
  'identification.back_detected': 'Document back detected',
  'identification.capture_saved': 'Capture stored',
  'identification.video_stored': 'Video stored',
  'identification.liveness_checked': 'Liveness challenge checked',
  'identification.colour_checked': 'Colour sequence checked',
  'identification.hologram_checked': 'Hologram checked',
  'identification.document_presence_checked': 'Document physically there checked',
  'identification.recording_checked': 'Recording checked',
  'identification.passed': 'Identification passed',
  'identification.failed': 'Identification failed',
  'identification.review': 'Identification sent for review',
  'identification.abandoned': 'Attempt abandoned while recording',
  'identification.review_pending': 'First review recorded, waiting for a second reviewer',
  'identification.review_overruled': 'Second reviewer disagreed: the case went back to review',
  'identification.reviewed': 'Identification reviewed',
  'identification.certificate_sealed': 'Certificate sealed',
  'identification.purged': 'Images and video erased at the end of the retention period',
};
const EVENT_IT: Record<TIdentificationEventType, string> = {
  'identification.started': 'Identificazione avviata',
  'identification.face_detected': 'Volto rilevato',
  'identification.front_detected': 'Fronte del documento rilevato',
  'identification.passport_detected': 'Pagina del passaporto rilevata',
  'identification.back_detected': 'Retro del documento rilevato',
  'identification.capture_saved': 'Acquisizione salvata',
  'identification.video_stored': 'Video salvato',
  'identification.liveness_checked': 'Prova di vitalità verificata',
  'identification.colour_checked': 'Sequenza di colori verificata',
  'identification.hologram_checked': 'Ologramma verificato',
  'identification.document_presence_checked': 'Presenza fisica del documento verificata',
  'identification.recording_checked': 'Registrazione verificata',
  'identification.passed': 'Identificazione superata',
  'identification.failed': 'Identificazione non superata',
  'identification.review': 'Identificazione in revisione',
  'identification.abandoned': 'Tentativo abbandonato durante la registrazione',
  'identification.review_pending': 'Prima revisione registrata, in attesa di una seconda',
  'identification.review_overruled': 'Seconda revisione in disaccordo: il caso torna in revisione',
  'identification.reviewed': 'Identificazione rivista',
  'identification.certificate_sealed': 'Certificato sigillato',
  'identification.purged': 'Immagini e video cancellati alla fine del periodo di conservazione',
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

export const CERTIFICATE_TEXTS: Record<TReportLanguage, TCertificateTexts> = {
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
    status: { PASSED: 'Superada', FAILED: 'No superada', REVIEW: 'Pendiente de revisión' },
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
    liveness: 'Retos de la prueba de vida',
    challenge: {
      BLINK: 'parpadear',
      TURN_LEFT: 'girar la cabeza a la izquierda',
      TURN_RIGHT: 'girar la cabeza a la derecha',
      LOOK_UP: 'levantar la cabeza',
      MOVE_CLOSER: 'acercar la cara a la cámara',
    },
    required: 'obligatorio',
    yes: 'sí',
    no: 'no',
    failures: 'Motivos',
    ...IDENTIFICATION_REASON_TEXTS.es,
    reviewReasons: 'Pendiente de revisión porque',
    reviewed: {
      APPROVED: (at) => `Revisada por el remitente: aprobada el ${at}`,
      REJECTED: (at) => `Revisada por el remitente: rechazada el ${at}`,
    },
    review: {
      decision: {
        APPROVED: (at) => `Revisada por una persona: aprobada el ${at}`,
        REJECTED: (at) => `Revisada por una persona: rechazada el ${at}`,
      },
      decidedBy: 'Decidida por',
      confirmedBy: 'Confirmada por (segundo revisor)',
      role: {
        platform_reviewer: (id) => `revisor de la plataforma, id ${id}`,
        account_owner: (id) => `propietario de la cuenta, id ${id}`,
      },
      reason: 'Motivo',
      checklist: 'Comprobado',
      item: {
        samePerson: 'misma persona',
        documentPresent: 'documento presente y auténtico',
        dataConsistent: 'datos coherentes',
      },
    },
    check: {
      FACE_MATCH: 'Coincidencia facial',
      LIVENESS: 'Prueba de vida',
      COLOUR: 'Secuencia de colores reflejada en el rostro',
      HOLOGRAM: 'Holograma',
      DOCUMENT_PRESENCE: 'Documento presente (no en pantalla, ni impresión, ni fotocopia)',
      RECORDING: 'Grabación de la sesión',
      DOCUMENT_CONSISTENCY: 'Coherencia del documento (anverso y MRZ)',
      MRZ: 'Dígitos de control de la MRZ',
      EXPIRY: 'Vigencia del documento',
      DATA: 'Datos indicados frente a los leídos',
    },
    checkOutcome: {
      PASSED: 'superada',
      FAILED: 'no superada',
      REVIEW: 'a revisar',
      NOT_RUN: 'no realizada',
    },
    reportedOnly: 'solo informativa',
    fieldsAgree: (matched, minimum) => `${matched} campos coinciden, mínimo ${minimum}`,
    challengesPassed: (passed, asked) => `${passed} de ${asked} retos`,
    framesFound: (found, posted) => `${found} de ${posted} imágenes encontradas en el vídeo`,
    video: 'Vídeo',
    videoHash: 'SHA-256',
    videoSize: (bytes) => `${bytes.toLocaleString('es-ES')} bytes`,
    noVideo: 'No se recibió el vídeo.',
    events: 'Eventos de evidencia',
    event: (type) => (EVENT_ES as Record<string, string>)[type] ?? type,
    sealed:
      'Documento sellado electrónicamente con el sello de la plataforma y un sello de tiempo.',
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
    status: { PASSED: 'Passed', FAILED: 'Failed', REVIEW: 'Under review' },
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
    liveness: 'Liveness challenges',
    challenge: {
      BLINK: 'blink',
      TURN_LEFT: 'turn the head left',
      TURN_RIGHT: 'turn the head right',
      LOOK_UP: 'raise the head',
      MOVE_CLOSER: 'bring the face closer to the camera',
    },
    required: 'required',
    yes: 'yes',
    no: 'no',
    failures: 'Reasons',
    ...IDENTIFICATION_REASON_TEXTS.en,
    reviewReasons: 'Under review because',
    reviewed: {
      APPROVED: (at) => `Reviewed by the sender: approved on ${at}`,
      REJECTED: (at) => `Reviewed by the sender: rejected on ${at}`,
    },
    review: {
      decision: {
        APPROVED: (at) => `Reviewed by a person: approved on ${at}`,
        REJECTED: (at) => `Reviewed by a person: rejected on ${at}`,
      },
      decidedBy: 'Decided by',
      confirmedBy: 'Confirmed by (second reviewer)',
      role: {
        platform_reviewer: (id) => `platform reviewer, id ${id}`,
        account_owner: (id) => `account owner, id ${id}`,
      },
      reason: 'Reason',
      checklist: 'Checked',
      item: {
        samePerson: 'same person',
        documentPresent: 'document present and genuine',
        dataConsistent: 'data consistent',
      },
    },
    check: {
      FACE_MATCH: 'Face match',
      LIVENESS: 'Liveness challenge',
      COLOUR: 'Colour sequence reflected by the face',
      HOLOGRAM: 'Hologram',
      DOCUMENT_PRESENCE: 'Document physically there (not a screen, a print or a photocopy)',
      RECORDING: 'Session recording',
      DOCUMENT_CONSISTENCY: 'Document consistency (front and MRZ)',
      MRZ: 'MRZ check digits',
      EXPIRY: 'Document in date',
      DATA: 'Data given against data read',
    },
    checkOutcome: {
      PASSED: 'passed',
      FAILED: 'failed',
      REVIEW: 'to review',
      NOT_RUN: 'not run',
    },
    reportedOnly: 'reported only',
    fieldsAgree: (matched, minimum) => `${matched} fields agree, at least ${minimum}`,
    challengesPassed: (passed, asked) => `${passed} of ${asked} challenges`,
    framesFound: (found, posted) => `${found} of ${posted} images found in the recording`,
    video: 'Video',
    videoHash: 'SHA-256',
    videoSize: (bytes) => `${bytes.toLocaleString('en-GB')} bytes`,
    noVideo: 'The video was not received.',
    events: 'Evidence events',
    event: (type) => (EVENT_EN as Record<string, string>)[type] ?? type,
    sealed: 'Electronically sealed with the platform seal and a time stamp.',
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
    status: { PASSED: 'Superata', FAILED: 'Non superata', REVIEW: 'In revisione' },
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
    liveness: 'Prove di vitalità',
    challenge: {
      BLINK: 'battere le palpebre',
      TURN_LEFT: 'girare la testa a sinistra',
      TURN_RIGHT: 'girare la testa a destra',
      LOOK_UP: 'alzare la testa',
      MOVE_CLOSER: 'avvicinare il viso alla fotocamera',
    },
    required: 'obbligatorio',
    yes: 'sì',
    no: 'no',
    failures: 'Motivi',
    ...IDENTIFICATION_REASON_TEXTS.it,
    reviewReasons: 'In revisione perché',
    reviewed: {
      APPROVED: (at) => `Rivista dal mittente: approvata il ${at}`,
      REJECTED: (at) => `Rivista dal mittente: respinta il ${at}`,
    },
    review: {
      decision: {
        APPROVED: (at) => `Rivista da una persona: approvata il ${at}`,
        REJECTED: (at) => `Rivista da una persona: respinta il ${at}`,
      },
      decidedBy: 'Decisa da',
      confirmedBy: 'Confermata da (secondo revisore)',
      role: {
        platform_reviewer: (id) => `revisore della piattaforma, id ${id}`,
        account_owner: (id) => `titolare dell'account, id ${id}`,
      },
      reason: 'Motivo',
      checklist: 'Verificato',
      item: {
        samePerson: 'stessa persona',
        documentPresent: 'documento presente e autentico',
        dataConsistent: 'dati coerenti',
      },
    },
    check: {
      FACE_MATCH: 'Corrispondenza del volto',
      LIVENESS: 'Prova di vitalità',
      COLOUR: 'Sequenza di colori riflessa dal volto',
      HOLOGRAM: 'Ologramma',
      DOCUMENT_PRESENCE: 'Documento presente (non su schermo, né stampa, né fotocopia)',
      RECORDING: 'Registrazione della sessione',
      DOCUMENT_CONSISTENCY: 'Coerenza del documento (fronte e MRZ)',
      MRZ: 'Cifre di controllo della MRZ',
      EXPIRY: 'Validità del documento',
      DATA: 'Dati indicati rispetto a quelli letti',
    },
    checkOutcome: {
      PASSED: 'superato',
      FAILED: 'non superato',
      REVIEW: 'da rivedere',
      NOT_RUN: 'non eseguito',
    },
    reportedOnly: 'solo informativo',
    fieldsAgree: (matched, minimum) => `${matched} campi coincidono, minimo ${minimum}`,
    challengesPassed: (passed, asked) => `${passed} su ${asked} prove`,
    framesFound: (found, posted) => `${found} immagini su ${posted} trovate nella registrazione`,
    video: 'Video',
    videoHash: 'SHA-256',
    videoSize: (bytes) => `${bytes.toLocaleString('it-IT')} byte`,
    noVideo: 'Il video non è stato ricevuto.',
    events: 'Eventi di evidenza',
    event: (type) => (EVENT_IT as Record<string, string>)[type] ?? type,
    sealed:
      'Documento sigillato elettronicamente con il sigillo della piattaforma e una marca temporale.',
  },
};
