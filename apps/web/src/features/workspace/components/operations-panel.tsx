import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { LoadMoreButton } from '../../../components/load-more-button';
import { pathFor } from '../../../config/routes';
import { usePermission } from '../../../hooks/use-permission';
import { exportOperationsUrl } from '../api/export-operations';
import { useOperations } from '../api/list-operations';
import { hasFilters } from '../api/operation-filters';
import { useOperationFilters } from '../hooks/use-operation-filters';
import { OperationCards } from './operation-cards';
import { OperationFiltersBar } from './operation-filters-bar';
import { OperationsTable } from './operations-table';

/**
 * Operaciones, the sender's list: filters, CSV export of what they select, a
 * table (cards on a phone) and "load more". Statuses move live while the page holds the
 * workspace stream (useWorkspaceStream).
 */
export function OperationsPanel() {
  const { t, i18n } = useTranslation('workspace');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [filters, setFilters] = useOperationFilters();
  const list = useOperations(filters);
  const operations = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = hasFilters(filters);
  // A role without `send` (viewer, reviewer, billing) is not offered a request it cannot send.
  const send = usePermission('send');

  let content: ReactNode;
  if (list.isPending) content = <CircularProgress aria-label={t('list.loading')} />;
  else if (list.isError && operations.length === 0) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.error')}
      </Alert>
    );
  } else if (operations.length === 0) {
    content = filtered ? (
      <Typography color="text.secondary">{t('list.emptyFiltered')}</Typography>
    ) : (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{t('list.empty')}</Typography>
        {send && (
          <LinkButton variant="contained" to={pathFor('CreateSignPageLight')}>
            {t('list.create')}
          </LinkButton>
        )}
      </Stack>
    );
  } else if (phone) content = <OperationCards operations={operations} />;
  else content = <OperationsTable operations={operations} />;

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography color="text.secondary">{t('list.text')}</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {send && (
            <LinkButton variant="contained" to={pathFor('CreateSignPageLight')}>
              {t('list.newRequest')}
            </LinkButton>
          )}
          <LinkButton variant="outlined" to={`${pathFor('ProfilePage')}?tab=templates`}>
            {t('list.templates')}
          </LinkButton>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={exportOperationsUrl(filters, i18n.language)}
            download
          >
            {t('list.export')}
          </Button>
        </Stack>
      </Box>
      <OperationFiltersBar filters={filters} onChange={setFilters} />
      <Box aria-busy={list.isFetching}>{content}</Box>
      <LoadMoreButton
        list={list}
        label={t('list.loadMore')}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}
