import type { TBulkPreview } from '@confirma/contracts/bulk-sends';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import { useIssueText } from './use-issue-text';

/** The first rows as the server read them: the row's number and state, then each used column. */
function FirstRows({ preview }: { preview: TBulkPreview }) {
  const { t } = useTranslation('bulk');
  const used = preview.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.target.kind !== 'ignored');
  return (
    <ScrollTable label={t('preview.firstRows')}>
      <Table size="small" data-testid="bulk-first-rows">
        <TableHead>
          <TableRow>
            <TableCell>{t('preview.row')}</TableCell>
            <TableCell>{t('history.columns.state')}</TableCell>
            {used.map(({ column, index }) => (
              <TableCell key={index} sx={{ whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.first.map((row) => (
            <TableRow key={row.row} data-testid="bulk-row">
              <TableCell component="th" scope="row">
                {row.row}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={row.valid ? 'success' : 'error'}
                  label={row.valid ? t('preview.valid') : t('preview.invalidRow')}
                />
              </TableCell>
              {used.map(({ index }) => (
                <TableCell key={index} sx={{ overflowWrap: 'anywhere', minWidth: 96 }}>
                  {row.cells[index]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

/** Every problem of the file, each with its row and column. */
function Issues({ preview }: { preview: TBulkPreview }) {
  const { t } = useTranslation('bulk');
  const issue = useIssueText();
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('preview.issues')}
      </Typography>
      <List dense disablePadding data-testid="bulk-issues">
        {preview.issues.map((item) => (
          <ListItem key={`${item.row}|${item.column}|${item.key}|${item.message}`} disableGutters>
            <ListItemText
              primary={issue.what(item)}
              secondary={issue.place(item)}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
      {preview.issuesLeftOut > 0 && (
        <Typography variant="body2">
          {t('preview.moreIssues', { count: preview.issuesLeftOut })}
        </Typography>
      )}
    </Stack>
  );
}

/** The credits all rows cost against the balance, and what to do when it is short. */
function Credits({
  preview,
  buyCredits,
}: {
  preview: TBulkPreview;
  buyCredits: (needed: number) => ReactNode;
}) {
  const { t } = useTranslation('bulk');
  const { creditsTotal, creditsPerRow, balance } = preview;
  return (
    <Stack spacing={1} data-testid="bulk-credits">
      <Typography sx={{ fontWeight: 600 }}>
        {t('credits.cost', { count: creditsTotal })}{' '}
        <Typography component="span" color="text.secondary">
          ({t('credits.perRow', { count: creditsPerRow })})
        </Typography>
      </Typography>
      <Typography>{t('credits.balance', { count: balance.available })}</Typography>
      {balance.debt > 0 && <Alert severity="warning">{t('credits.debt')}</Alert>}
      {!preview.enough && buyCredits(Math.max(0, creditsTotal - balance.available))}
      <Typography variant="body2" color="text.secondary">
        {t('credits.reserve')}
      </Typography>
    </Stack>
  );
}

/**
 * A CSV as the server read it against the template: how many requests, whether every row
 * is correct, the columns it does not use, the first rows, every problem, the credits
 * against the balance (with a way to buy when short), and Send, enabled only for a file
 * without problems that the balance covers.
 */
export function BulkPreview({
  preview,
  sending,
  onSend,
  buyCredits,
}: {
  preview: TBulkPreview;
  sending: boolean;
  onSend: () => void;
  buyCredits: (needed: number) => ReactNode;
}) {
  const { t } = useTranslation('bulk');
  const ignored = preview.columns
    .filter((column) => column.target.kind === 'ignored' && column.header.trim() !== '')
    .map((column) => column.header);
  let verdict: ReactNode;
  if (preview.valid) {
    verdict = (
      <Alert severity="success" role="status">
        {t('preview.allValid')}
      </Alert>
    );
  } else {
    verdict = (
      <Alert severity="error" role="alert">
        {preview.invalidRows > 0
          ? t('preview.invalid', { count: preview.invalidRows })
          : t('preview.fileInvalid')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2} data-testid="bulk-preview">
      <Typography sx={{ fontWeight: 600 }} data-testid="bulk-summary">
        {t('preview.summary', { count: preview.rows })}
      </Typography>
      {verdict}
      {ignored.length > 0 && (
        <Alert severity="info" role="status">
          {t('preview.ignored', { columns: ignored.join(', ') })}
        </Alert>
      )}
      {preview.first.length > 0 && <FirstRows preview={preview} />}
      {preview.issues.length > 0 && <Issues preview={preview} />}
      {preview.rows > 0 && <Credits preview={preview} buyCredits={buyCredits} />}
      <Box>
        <Button
          variant="contained"
          size="large"
          startIcon={<SendIcon />}
          disabled={!preview.valid || !preview.enough || sending}
          onClick={onSend}
          data-testid="bulk-send"
        >
          {sending ? t('sending') : t('send', { count: preview.rows })}
        </Button>
      </Box>
    </Stack>
  );
}
