import { DEMO_IDENTIFIES, type TDemoForm } from '@confirma/contracts/demo';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pathFor } from '../../../config/routes';
import type { useFailureNotice } from '../../../hooks/use-failure-notice';
import { track } from '../../../lib/analytics';
import { sessionStore } from '../../../lib/session-store';
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
  const navigate = useNavigate();
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
        sessionStore.set({
          operationUuid: created.operationUuid,
          documentUuid: created.documentUuid,
          esignToken: created.signerToken,
          // A new operation: the capture screen must not resume another one's video.
          ...(capture ? { videoUuid: null } : {}),
        });
        void navigate(pathFor(capture ? 'identificationSignature' : 'handwrittenSignature'));
        return;
      }
      onSent(form.email);
    },
    onError: (error) => fail('create.errors.create', error),
  });
}
