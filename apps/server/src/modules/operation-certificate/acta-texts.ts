/** Labels of the operation certificate ("acta") in the product languages. */
export const ACTA_TEXTS = {
  es: {
    title: 'Certificado de la operación',
    intro:
      'Confirma certifica los datos y eventos de esta operación de firma electrónica, registrados con la hora del servidor y encadenados por hash. Cada evento se muestra en UTC y en la hora de',
    device: 'Dispositivo',
    on: 'en',
    operation: 'Operación',
    signers: 'Firmantes',
    documents: 'Documentos',
    events: 'Eventos',
    chain: 'Cadena de evidencias',
    fields: {
      id: 'Identificador',
      subject: 'Asunto',
      sender: 'Remitente',
      kind: 'Tipo de operación',
      type: 'Tipo de firma',
      status: 'Estado',
      created: 'Creada',
      completed: 'Finalizada',
    },
    original: 'SHA-256 original',
    signed: 'SHA-256 firmado',
    filled: {
      date: 'Fecha de la firma',
      name: 'Nombre',
      initials: 'Iniciales',
      yes: 'Sí',
      no: 'No',
    },
    certificate: 'Certificado del firmante',
    certificateLevels: {
      otp: 'certificado de un solo uso de Confirma tras un código por SMS',
      handwritten: 'certificado de un solo uso de Confirma tras una firma manuscrita',
      identification:
        'certificado de un solo uso de Confirma tras una identificación por vídeo con todas las comprobaciones (documento, coincidencia del rostro y prueba de vida) y un código por SMS',
      'identification-reviewed':
        'certificado de un solo uso de Confirma tras una identificación por vídeo que las comprobaciones automáticas dejaron en revisión y una persona aprobó (un revisor de la plataforma o la empresa remitente), y un código por SMS',
      'identification-relaxed':
        'certificado de un solo uso de Confirma tras una identificación por vídeo en la que la empresa remitente no exigió la coincidencia del rostro o la prueba de vida (no acredita que quien firma sea el titular del documento), y un código por SMS',
    },
    kinds: {
      demo: 'Demostración, sin validez legal',
      documents: 'Firma de documentos',
      traveller: 'Parte de entrada de viajeros',
    },
    noSender: 'no consta (cuenta dada de baja o demostración)',
    serial: 'n.º de serie',
    revoked: 'REVOCADO',
    valid: 'sin revocar; su respuesta OCSP va en el documento',
    level: 'Nivel PAdES',
    levels: {
      'B-LTA':
        'B-LTA: la firma de cada firmante con su certificado, el sello de la plataforma, los datos de validación (certificados, OCSP, CRL) y un sello de tiempo de archivo',
      'B-T': 'B-T: firmas con sello de tiempo (el documento aún espera firmas)',
    },
    head: 'Hash del último evento',
    intact: 'La cadena de evidencias es íntegra',
    broken: 'ATENCIÓN: la cadena de evidencias NO es íntegra',
    anchors: 'Sellos de tiempo de la cadena (RFC 3161)',
    anchorsIntro:
      'Cada sello lo emite la TSA sobre el SHA-256 del texto JSON ["confirma-anchor-v1","operation","<identificador>",<n>,"<hash del evento n>"] (la huella): acredita que los eventos 1 a n existían con este contenido en ese momento. Los eventos posteriores al último sello solo los protege la cadena de hashes. Comprobación: base64 -d > sello.der; openssl ts -verify -digest <huella> -in sello.der -token_in -CAfile <certificado de la TSA o de su CA>.',
    anchorsLog:
      'Registro público de sellos (guarda una copia para comprobar la cadena sin depender de esta base de datos): {url}. Esta cadena figura en él como {subject}.',
    noAnchors: 'La cadena aún no tiene sellos de tiempo.',
    anchorInvalid: 'ESTE SELLO NO VERIFICA',
    anchorHead: 'Hash del evento sellado',
    imprint: 'Huella (SHA-256)',
    token: 'Sello (DER en base64)',
    covered: 'Eventos cubiertos por el sello más reciente',
  },
  en: {
    title: 'Operation certificate',
    intro:
      'Confirma certifies the data and events of this electronic signature operation, recorded with the server clock and chained by hash. Each event is shown in UTC and in the time of',
    device: 'Device',
    on: 'on',
    operation: 'Operation',
    signers: 'Signers',
    documents: 'Documents',
    events: 'Events',
    chain: 'Evidence chain',
    fields: {
      id: 'Identifier',
      subject: 'Subject',
      sender: 'Sender',
      kind: 'Kind of operation',
      type: 'Signature type',
      status: 'Status',
      created: 'Created',
      completed: 'Completed',
    },
    original: 'Original SHA-256',
    signed: 'Signed SHA-256',
    filled: { date: 'Date signed', name: 'Name', initials: 'Initials', yes: 'Yes', no: 'No' },
    certificate: "Signer's certificate",
    certificateLevels: {
      otp: 'Confirma one-time certificate after a code by SMS',
      handwritten: 'Confirma one-time certificate after a handwritten signature',
      identification:
        'Confirma one-time certificate after a video identification with every check (document, face match and liveness) and a code by SMS',
      'identification-reviewed':
        'Confirma one-time certificate after a video identification the automatic checks left for review and a person approved (a platform reviewer or the sending business), and a code by SMS',
      'identification-relaxed':
        'Confirma one-time certificate after a video identification in which the sending business did not require the face match or the liveness check (it does not show the signer is the holder of the document), and a code by SMS',
    },
    kinds: {
      demo: 'Demonstration, no legal validity',
      documents: 'Signature of documents',
      traveller: 'Guest registration form',
    },
    noSender: 'not on record (account closed, or a demonstration)',
    serial: 'serial no.',
    revoked: 'REVOKED',
    valid: 'not revoked; its OCSP answer is in the document',
    level: 'PAdES level',
    levels: {
      'B-LTA':
        "B-LTA: each signer's signature with their certificate, the platform seal, the validation data (certificates, OCSP, CRL) and an archive time stamp",
      'B-T': 'B-T: time-stamped signatures (the document still awaits signatures)',
    },
    head: 'Hash of the last event',
    intact: 'The evidence chain is intact',
    broken: 'WARNING: the evidence chain is NOT intact',
    anchors: 'Time stamps of the chain (RFC 3161)',
    anchorsIntro:
      'Each time stamp is issued by the TSA over the SHA-256 of the JSON text ["confirma-anchor-v1","operation","<identifier>",<n>,"<hash of event n>"] (the imprint): it proves that events 1 to n existed with these contents at that time. Events after the last time stamp are protected by the hash chain alone. To check one: base64 -d > stamp.der; openssl ts -verify -digest <imprint> -in stamp.der -token_in -CAfile <certificate of the TSA or its CA>.',
    anchorsLog:
      'Public log of the time stamps (keep a copy to check the chain even if this database changes): {url}. This chain is listed there as {subject}.',
    noAnchors: 'The chain has no time stamps yet.',
    anchorInvalid: 'THIS TIME STAMP DOES NOT VERIFY',
    anchorHead: 'Hash of the stamped event',
    imprint: 'Imprint (SHA-256)',
    token: 'Time stamp (DER, base64)',
    covered: 'Events covered by the newest time stamp',
  },
  it: {
    title: "Certificato dell'operazione",
    intro:
      "Confirma certifica i dati e gli eventi di questa operazione di firma elettronica, registrati con l'orario del server e concatenati tramite hash. Ogni evento è mostrato in UTC e nell'ora di",
    device: 'Dispositivo',
    on: 'su',
    operation: 'Operazione',
    signers: 'Firmatari',
    documents: 'Documenti',
    events: 'Eventi',
    chain: 'Catena delle evidenze',
    fields: {
      id: 'Identificativo',
      subject: 'Oggetto',
      sender: 'Mittente',
      kind: 'Tipo di operazione',
      type: 'Tipo di firma',
      status: 'Stato',
      created: 'Creata',
      completed: 'Conclusa',
    },
    original: 'SHA-256 originale',
    signed: 'SHA-256 firmato',
    filled: { date: 'Data della firma', name: 'Nome', initials: 'Iniziali', yes: 'Sì', no: 'No' },
    certificate: 'Certificato del firmatario',
    certificateLevels: {
      otp: 'certificato monouso di Confirma dopo un codice via SMS',
      handwritten: 'certificato monouso di Confirma dopo una firma autografa',
      identification:
        "certificato monouso di Confirma dopo un'identificazione video con tutti i controlli (documento, corrispondenza del volto e prova di vitalità) e un codice via SMS",
      'identification-reviewed':
        "certificato monouso di Confirma dopo un'identificazione video che i controlli automatici hanno lasciato in revisione e che una persona ha approvato (un revisore della piattaforma o l'azienda mittente), e un codice via SMS",
      'identification-relaxed':
        "certificato monouso di Confirma dopo un'identificazione video in cui l'azienda mittente non ha richiesto la corrispondenza del volto o la prova di vitalità (non dimostra che chi firma sia il titolare del documento), e un codice via SMS",
    },
    kinds: {
      demo: 'Dimostrazione, senza valore legale',
      documents: 'Firma di documenti',
      traveller: 'Schedina alloggiati',
    },
    noSender: 'non risulta (account chiuso o dimostrazione)',
    serial: 'n. di serie',
    revoked: 'REVOCATO',
    valid: 'non revocato; la sua risposta OCSP è nel documento',
    level: 'Livello PAdES',
    levels: {
      'B-LTA':
        "B-LTA: la firma di ogni firmatario con il suo certificato, il sigillo della piattaforma, i dati di validazione (certificati, OCSP, CRL) e una marca temporale d'archivio",
      'B-T': 'B-T: firme con marca temporale (il documento attende ancora firme)',
    },
    head: "Hash dell'ultimo evento",
    intact: 'La catena delle evidenze è integra',
    broken: 'ATTENZIONE: la catena delle evidenze NON è integra',
    anchors: 'Marche temporali della catena (RFC 3161)',
    anchorsIntro:
      'Ogni marca temporale è emessa dalla TSA sullo SHA-256 del testo JSON ["confirma-anchor-v1","operation","<identificativo>",<n>,"<hash dell\'evento n>"] (l\'impronta): attesta che gli eventi da 1 a n esistevano con questo contenuto in quel momento. Gli eventi successivi all\'ultima marca sono protetti solo dalla catena di hash. Verifica: base64 -d > marca.der; openssl ts -verify -digest <impronta> -in marca.der -token_in -CAfile <certificato della TSA o della sua CA>.',
    anchorsLog:
      'Registro pubblico delle marche temporali (conservane una copia per verificare la catena anche se questo database cambia): {url}. Questa catena vi figura come {subject}.',
    noAnchors: 'La catena non ha ancora marche temporali.',
    anchorInvalid: 'QUESTA MARCA NON È VALIDA',
    anchorHead: "Hash dell'evento marcato",
    imprint: 'Impronta (SHA-256)',
    token: 'Marca temporale (DER, base64)',
    covered: 'Eventi coperti dalla marca più recente',
  },
} as const;

export type TActaLanguage = keyof typeof ACTA_TEXTS;
