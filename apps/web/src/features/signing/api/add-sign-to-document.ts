import { HANDWRITTEN } from '@confirma/contracts/constants';
import {
  type TFieldValues,
  type THandwrittenRequest,
  type TSignatureAck,
  type TStrokePoint,
  ZSignatureAck,
} from '@confirma/contracts/operations';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/v2/addsigntodocument/{operationUuid}/{documentUuid}: the handwritten signature,
 * a PNG (base64) and its stroke points, kept as evidence; or a typed name (`typedName`,
 * the PNG showing it, no strokes).
 */
export function addSignToDocument(
  operationUuid: string,
  documentUuid: string,
  png: string,
  strokes: TStrokePoint[][],
  fields: TFieldValues = {},
  { typedName }: { typedName?: string | undefined } = {},
): Promise<TSignatureAck> {
  const body: THandwrittenRequest = {
    operationUuid,
    documentUuid,
    signaturetype: HANDWRITTEN.signatureType,
    message: '',
    signboxName: HANDWRITTEN.signBoxName,
    b64img: png,
    ...(typedName ? { typedName } : { strokes }),
    ...(Object.keys(fields).length ? { fields } : {}),
  };
  return apiClient.post(`/v2/addsigntodocument/${operationUuid}/${documentUuid}`, body, {
    schema: ZSignatureAck,
  });
}
