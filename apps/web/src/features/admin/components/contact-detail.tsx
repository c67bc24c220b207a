import { CONTACT_TRANSITIONS, ZContactNoteRequest } from '@confirma/contracts/admin';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { contactAction } from '../api/contact-action';
import { useAdminContact } from '../api/get-contact';
import { useAdminMutation } from '../api/use-admin-mutation';
import { DetailDrawer, Field } from './detail-drawer';

/** One contact request: what the visitor sent, its state and the next ones, its notes. */
export function ContactDetail({ contactId, onClose }: { contactId: string; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'contact']);
  const format = useLocaleFormat();
  const errorText = useErrorText();
  const contact = useAdminContact(contactId);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const action = useAdminMutation((vars: { state?: 'CONTACTED' | 'CLOSED'; note?: string }) =>
    contactAction(contactId, vars),
  );
  const data = contact.data;
  const addNote = () => {
    const parsed = ZContactNoteRequest.safeParse({ note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNoteError(null);
    action.mutate(parsed.data, { onSuccess: () => setNote('') });
  };
  return (
    <DetailDrawer
      title={data ? `${data.name} ${data.lastname ?? ''}` : contactId}
      onClose={onClose}
    >
      {contact.isPending && <CircularProgress aria-label={t('loading')} />}
      {contact.isError && <Alert severity="error">{errorText(contact.error)}</Alert>}
      {data && (
        <>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Chip size="small" color="primary" label={t(`contacts.states.${data.state}`)} />
            <Chip size="small" variant="outlined" label={t(`contacts.kinds.${data.kind}`)} />
            <Chip size="small" variant="outlined" label={data.lang.toUpperCase()} />
          </Stack>
          <Field label={t('contacts.email')} value={data.email} />
          <Field label={t('contacts.phone')} value={data.phone} />
          <Field label={t('contacts.company')} value={data.company} />
          <Field label={t('contacts.nif')} value={data.nif} />
          <Field label={t('contacts.operationType')} value={data.operationType} />
          <Field label={t('contacts.message')} value={data.message} />
          <Field label={t('contacts.received')} value={format.minute(data.createdAt)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, my: 2 }}>
            {CONTACT_TRANSITIONS[data.state].map((next) => (
              <Button
                key={next}
                variant="contained"
                disabled={action.isPending}
                onClick={() => action.mutate({ state: next as 'CONTACTED' | 'CLOSED' })}
              >
                {data.state === 'CLOSED' ? t('contacts.reopen') : t(`contacts.moveTo.${next}`)}
              </Button>
            ))}
          </Stack>
          {action.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(action.error)}
            </Alert>
          )}
          <Divider sx={{ my: 2 }} />
          <Typography component="h3" variant="subtitle1">
            {t('contacts.notes')}
          </Typography>
          {data.notes.length === 0 && (
            <Typography color="text.secondary">{t('contacts.noNotes')}</Typography>
          )}
          <List dense disablePadding>
            {data.notes.map((item) => (
              <ListItem key={item.id} disableGutters divider>
                <ListItemText
                  primary={item.note}
                  secondary={`${item.authorEmail} · ${format.minute(item.createdAt)}`}
                  slotProps={{
                    primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItem>
            ))}
          </List>
          <TextField
            label={t('contacts.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(noteError)}
            helperText={noteError ? t(noteError) : undefined}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Button onClick={addNote} disabled={action.isPending}>
            {t('contacts.addNote')}
          </Button>
        </>
      )}
    </DetailDrawer>
  );
}
