import { SIGNATURE_TYPES, type TSignatureType } from '@confirma/contracts/constants';
import { OPERATION_STATUSES, type TOperationStatus } from '@confirma/contracts/operations';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersToQuery, type TOperationFilters } from '../api/operation-filters';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string): value is TOperationStatus =>
  (OPERATION_STATUSES as readonly string[]).includes(value);
const isType = (value: string): value is TSignatureType =>
  (SIGNATURE_TYPES as readonly string[]).includes(value);

/** The filters written in the page's address (`?status=SIGNED,REJECTED&q=ana`), if valid. */
export function readFilters(params: URLSearchParams): TOperationFilters {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const type = params.get('type') ?? '';
  return {
    status: (params.get('status') ?? '').split(',').filter(isStatus),
    type: isType(type) ? type : '',
    q: params.get('q') ?? '',
    from: day('from'),
    to: day('to'),
    sender: params.get('sender') === 'me' ? 'me' : '',
  };
}

const FILTER_PARAMS = ['status', 'type', 'q', 'from', 'to', 'sender'] as const;

/**
 * The list's filters, kept in the page's address: going back from an operation's page
 * finds the list as it was left. Changes replace the history entry (no entry per key).
 */
export function useOperationFilters(): [TOperationFilters, (next: TOperationFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback(
    (next: TOperationFilters) => {
      setParams(
        (current) => {
          const result = new URLSearchParams(current);
          for (const name of FILTER_PARAMS) result.delete(name);
          for (const [name, value] of filtersToQuery(next)) result.set(name, value);
          return result;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [filters, setFilters];
}
