import type { TRequestTemplateSummary } from '@confirma/contracts/request-templates';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { ScrollTable } from '../../../components/scroll-table';
import { pathFor } from '../../../config/routes';
import { usePermission } from '../../../hooks/use-permission';
import { useRequestTemplates } from '../api/list-request-templates';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { RenameTemplateDialog } from './rename-template-dialog';
import { TemplateActions, useTemplateFacts } from './template-row-parts';

type TAction = { kind: 'rename' | 'delete'; template: TRequestTemplateSummary };

/** One template as a table row (desktop). */
function TemplateRow({
  template,
  onAction,
}: {
  template: TRequestTemplateSummary;
  onAction: (action: TAction) => void;
}) {
  const facts = useTemplateFacts(template);
  return (
    <TableRow data-testid="template-row">
      <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
        {template.name}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{facts.document}</TableCell>
      <TableCell>
        {facts.roles}
        <Typography variant="body2" color="text.secondary">
          {facts.roleNames}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{facts.created}</TableCell>
      <TableCell>
        <TemplateActions
          template={template}
          onRename={() => onAction({ kind: 'rename', template })}
          onDelete={() => onAction({ kind: 'delete', template })}
        />
      </TableCell>
    </TableRow>
  );
}

/** One template as a card (phone). */
function TemplateCard({
  template,
  onAction,
}: {
  template: TRequestTemplateSummary;
  onAction: (action: TAction) => void;
}) {
  const { t } = useTranslation('flows');
  const facts = useTemplateFacts(template);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="template-row"
      sx={{ listStyle: 'none', p: 1.5 }}
    >
      <Stack spacing={0.75}>
        <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {template.name}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {facts.document}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${facts.roles}: ${facts.roleNames}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('templates.list.createdOn', { date: facts.created })}
        </Typography>
        <TemplateActions
          template={template}
          onRename={() => onAction({ kind: 'rename', template })}
          onDelete={() => onAction({ kind: 'delete', template })}
        />
      </Stack>
    </Paper>
  );
}

/**
 * Plantillas, a tab of My Account: the account's request templates (name, document, roles,
 * when made), each to use (the request form filled from it, where only each role's person
 * is given), rename or delete (asked first). A table on a desktop, cards on a phone.
 */
export function RequestTemplatesPanel() {
  const { t } = useTranslation('flows');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const list = useRequestTemplates();
  const [action, setAction] = useState<TAction | null>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const templates = list.data?.items ?? [];
  const send = usePermission('send');

  const [deleted, setDeleted] = useState<string | null>(null);
  const done = (text: string) => {
    setAction(null);
    setNotice({ severity: 'success', text });
  };
  // A deleted template's row (and the button that was focused) goes once the list is read
  // again: the focus goes to the list's heading then, not to the page's body.
  useEffect(() => {
    if (deleted === null || templates.some((template) => template.id === deleted)) return;
    setDeleted(null);
    heading.current?.focus();
  }, [deleted, templates]);

  let content: ReactNode;
  if (list.isPending) content = <CircularProgress aria-label={t('templates.list.loading')} />;
  else if (list.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('templates.list.retry')}
          </Button>
        }
      >
        {t('templates.list.error')}
      </Alert>
    );
  } else if (templates.length === 0) {
    content = <Typography color="text.secondary">{t('templates.list.empty')}</Typography>;
  } else if (phone) {
    content = (
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t('templates.list.title')}
        sx={{ m: 0, p: 0 }}
      >
        {templates.map((template) => (
          <TemplateCard key={template.id} template={template} onAction={setAction} />
        ))}
      </Stack>
    );
  } else {
    content = (
      <ScrollTable label={t('templates.list.title')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['name', 'document', 'roles', 'created', 'actions'] as const).map((column) => (
                <TableCell key={column}>{t(`templates.list.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {templates.map((template) => (
              <TemplateRow key={template.id} template={template} onAction={setAction} />
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
        {t('templates.list.title')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
          {t('templates.list.text')}
        </Typography>
        {send && (
          <LinkButton variant="outlined" to={pathFor('CreateSignPageLight')}>
            {t('templates.list.newRequest')}
          </LinkButton>
        )}
      </Box>
      <Box aria-busy={list.isFetching}>{content}</Box>
      {action?.kind === 'rename' && (
        <RenameTemplateDialog
          template={action.template}
          onClose={() => setAction(null)}
          onRenamed={() => done(t('templates.list.renamed'))}
        />
      )}
      {action?.kind === 'delete' && (
        <DeleteTemplateDialog
          template={action.template}
          onClose={() => setAction(null)}
          onDeleted={() => {
            setDeleted(action.template.id);
            done(t('templates.list.deleted', { name: action.template.name }));
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
