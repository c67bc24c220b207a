import { csvTable } from '../../../platform/http/csv.ts';
import type { TLanguage } from '../../mail-texts/index.ts';
import { type TBulkTemplate, templateColumns } from './bulk-columns.ts';

/**
 * The downloadable CSV template: the header row a bulk send of `template` reads, for a
 * person in `language` (its words, `;` between cells for es and it, as their spreadsheets
 * save it) or for a program (the ids, `,`). UTF-8 with a byte-order mark.
 */
export function templateCsv(template: TBulkTemplate, language?: TLanguage): string {
  const headers = templateColumns(template, language).map((column) => column.header);
  return `\ufeff${csvTable(headers, [], language && language !== 'en' ? ';' : ',')}`;
}
