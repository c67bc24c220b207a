import type { TGuestRegisterEntry } from '@confirma/contracts/traveller';
import DownloadIcon from '@mui/icons-material/Download';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import { guestRegisterExportUrl } from '../api/guest-register-export-url';
import { useGuestRegister } from '../api/list-guest-register';
import { SesCommunicationCell } from './ses-communication-cell';

/** The key columns first: a phone shows them without scrolling sideways. */
const COLUMNS = ['guest', 'document', 'status', 'ses', 'stay', 'purge'] as const;

const name = (entry: TGuestRegisterEntry) =>
  [
    entry.document.name,
    entry.document.firstSurname,
    entry.completion.secondSurname || entry.document.secondSurname,
  ]
    .filter(Boolean)
    .join(' ');

const day = (iso: string | null, language: string) =>
  iso ? new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString(language) : '—';

/**
 * My Account's guest register (Real Decreto 933/2021): every traveller report of the
 * account, newest first, searched by name, document, e-mail or phone (a search that finds
 * none says so), exported as CSV or JSON with every field; each says how its communication
 * to SES.HOSPEDAJES stands and when the retention purge deletes it.
 */
export function GuestRegister() {
  const { t, i18n } = useTranslation('account');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const register = useGuestRegister(q);
  const entries = register.data?.entries ?? [];
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('profile.guests.text')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
        <TextField
          label={t('profile.guests.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          type="search"
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'guest-search' } }}
        />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={guestRegisterExportUrl('csv', q, i18n.language)}
          download
        >
          {t('profile.guests.csv')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={guestRegisterExportUrl('json', q, i18n.language)}
          download
        >
          {t('profile.guests.json')}
        </Button>
      </Stack>
      {register.isError ? (
        <Alert severity="error">{t('profile.guests.loadError')}</Alert>
      ) : register.isPending ? (
        <CircularProgress aria-label={t('profile.tabs.guests')} />
      ) : entries.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t(q ? 'profile.guests.noResults' : 'profile.guests.empty')}
        </Typography>
      ) : (
        <ScrollTable label={t('profile.tabs.guests')}>
          <Table size="small" aria-label={t('profile.tabs.guests')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{t(`profile.guests.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id} data-testid="guest-row">
                  <TableCell>
                    <Box sx={{ fontWeight: 500 }}>{name(entry)}</Box>
                    <Typography variant="body2" color="text.secondary">
                      {entry.completion.email} · {entry.completion.phone}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {entry.document.documentType
                      ? `${t(`profile.guests.documentTypes.${entry.document.documentType}`)} `
                      : ''}
                    {entry.document.documentNumber}
                    <Typography variant="body2" color="text.secondary">
                      {entry.document.nationality}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} alignItems="center">
                      <Chip
                        size="small"
                        label={t(`profile.guests.status.${entry.status}`)}
                        color={entry.status === 'FILLED' ? 'default' : 'success'}
                      />
                      {entry.warnings.length > 0 && (
                        <Tooltip title={t('profile.guests.warning')}>
                          <WarningAmberIcon
                            color="warning"
                            fontSize="small"
                            aria-label={t('profile.guests.warning')}
                          />
                        </Tooltip>
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <SesCommunicationCell reportId={entry.id} communication={entry.communication} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {day(entry.completion.checkIn, i18n.language)} –{' '}
                    {day(entry.completion.checkOut, i18n.language)}
                  </TableCell>
                  <TableCell>{day(entry.purgeAfter, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
