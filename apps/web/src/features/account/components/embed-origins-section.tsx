import { EMBED_ORIGINS_MAX, ZEmbedOrigin } from '@confirma/contracts/webhooks';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { PageSection } from '../../../components/page-section';
import { useErrorText } from '../../../hooks/use-error-text';
import { useEmbedOrigins } from '../api/get-embed-origins';
import { useUpdateEmbedOrigins } from '../api/update-embed-origins';

/** The origin as the server keeps it: scheme and host lower case, no trailing slash. */
const normalise = (origin: string) => origin.trim().replace(/\/+$/, '').toLowerCase();

/**
 * Embedding: the origins allowed to frame the account's signing and identification pages
 * (/embed.js). Each addition or removal is saved at once.
 */
export function EmbedOriginsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const origins = useEmbedOrigins(userId);
  const save = useUpdateEmbedOrigins(userId);
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const list = origins.data?.origins ?? [];
  const full = list.length >= EMBED_ORIGINS_MAX;
  const store = (next: string[], after?: () => void) =>
    save.mutate(
      { origins: next },
      {
        onSuccess: () => {
          after?.();
          setNotice({ severity: 'success', text: t('api.embed.saved') });
        },
        onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
      },
    );
  const add = (event: FormEvent) => {
    event.preventDefault();
    const origin = normalise(draft);
    const problem = !ZEmbedOrigin.safeParse(origin).success
      ? 'api.embed.invalid'
      : list.includes(origin)
        ? 'api.embed.duplicate'
        : null;
    setInvalid(problem);
    if (problem) return;
    store([...list, origin], () => setDraft(''));
  };
  const remove = (origin: string) => {
    store(
      list.filter((kept) => kept !== origin),
      () => input.current?.focus(),
    );
  };
  return (
    <PageSection title={t('api.embed.title')} description={t('api.embed.text')}>
      {origins.isPending && <CircularProgress aria-label={t('api.embed.title')} />}
      {origins.isError && <Alert severity="error">{t('api.embed.loadError')}</Alert>}
      {origins.isSuccess && (
        <>
          {list.length === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('api.embed.empty')}
            </Typography>
          ) : (
            <Stack
              component="ul"
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 2, listStyle: 'none' }}
            >
              {list.map((origin) => (
                <OriginItem
                  key={origin}
                  origin={origin}
                  disabled={save.isPending}
                  onRemove={() => remove(origin)}
                />
              ))}
            </Stack>
          )}
          <Box
            component="form"
            noValidate
            onSubmit={add}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <TextField
              inputRef={input}
              label={t('api.embed.origin')}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setInvalid(null);
              }}
              error={invalid !== null}
              helperText={
                full
                  ? t('api.embed.max', { max: EMBED_ORIGINS_MAX })
                  : t(invalid ?? 'api.embed.originHelp')
              }
              disabled={full}
              size="small"
              type="url"
              autoComplete="off"
              placeholder="https://app.example.com"
              sx={{ flex: '1 1 260px', maxWidth: 480 }}
            />
            <Button type="submit" variant="outlined" disabled={full || save.isPending}>
              {t('api.embed.add')}
            </Button>
          </Box>
        </>
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </PageSection>
  );
}

/** One allowed origin, with its button to remove it. */
function OriginItem({
  origin,
  disabled,
  onRemove,
}: {
  origin: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 4,
        maxWidth: '100%',
      }}
    >
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {origin}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('api.embed.remove', { origin })}
        disabled={disabled}
        onClick={onRemove}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
