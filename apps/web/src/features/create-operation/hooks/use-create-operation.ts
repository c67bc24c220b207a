import type { TAnalyticsCategory } from '@confirma/contracts/analytics';
import { CREATION_NEEDS, type TCreationType } from '@confirma/contracts/creation';
import type {
  TCreateOperationRequest,
  TCreateOperationResponse,
} from '@confirma/contracts/operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { renewAccountToken } from '../../../api/get-access-token';
import { getDomainUuid } from '../../../api/get-domain-uuid';
import { getOperation } from '../../../api/get-operation';
import { pathFor } from '../../../config/routes';
import { invalidateAccount } from '../../../lib/account-queries';
import { track } from '../../../lib/analytics';
import { isLanguage, type TLanguage } from '../../../lib/language';
import { invalidateOperations } from '../../../lib/operations-queries';
import { sessionStore } from '../../../lib/session-store';
import { createOperation } from '../api/create-operation';

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
 * What is created: the first signer's type (their page when signing here), where they sign,
 * and the payload, built in the interface's language.
 */
export type TCreationRequest = {
  type: TCreationType;
  delivery: 'here' | 'email';
  build: (language: TLanguage) => TCreateOperationRequest;
};

/** The signer's page on this device for each type. */
const SIGNER_PAGE = {
  SIMPLE: 'simpleSignature',
  BIOMETRICA: 'handwrittenSignature',
  IDENTIFICATION_NO_ASISTIDA: 'identificationSignature',
  VIDEO_1PASO_OTP: 'identificationSignature',
  PARTE_VIAJERO: 'identificationSignature',
} as const satisfies Record<TCreationType, string>;

const CATEGORY: Record<TCreationType, TAnalyticsCategory> = {
  SIMPLE: 'SimpleSignature',
  BIOMETRICA: 'HandwrittenSignature',
  IDENTIFICATION_NO_ASISTIDA: 'VideoIdentification',
  VIDEO_1PASO_OTP: 'VideoIdentification',
  PARTE_VIAJERO: 'VideoIdentification',
};

/**
 * The creation flow: analytics event, a signing-service token for the
 * signed-in account, the payload from the type and template, create, keep the ids and the
 * signer token in the session, read the operation, then open the signer's page on this
 * device (simpleSignature, handwrittenSignature, or identificationSignature for the video
 * types, which reads the same session values its e-mailed link carries), or, when the link
 * was e-mailed, stay. The creation spent credits: the cached balance is refreshed at once.
 */
export function useCreateOperation(
  options: {
    /** Opens the signer's page here another way (the traveller trial's video dialog). */
    openHere?: (created: { type: TCreationType; operationUuid: string }) => void;
  } = {},
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: async (request: TCreationRequest) => {
      track({ category: CATEGORY[request.type], action: 'submit' });
      const language = isLanguage(i18n.language) ? i18n.language : 'es';
      let created: TCreateOperationResponse;
      try {
        await renewAccountToken();
        const domainUuid = await getDomainUuid();
        created = await createOperation(domainUuid, request.build(language));
      } catch (error) {
        throw new CreationError('create', error);
      }
      void invalidateAccount(queryClient);
      void invalidateOperations(queryClient);
      const operationUuid = created.uuids[0] ?? '';
      sessionStore.set({
        operationUuid,
        esignToken: created.loginautToken,
        documentUuid: created.documentsUuid[0] ?? null,
        // A new operation: the capture screen must not resume another one's video.
        ...(CREATION_NEEDS[request.type].nif ? { videoUuid: null } : {}),
      });
      try {
        sessionStore.set({ operation: await getOperation(operationUuid) });
      } catch (error) {
        throw new CreationError('operation', error);
      }
      return { type: request.type, delivery: request.delivery, operationUuid };
    },
    onSuccess: ({ type, delivery, operationUuid }) => {
      window.scrollTo({ top: 0 });
      if (delivery !== 'here') return;
      if (options.openHere) options.openHere({ type, operationUuid });
      else void navigate(pathFor(SIGNER_PAGE[type]));
    },
  });
}
