import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Page } from '../../components/page';
import { getAccount } from '../../features/account/api/get-account';
import { RequireAccount } from '../../features/account/components/require-account';
import { OcrCropper } from '../../features/ocr/components/ocr-cropper';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import { ACCOUNT_QUERY_ROOT, invalidateAccount } from '../../lib/account-queries';

/**
 * /ocrcropper: the document cropper, without header so that the OCR page can
 * embed it (an iframe 700 px high in its Pruébalo dialog); signed-in users only.
 */
export function OcrCropperPage() {
  const email = useSignedInEmail();
  const queryClient = useQueryClient();
  const account = useQuery({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'ocr-balance'],
    queryFn: ({ signal }) => getAccount({ signal }),
    enabled: Boolean(email),
  });
  return (
    <Page>
      <RequireAccount>
        <OcrCropper
          balance={account.data?.credits.currentcredits ?? null}
          onAnalysed={() => void invalidateAccount(queryClient)}
        />
      </RequireAccount>
    </Page>
  );
}
