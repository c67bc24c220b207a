import type { TRequestTemplateSummary } from '@confirma/contracts/request-templates';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { bulkSendPath, pathFor } from '../../../config/routes';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { usePermission } from '../../../hooks/use-permission';

/** Where "Usar" goes: the request form, filled from the template. */
export const templateUsePath = (id: string) =>
  `${pathFor('CreateSignPageLight')}?template=${encodeURIComponent(id)}`;

/** What a row shows of a template: its document, how many roles, when it was made. */
export function useTemplateFacts(template: TRequestTemplateSummary) {
  const { t } = useTranslation('flows');
  const format = useLocaleFormat();
  return {
    document:
      template.document?.name ??
      (template.contractType ? t(`create.form.contracts.${template.contractType}`) : ''),
    roles: t('templates.list.roles', { count: template.roles.length }),
    roleNames: template.roles.map((role) => role.name).join(', '),
    created: format.date(template.createdAt),
  };
}

/**
 * A template's actions: use it (the request form), send it in bulk (a CSV of people, its
 * own page), rename it, delete it: all of them need the role's `send`, so a role without
 * it sees none.
 */
export function TemplateActions({
  template,
  onRename,
  onDelete,
}: {
  template: TRequestTemplateSummary;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('flows');
  const rename = t('templates.list.renameLabel', { name: template.name });
  const remove = t('templates.list.deleteLabel', { name: template.name });
  const send = usePermission('send');
  if (!send) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <LinkButton
        variant="contained"
        size="small"
        to={templateUsePath(template.id)}
        aria-label={t('templates.list.useLabel', { name: template.name })}
      >
        {t('templates.list.use')}
      </LinkButton>
      <LinkButton
        variant="outlined"
        size="small"
        to={bulkSendPath(template.id)}
        aria-label={t('templates.list.bulkLabel', { name: template.name })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('templates.list.bulk')}
      </LinkButton>
      <Tooltip title={rename}>
        <IconButton aria-label={rename} onClick={onRename}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton aria-label={remove} onClick={onDelete}>
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
