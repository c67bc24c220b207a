import type { TLanguage } from '../operations/index.ts';

/** What the "how to verify" steps name. */
export interface TVerifyFacts {
  verifyUrl: string;
  rootUrl: string;
  operationId: string;
  head: string;
}

/**
 * The certificate's sections on who sealed and time-stamped it, and how anyone checks it,
 * in the product languages.
 */
export const ACTA_TRUST_TEXTS: Record<
  TLanguage,
  {
    certificates: string;
    seal: string;
    tsa: string;
    noTsa: string;
    subject: string;
    issuer: string;
    serial: string;
    validity: string;
    howTo: string;
    steps: (facts: TVerifyFacts) => string[];
    qr: string;
  }
> = {
  es: {
    certificates: 'Sello electrónico y sellado de tiempo',
    seal: 'Certificado de sello de la plataforma (firma este certificado y los documentos)',
    tsa: 'Autoridad de sellado de tiempo (TSA, RFC 3161)',
    noTsa: 'Aún no hay sellos de tiempo de la cadena.',
    subject: 'Titular',
    issuer: 'Emisor',
    serial: 'Número de serie',
    validity: 'Válido',
    howTo: 'Cómo verificar',
    steps: (facts) => [
      `1. En línea: abre ${facts.verifyUrl} (o escanea el código QR) y arrastra este certificado o el documento firmado; verás cada firma, su sello de tiempo, la cadena de certificados, si el documento cambió tras la firma y la cadena de evidencias de la operación.`,
      `2. Con cualquier validador PAdES (Adobe Acrobat, la herramienta DSS de la UE o pdfsig de Poppler: pdfsig certificado.pdf), con el certificado raíz publicado en ${facts.rootUrl}.`,
      `3. La cadena de evidencias de la operación ${facts.operationId} termina, en el momento de este certificado, en el hash ${facts.head}. La página de verificación la recalcula y comprueba sus sellos de tiempo: allí debe verse íntegra y pasar por ese mismo hash.`,
    ],
    qr: 'Verificar en línea',
  },
  en: {
    certificates: 'Electronic seal and time stamping',
    seal: "The platform's seal certificate (it signs this certificate and the documents)",
    tsa: 'Time-stamp authority (TSA, RFC 3161)',
    noTsa: 'The chain has no time stamps yet.',
    subject: 'Subject',
    issuer: 'Issuer',
    serial: 'Serial number',
    validity: 'Valid',
    howTo: 'How to verify',
    steps: (facts) => [
      `1. Online: open ${facts.verifyUrl} (or scan the QR code) and drop this certificate or the signed document; you will see each signature, its time stamp, the certificate chain, whether the document changed after signing and the operation's evidence chain.`,
      `2. With any PAdES validator (Adobe Acrobat, the EU DSS tool or Poppler's pdfsig: pdfsig certificate.pdf), with the root certificate published at ${facts.rootUrl}.`,
      `3. The evidence chain of operation ${facts.operationId} ends, at the time of this certificate, in the hash ${facts.head}. The verification page recomputes it and checks its time stamps: there it must show as intact and pass through that same hash.`,
    ],
    qr: 'Verify online',
  },
  it: {
    certificates: 'Sigillo elettronico e marcatura temporale',
    seal: 'Certificato di sigillo della piattaforma (firma questo certificato e i documenti)',
    tsa: 'Autorità di marcatura temporale (TSA, RFC 3161)',
    noTsa: 'La catena non ha ancora marche temporali.',
    subject: 'Titolare',
    issuer: 'Emittente',
    serial: 'Numero di serie',
    validity: 'Valido',
    howTo: 'Come verificare',
    steps: (facts) => [
      `1. Online: apri ${facts.verifyUrl} (o scansiona il codice QR) e trascina questo certificato o il documento firmato; vedrai ogni firma, la sua marca temporale, la catena dei certificati, se il documento è cambiato dopo la firma e la catena delle evidenze dell'operazione.`,
      `2. Con qualsiasi validatore PAdES (Adobe Acrobat, lo strumento DSS dell'UE o pdfsig di Poppler: pdfsig certificato.pdf), con il certificato radice pubblicato su ${facts.rootUrl}.`,
      `3. La catena delle evidenze dell'operazione ${facts.operationId} termina, al momento di questo certificato, con l'hash ${facts.head}. La pagina di verifica la ricalcola e ne controlla le marche temporali: lì deve risultare integra e passare per lo stesso hash.`,
    ],
    qr: 'Verifica online',
  },
};
