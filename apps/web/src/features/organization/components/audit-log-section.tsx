import type { TAuditEntry } from '@confirma/contracts/organizations';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  CircularProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadMoreButton } from '../../../components/load-more-button';
import { PageSection } from '../../../components/page-section';
import { ScrollTable } from '../../../components/scroll-table';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { AUDIT_CSV_URL, useAuditLog } from '../api/list-audit-log';
import { auditActionText, auditOperationPath } from './audit-entry';

/** Registro de actividad (for `audit`): who did what and when, page by page, and its CSV. */
export function AuditLogSection() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const format = useLocaleFormat();
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <PageSection title={t('organization.audit.title')} description={t('organization.audit.text')}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        href={AUDIT_CSV_URL}
        download
        sx={{ mb: 2 }}
      >
        {t('organization.audit.export')}
      </Button>
      {log.isPending && <CircularProgress aria-label={t('organization.audit.title')} />}
      {log.isError && <Alert severity="error">{errorText(log.error)}</Alert>}
      {log.isSuccess && entries.length === 0 && (
        <Typography color="text.secondary">{t('organization.audit.empty')}</Typography>
      )}
      {entries.length > 0 && (
        <ScrollTable label={t('organization.audit.table')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('organization.audit.date')}</TableCell>
                <TableCell>{t('organization.audit.who')}</TableCell>
                <TableCell>{t('organization.audit.action')}</TableCell>
                <TableCell>{t('organization.audit.target')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {format.minute(entry.createdAt)}
                  </TableCell>
                  <TableCell>
                    {entry.actorName ?? entry.actorEmail ?? t('organization.audit.platform')}
                  </TableCell>
                  <TableCell>{auditActionText(entry, t)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <AuditTarget entry={entry} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      <LoadMoreButton list={log} label={t('organization.audit.more')} sx={{ mt: 2 }} />
    </PageSection>
  );
}

/** What an entry is about: a link to the operation's page for a send or a review. */
function AuditTarget({ entry }: { entry: TAuditEntry }) {
  const path = auditOperationPath(entry);
  if (!path) return entry.target ?? '';
  return (
    <Link component={RouterLink} to={path}>
      {entry.target}
    </Link>
  );
}
