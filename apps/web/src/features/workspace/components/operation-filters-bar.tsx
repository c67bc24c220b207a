import { SIGNATURE_TYPES } from '@confirma/contracts/constants';
import { OPERATION_STATUSES, type TOperationStatus } from '@confirma/contracts/operations';
import { Box, Button, Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { hasFilters, NO_FILTERS, type TOperationFilters } from '../api/operation-filters';

/** How long the search box waits after the last key before asking. */
export const SEARCH_DELAY_MS = 400;

/**
 * The list's filters: a search box (signer, e-mail, document; asks once typing pauses),
 * statuses (several), the signature type and the creation days from and to.
 */
export function OperationFiltersBar({
  filters,
  onChange,
}: {
  filters: TOperationFilters;
  onChange: (next: TOperationFilters) => void;
}) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const [search, setSearch] = useState(filters.q);
  const settled = useDebouncedValue(search, SEARCH_DELAY_MS);
  // The search is applied when it settles, to the filters as they are by then.
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  useEffect(() => {
    const current = latest.current;
    if (settled.trim() !== current.filters.q.trim())
      current.onChange({ ...current.filters, q: settled });
  }, [settled]);

  const set = (patch: Partial<TOperationFilters>) => onChange({ ...filters, ...patch });
  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        // On a phone the two days share a line; the rest take a whole one.
        gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1.5fr 1.5fr 1fr 1fr' },
        '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        alignItems: 'start',
      }}
    >
      <TextField
        id={`${id}-q`}
        className="wide"
        type="search"
        label={t('filters.search')}
        helperText={t('filters.searchHelp')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
      />
      <TextField
        id={`${id}-status`}
        className="wide"
        select
        label={t('filters.status')}
        value={filters.status}
        onChange={(event) => {
          const value = event.target.value as unknown as TOperationStatus[] | string;
          set({
            status: (typeof value === 'string' ? value.split(',') : value) as TOperationStatus[],
          });
        }}
        size="small"
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as TOperationStatus[]).map((status) => t(`status.${status}`)).join(', '),
          },
        }}
      >
        {OPERATION_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            <Checkbox size="small" checked={filters.status.includes(status)} sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={t(`status.${status}`)} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`${id}-type`}
        className="wide"
        select
        label={t('filters.type')}
        value={filters.type}
        onChange={(event) => set({ type: event.target.value as TOperationFilters['type'] })}
        size="small"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.anyType')}</MenuItem>
        {SIGNATURE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <SenderFilter
        id={`${id}-sender`}
        value={filters.sender}
        onChange={(sender) => set({ sender })}
      />
      {(['from', 'to'] as const).map((bound) => (
        <TextField
          key={bound}
          id={`${id}-${bound}`}
          type="date"
          label={t(`filters.${bound}`)}
          value={filters[bound]}
          onChange={(event) => set({ [bound]: event.target.value })}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      {hasFilters(filters) && (
        <Button
          sx={{ justifySelf: 'start' }}
          onClick={() => {
            setSearch('');
            onChange(NO_FILTERS);
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Box>
  );
}

/** Whose operations: everyone's in the organisation, or only the caller's. */
function SenderFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: TOperationFilters['sender'];
  onChange: (sender: TOperationFilters['sender']) => void;
}) {
  const { t } = useTranslation('workspace');
  return (
    <TextField
      id={id}
      select
      label={t('filters.sender')}
      value={value}
      onChange={(event) => onChange(event.target.value === 'me' ? 'me' : '')}
      size="small"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('filters.senderAll')}</MenuItem>
      <MenuItem value="me">{t('filters.senderMe')}</MenuItem>
    </TextField>
  );
}
