import { HANDWRITTEN, OTP_TYPE } from '@confirma/contracts/constants';
import { ZOperationResponse } from '@confirma/contracts/operations';
import { z } from 'zod';
import { ApiError, apiClient } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { SIGNING_PATHS } from './signing-paths';

/**
 * The signer's calls to the signing service (spec 000 §7). Each carries the session's
 * esignToken (the signer token from the e-mail link).
 */
const ZConfig = z.object({ domainUuid: z.uuid() });
const ZSigned = z.object({ result: z.literal('OK'), sealed: z.boolean() });

let domainUuid: Promise<string> | null = null;
/**
 * The fixed domain identifier, from the public client configuration: read once and kept
 * in the session (spec 000 §3), so a returning page skips the call.
 */
export function getDomainUuid(): Promise<string> {
  const known = sessionStore.get().domainUuid;
  if (known) return Promise.resolve(known);
  domainUuid ??= apiClient
    .get(SIGNING_PATHS.config, { kind: 'login', schema: ZConfig })
    .then((config) => {
      sessionStore.set({ domainUuid: config.domainUuid });
      return config.domainUuid;
    })
    .catch((error: unknown) => {
      domainUuid = null;
      throw error;
    });
  return domainUuid;
}

export async function getOperation(operationUuid: string) {
  const read = async () =>
    apiClient.get(SIGNING_PATHS.operation(await getDomainUuid(), operationUuid), {
      schema: ZOperationResponse,
    });
  try {
    return await read();
  } catch (error) {
    // A remembered domain id from another deployment: forget it and ask once more.
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    sessionStore.set({ domainUuid: null });
    return read();
  }
}

/** The document as PDF bytes: the original before signing, the sealed one after. */
export async function getDocumentPdf(operationUuid: string, documentUuid: string) {
  const b64 = await apiClient.get(SIGNING_PATHS.document(operationUuid, documentUuid), {
    schema: z.string(),
  });
  return base64ToBytes(b64);
}

/** The operation certificate (acta) as PDF bytes. */
export async function getActaPdf(operationUuid: string) {
  const b64 = await apiClient.get(`/v2/actabyoperationuuidb64/${operationUuid}`, {
    schema: z.string(),
  });
  return base64ToBytes(b64);
}

export function documentRead(operationUuid: string, documentUuid: string) {
  return apiClient.post(`/v2/documentread/${operationUuid}`, { operationUuid, documentUuid });
}

export function createOtp(operationUuid: string, cellPhone: string) {
  return apiClient.post(`/v2/createotp/${operationUuid}`, {
    operationUuid,
    cellPhone,
    otpType: OTP_TYPE,
  });
}

export function verifyOtp(operationUuid: string, otpValue: string) {
  return apiClient.post(
    `/v2/verifyotpforbot/${operationUuid}`,
    { operationUuid, otpValue, otpType: OTP_TYPE },
    { schema: ZSigned },
  );
}

export interface TStrokePoint {
  x: number;
  y: number;
  time: number;
}

export function addSignToDocument(
  operationUuid: string,
  documentUuid: string,
  png: string,
  strokes: TStrokePoint[][],
) {
  return apiClient.post(
    `/v2/addsigntodocument/${operationUuid}/${documentUuid}`,
    {
      operationUuid,
      documentUuid,
      signaturetype: HANDWRITTEN.signatureType,
      message: '',
      signboxName: HANDWRITTEN.signBoxName,
      b64img: png,
      strokes,
    },
    { schema: ZSigned },
  );
}

function base64ToBytes(b64: string): Uint8Array {
  const binary = atob(b64.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
