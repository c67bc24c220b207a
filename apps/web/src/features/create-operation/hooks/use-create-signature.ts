import type { TCreationForm } from '@confirma/contracts/creation';
import type { TCreateOperationResponse } from '@confirma/contracts/operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getDomainUuid } from '../../../api/get-domain-uuid';
import { getOperation } from '../../../api/get-operation';
import { pathFor } from '../../../config/routes';
import { invalidateAccount } from '../../../lib/account-queries';
import { track } from '../../../lib/analytics';
import { isLanguage } from '../../../lib/language';
import { sessionStore } from '../../../lib/session-store';
import { buildCreationPayload } from '../api/build-payload';
import { createOperation } from '../api/create-operation';
import { getAccessToken } from '../api/get-access-token';

/** Which step failed: the spec has one message for login/create and one for the read. */
export class CreationError extends Error {
  constructor(
    readonly step: 'create' | 'operation',
    readonly reason: unknown,
  ) {
    super(`creation failed at ${step}`);
  }
}

/**
 * Spec 000 §4 "Operation creation flow": analytics event, a signing-service token for the
 * signed-in account, the payload from the type and template, create, keep the ids and the
 * signer token in the session, read the operation, then open the signer's page on this
 * device (simpleSignature or handwrittenSignature), or, when the link was e-mailed, stay.
 * The creation spent credits: the account's cached balance is refreshed at once.
 */
export function useCreateSignature() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: async (form: TCreationForm) => {
      track({
        category: form.type === 'SIMPLE' ? 'SimpleSignature' : 'HandwrittenSignature',
        action: 'submit',
      });
      const language = isLanguage(i18n.language) ? i18n.language : 'es';
      let created: TCreateOperationResponse;
      try {
        sessionStore.set({ token: await getAccessToken() });
        const domainUuid = await getDomainUuid();
        created = await createOperation(domainUuid, buildCreationPayload(form, language));
      } catch (error) {
        throw new CreationError('create', error);
      }
      void invalidateAccount(queryClient);
      const operationUuid = created.uuids[0] ?? '';
      sessionStore.set({
        operationUuid,
        esignToken: created.loginautToken,
        documentUuid: created.documentsUuid[0] ?? null,
      });
      try {
        sessionStore.set({ operation: await getOperation(operationUuid) });
      } catch (error) {
        throw new CreationError('operation', error);
      }
      return { type: form.type, delivery: form.delivery, operationUuid };
    },
    onSuccess: ({ type, delivery }) => {
      window.scrollTo({ top: 0 });
      if (delivery !== 'here') return;
      void navigate(pathFor(type === 'SIMPLE' ? 'simpleSignature' : 'handwrittenSignature'));
    },
  });
}
