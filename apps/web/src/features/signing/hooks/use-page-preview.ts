import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getPagePreview } from '../api/get-page-preview';
import { signingKeys } from './use-signing-context';

/**
 * The document's first page as the server draws it, as an object URL, shown while pdf.js
 * loads (null until it arrives, or when it cannot be had: the viewer's spinner stays).
 * Not retried: by the time a second try answered, pdf.js would have drawn the page.
 */
export function usePagePreview(operationUuid: string, documentUuid: string): string | null {
  const picture = useQuery({
    queryKey: signingKeys.page(operationUuid, documentUuid, 1),
    queryFn: () => getPagePreview(operationUuid, documentUuid, 1),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = useMemo(
    () => (picture.data ? URL.createObjectURL(picture.data) : null),
    [picture.data],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
