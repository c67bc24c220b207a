import type { TRequestTemplate } from '@confirma/contracts/request-templates';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkingStatus } from '../../../components/working-status';
import { useErrorText } from '../../../hooks/use-error-text';
import { templateCsvUrl } from '../api/bulk-send-urls';
import { useBulkSend } from '../api/get-bulk-send';
import { useBulkTemplate } from '../api/get-bulk-template';
import { useBulkSends } from '../api/list-bulk-sends';
import { usePreviewBulkSend } from '../api/preview-bulk-send';
import { useStartBulkSend } from '../api/start-bulk-send';
import { BulkHistory } from './bulk-history';
import { BulkPreview } from './bulk-preview';
import { BulkProgress } from './bulk-progress';
import { CsvFileField } from './csv-file-field';

/** The file being sent: its name, its text and the key that makes its send happen once. */
type TPicked = { name: string; text: string; key: string };

/** Where the picked file waits while the sender buys credits (the page is left and come back to). */
const storageKey = (templateId: string) => `confirma.bulk-csv.${templateId}`;

function restorePicked(templateId: string): TPicked | null {
  try {
    const stored = sessionStorage.getItem(storageKey(templateId));
    return stored ? (JSON.parse(stored) as TPicked) : null;
  } catch {
    return null;
  }
}

function keepPicked(templateId: string, picked: TPicked | null) {
  try {
    if (picked) sessionStorage.setItem(storageKey(templateId), JSON.stringify(picked));
    else sessionStorage.removeItem(storageKey(templateId));
  } catch {
    // Storage full or off: the file is only lost on leaving the page.
  }
}

const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `bulk-${Date.now()}-${Math.random().toString(36).slice(2)}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** Step 1: the CSV template to download, and what its columns are. */
function Prepare({ template }: { template: TRequestTemplate }) {
  const { t, i18n } = useTranslation('bulk');
  return (
    <Section title={t('steps.prepare')}>
      <Typography>{t('prepare.text')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('prepare.roles', { roles: template.roles.map((role) => role.name).join(', ') })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('prepare.columns')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        href={templateCsvUrl(template.id, i18n.language)}
        download
        sx={{ alignSelf: 'flex-start' }}
        data-testid="bulk-template-csv"
      >
        {t('prepare.download')}
      </Button>
    </Section>
  );
}

/** Steps 2 and 3: the CSV picked and checked, then sent. */
function UploadAndSend({
  template,
  onSent,
  buyCredits,
}: {
  template: TRequestTemplate;
  onSent: (bulkId: string) => void;
  buyCredits: (needed: number) => ReactNode;
}) {
  const { t } = useTranslation('bulk');
  const errorText = useErrorText();
  const [picked, setPicked] = useState<TPicked | null>(() => restorePicked(template.id));
  const preview = usePreviewBulkSend(template.id);
  const start = useStartBulkSend(template.id);
  const review = useRef<HTMLHeadingElement>(null);

  const check = (file: TPicked) => {
    start.reset();
    preview.mutate(file.text, { onSuccess: () => review.current?.focus() });
  };
  // A file kept while buying credits is checked again on coming back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (picked) check(picked);
  }, []);

  const choose = (file: { name: string; text: string }) => {
    const next = { ...file, key: newKey() };
    setPicked(next);
    keepPicked(template.id, next);
    check(next);
  };
  const send = () => {
    if (!picked) return;
    start.mutate(
      { csv: picked.text, idempotencyKey: picked.key },
      {
        onSuccess: (bulk) => {
          keepPicked(template.id, null);
          onSent(bulk.id);
        },
        // Refused whole (the balance changed, a row no longer fits): read it again.
        onError: () => preview.mutate(picked.text),
      },
    );
  };

  return (
    <>
      <Section title={t('steps.upload')}>
        <CsvFileField name={picked?.name ?? null} disabled={start.isPending} onRead={choose} />
      </Section>
      {picked && (
        <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography
              ref={review}
              tabIndex={-1}
              component="h2"
              variant="h6"
              sx={{ outline: 'none' }}
            >
              {t('steps.review')}
            </Typography>
            {preview.isPending && <WorkingStatus text={t('upload.reading')} />}
            {preview.isError && (
              <Alert severity="error" role="alert">
                {t('upload.failed')} {errorText(preview.error)}
              </Alert>
            )}
            {start.isError && (
              <Alert severity="error" role="alert">
                {t('sendFailed')} {errorText(start.error)}
              </Alert>
            )}
            {preview.data && !preview.isPending && (
              <BulkPreview
                preview={preview.data}
                sending={start.isPending}
                onSend={send}
                buyCredits={buyCredits}
              />
            )}
          </Stack>
        </Paper>
      )}
    </>
  );
}

/** A bulk send's progress, read again every second while it runs. */
function Sent({
  bulkId,
  operationsPath,
  onAnother,
}: {
  bulkId: string;
  operationsPath: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('bulk');
  const bulk = useBulkSend(bulkId);
  let content: ReactNode;
  if (bulk.isPending) content = <CircularProgress aria-label={t('loading')} />;
  else if (bulk.isError) {
    content = (
      <Alert
        severity="error"
        action={<Button onClick={() => void bulk.refetch()}>{t('retry')}</Button>}
      >
        {t('progress.loadError')}
      </Alert>
    );
  } else {
    content = (
      <BulkProgress bulk={bulk.data} operationsPath={operationsPath} onAnother={onAnother} />
    );
  }
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      {content}
    </Paper>
  );
}

/**
 * A request template's bulk send: the CSV template to download, the CSV picked and every
 * row checked by the server (the first rows, every problem, the credits against the
 * balance), Send; with `sendId`, that bulk send's progress and result file. The template's
 * earlier bulk sends are listed below. Buying credits is the app's to compose
 * (`buyCredits`); the picked file waits in the session meanwhile.
 */
export function BulkSendView({
  templateId,
  sendId,
  onSent,
  onAnother,
  buyCredits,
  operationsPath,
}: {
  templateId: string;
  sendId: string | null;
  onSent: (bulkId: string) => void;
  onAnother: () => void;
  buyCredits: (needed: number) => ReactNode;
  operationsPath: string;
}) {
  const { t } = useTranslation('bulk');
  const template = useBulkTemplate(templateId);
  const history = useBulkSends(templateId);
  if (template.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (template.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void template.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography color="text.secondary">{t('lead', { name: template.data.name })}</Typography>
      {sendId ? (
        <Sent bulkId={sendId} operationsPath={operationsPath} onAnother={onAnother} />
      ) : (
        <>
          <Prepare template={template.data} />
          <UploadAndSend template={template.data} onSent={onSent} buyCredits={buyCredits} />
        </>
      )}
      <BulkHistory templateId={templateId} items={history.data?.items ?? []} />
    </Stack>
  );
}
