import { CONTACT_KINDS, CONTACT_STATES } from '@confirma/contracts/contact';
import {
  Alert,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { type TContactFilters, useAdminContacts } from '../api/list-contacts';
import { ContactDetail } from './contact-detail';

/** Contact requests by state, kind and text, newest first; one opens in a drawer. */
export function ContactsTab() {
  const { t } = useTranslation('admin');
  const format = useLocaleFormat();
  const errorText = useErrorText();
  const [filters, setFilters] = useState<TContactFilters>({ state: 'RECEIVED', kind: '', q: '' });
  const q = useDebouncedValue(filters.q.trim(), 300);
  const contacts = useAdminContacts({ ...filters, q });
  const [open, setOpen] = useState<string | null>(null);
  const rows = contacts.data?.pages.flatMap((page) => page.contacts) ?? [];
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
        <TextField
          select
          label={t('contacts.state')}
          value={filters.state}
          onChange={(event) =>
            setFilters({ ...filters, state: event.target.value as TContactFilters['state'] })
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('contacts.any')}</MenuItem>
          {CONTACT_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {t(`contacts.states.${state}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('contacts.kind')}
          value={filters.kind}
          onChange={(event) =>
            setFilters({ ...filters, kind: event.target.value as TContactFilters['kind'] })
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('contacts.any')}</MenuItem>
          {CONTACT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`contacts.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="search"
          label={t('contacts.search')}
          value={filters.q}
          onChange={(event) => setFilters({ ...filters, q: event.target.value })}
          fullWidth
        />
      </Stack>
      {contacts.isError && <Alert severity="error">{errorText(contacts.error)}</Alert>}
      {contacts.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">{t('contacts.none')}</Typography>
      )}
      <List disablePadding>
        {rows.map((contact) => (
          <ListItem key={contact.id} disablePadding divider>
            <ListItemButton onClick={() => setOpen(contact.id)}>
              <ListItemText
                primary={`${contact.name} ${contact.lastname ?? ''} · ${contact.email}`}
                secondary={`${t(`contacts.kinds.${contact.kind}`)} · ${format.minute(contact.createdAt)}${contact.company ? ` · ${contact.company}` : ''}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <Chip size="small" label={t(`contacts.states.${contact.state}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <LoadMoreButton list={contacts} label={t('loadMore')} />
      {open && <ContactDetail contactId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
