import type { TBulkIssue } from '@confirma/contracts/bulk-sends';
import { useTranslation } from 'react-i18next';

/**
 * A file's problem in the reader's words: where (the header, or a row and its column) and
 * what, from its i18n key (the request form's own words for a person's data, the bulk
 * send's for the file's); a key without words says the value is not valid.
 */
export function useIssueText() {
  const { t, i18n } = useTranslation('bulk');
  return {
    place: (issue: TBulkIssue) => {
      const row = issue.row === 1 ? t('preview.header') : t('preview.rowAt', { row: issue.row });
      return issue.column ? `${row} · ${issue.column}` : row;
    },
    what: (issue: TBulkIssue) =>
      i18n.exists(issue.key) ? t(issue.key, { ...issue.params }) : t('issues.invalidValue'),
  };
}
