import { DEMO_IDENTIFIES, type TDemoForm } from '@confirma/contracts/demo';
import { useMutation } from '@tanstack/react-query';
import type { useFailureNotice } from '../../../hooks/use-failure-notice';
import { useOpenSignerPage } from '../../../hooks/use-open-signer-page';
import { track } from '../../../lib/analytics';
import { createDemoOperation } from '../api/create-demo-operation';

/**
 * Creates the demo's test operation. Created, the form is emptied (`onCreated`); a
 * handwritten or an identification type goes on here with the signer's session, an OTP one
 * says where the invitation went (`onSent`).
 */
export function useCreateDemo({
  onCreated,
  onSent,
  fail,
}: {
  onCreated: () => void;
  onSent: (email: string) => void;
  fail: ReturnType<typeof useFailureNotice>['fail'];
}) {
  const openSignerPage = useOpenSignerPage();
  return useMutation({
    mutationFn: (form: TDemoForm) => {
      track({ category: 'Demo', action: 'submit', label: form.type });
      return createDemoOperation(form);
    },
    onSuccess: (created, form) => {
      window.scrollTo({ top: 0 });
      onCreated();
      const capture = DEMO_IDENTIFIES[form.type];
      if (created.signatureType === 'BIOMETRICA' || capture) {
        openSignerPage({
          operationUuid: created.operationUuid,
          signerToken: created.signerToken,
          documentUuid: created.documentUuid,
          identifies: capture,
        });
        return;
      }
      onSent(form.email);
    },
    onError: (error) => fail('create.errors.create', error),
  });
}
