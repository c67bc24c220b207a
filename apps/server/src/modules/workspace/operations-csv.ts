import type { TOperationSummary } from '@confirma/contracts/workspace';
import { csvRecord } from '../../platform/http/csv.ts';
import { OPERATION_LABELS, type TLanguage } from '../mail-texts/index.ts';

/** The export's columns, in the order of its cells: a program's names and a person's. */
export const EXPORT_COLUMNS = [
  'uuid',
  'type',
  'status',
  'created',
  'last_event',
  'expires',
  'completed',
  'credits',
  'documents',
  'signers',
  'subject',
  'copy_recipients',
] as const;
export type TExportColumn = (typeof EXPORT_COLUMNS)[number];

/** The columns' names in a person's spreadsheet, in each language. */
export const EXPORT_HEADERS: Record<TLanguage, Record<TExportColumn, string>> = {
  es: {
    uuid: 'Operación',
    type: 'Tipo',
    status: 'Estado',
    created: 'Creada',
    last_event: 'Último evento',
    expires: 'Caduca',
    completed: 'Finalizada',
    credits: 'Créditos',
    documents: 'Documentos',
    signers: 'Firmantes',
    subject: 'Asunto',
    copy_recipients: 'En copia',
  },
  en: {
    uuid: 'Operation',
    type: 'Type',
    status: 'Status',
    created: 'Created',
    last_event: 'Last event',
    expires: 'Expires',
    completed: 'Completed',
    credits: 'Credits',
    documents: 'Documents',
    signers: 'Signers',
    subject: 'Subject',
    copy_recipients: 'Copied to',
  },
  it: {
    uuid: 'Operazione',
    type: 'Tipo',
    status: 'Stato',
    created: 'Creata',
    last_event: 'Ultimo evento',
    expires: 'Scade',
    completed: 'Conclusa',
    credits: 'Crediti',
    documents: 'Documenti',
    signers: 'Firmatari',
    subject: 'Oggetto',
    copy_recipients: 'In copia',
  },
};

/** A code as the export writes it: in words in `language`, the code itself without one. */
function wordsOf(language: TLanguage | undefined) {
  const labels = language && OPERATION_LABELS[language];
  return {
    type: (code: TOperationSummary['signatureType']) => labels?.signatureType[code] ?? code,
    status: (code: TOperationSummary['status']) => labels?.status[code] ?? code,
    signer: (code: TOperationSummary['signers'][number]['status']) =>
      labels?.signerStatus[code] ?? code,
  };
}

/**
 * The operations export's header: for a person, in their language; for a program, without
 * one (the columns' names).
 */
export function operationsCsvHeader(language?: TLanguage): string {
  return csvRecord(
    EXPORT_COLUMNS.map((column) => (language ? EXPORT_HEADERS[language][column] : column)),
  );
}

/** One operation's row: in `language`, its type and statuses in words; without, the codes. */
export function operationCsvRecord(operation: TOperationSummary, language?: TLanguage): string {
  const words = wordsOf(language);
  return csvRecord([
    operation.uuid,
    words.type(operation.signatureType),
    words.status(operation.status),
    operation.createdAt,
    operation.lastEventAt,
    operation.expiresAt,
    operation.completedAt,
    operation.creditsSpent,
    operation.documents.map((document) => document.name).join(' | '),
    operation.signers
      .map(
        (signer) =>
          `${signer.name}${signer.email ? ` <${signer.email}>` : ''}: ${words.signer(signer.status)}`,
      )
      .join('; '),
    operation.subject,
    operation.copyRecipients.map(({ name, email }) => `${name} <${email}>`).join('; '),
  ]);
}
