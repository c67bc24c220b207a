import {
  ZCreateOtpRequest,
  ZDocumentReadRequest,
  ZEndedOperation,
  ZHandwrittenRequest,
  ZRejectOperationRequest,
  ZSignatureAck,
  ZSigningAck,
  ZVerifyOtpRequest,
} from '@confirma/contracts/operations';
import { z } from 'zod';
import { problems, ZOperationParams } from '../../platform/http/route-kit.ts';

const tags = ['signing service'];
const signerProblems = problems(400, 401, 403, 404, 409, 429);
const ZDocumentParams = ZOperationParams.extend({ documentUuid: z.uuid() });

export const documentBase64Route = {
  config: { access: 'operation', permission: 'read' },
  schema: {
    tags,
    operationId: 'getDocumentBase64',
    produces: ['text/plain'],
    summary: 'The document as base64 PDF: the original before signing, the sealed one after',
    params: ZDocumentParams,
    response: { 200: z.string(), ...signerProblems },
  },
} as const;

export const documentReadRoute = {
  config: { access: 'signer' },
  schema: {
    tags,
    operationId: 'recordDocumentRead',
    summary: 'Record that the signer read and accepted the document',
    params: ZOperationParams,
    body: ZDocumentReadRequest,
    response: { 200: ZSigningAck, ...signerProblems },
  },
} as const;

export const createOtpRoute = {
  config: { access: 'signer' },
  schema: {
    tags,
    operationId: 'sendSigningCode',
    summary: "Send a 6-digit code by SMS to the signer's registered phone",
    params: ZOperationParams,
    body: ZCreateOtpRequest,
    response: { 200: ZSigningAck, ...signerProblems },
  },
} as const;

export const verifyOtpRoute = {
  config: { access: 'signer' },
  schema: {
    tags,
    operationId: 'signWithCode',
    summary: 'Check the code; the right one seals the documents (PAdES B-T)',
    params: ZOperationParams,
    body: ZVerifyOtpRequest,
    response: { 200: ZSignatureAck, ...signerProblems, ...problems(410, 422, 423) },
  },
} as const;

export const certificateBase64Route = {
  config: { access: 'operation', permission: 'read' },
  schema: {
    tags,
    operationId: 'getCertificateBase64',
    produces: ['text/plain'],
    summary: 'The operation certificate ("acta") as a base64 PDF, sealed by the platform',
    params: ZOperationParams,
    response: { 200: z.string(), ...signerProblems },
  },
} as const;

export const signWithDrawingRoute = {
  bodyLimit: 4 * 1024 * 1024,
  config: { access: 'signer' },
  schema: {
    tags,
    operationId: 'signWithDrawing',
    summary: 'Sign with a handwritten drawing (PNG) placed in the signature box',
    params: ZDocumentParams,
    body: ZHandwrittenRequest,
    response: { 200: ZSignatureAck, ...signerProblems, ...problems(413, 415) },
  },
} as const;

export const rejectOperationRoute = {
  config: { access: 'signer' },
  schema: {
    tags,
    operationId: 'rejectOperation',
    summary: 'The signer declines to sign (with an optional reason)',
    params: ZOperationParams,
    body: ZRejectOperationRequest,
    response: { 200: ZEndedOperation('REJECTED'), ...signerProblems },
  },
} as const;
