import { ZProblem } from '@confirma/contracts/errors';
import {
  ZOcrHistoryQuery,
  ZOcrHistoryResponse,
  ZOcrImageParams,
  ZOcrOutlineRequest,
  ZOcrOutlineResponse,
  ZOcrParams,
  ZOcrRequest,
  ZOcrResult,
} from '@confirma/contracts/ocr';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['document verification (OCR)'];
const AUTH = 'An account token (Authorization: Bearer) or the signed-in browser (session cookie).';
/** Two photos as base64 text and a little more. */
export const OCR_BODY_LIMIT = 26 * 1024 * 1024;
const jpeg = { 200: z.any().describe('the image (image/jpeg)'), ...problems(400, 401, 404) };

export const analyseOcrRoute = {
  config: { access: 'account', permission: 'send' },
  bodyLimit: OCR_BODY_LIMIT,
  schema: {
    tags,
    summary: 'Analyse one identity document from one or two photos (2 credits)',
    description:
      `${AUTH} JSON (base64 images) or multipart/form-data (files \`image\`, or \`front\` and \`back\`; ` +
      'text fields `idempotencyKey`, `language`, `corners0`/`corners1` as JSON, `rotation0`/`rotation1`). ' +
      "A card's front and back count as one document. Each photo is cut out along its corners " +
      '(found when not given), straightened and read: MRZ, printed fields, the cross-check, the ' +
      'Spanish DNI/NIE letter, expiry, age, the portrait. The idempotency key (field or ' +
      '`Idempotency-Key` header) replays the first answer and never charges twice. Nothing is ' +
      'stored or charged on 415 NOT_AN_IMAGE, 413 IMAGE_TOO_LARGE, 422 DOCUMENT_NOT_FOUND, ' +
      '422 MRZ_UNREADABLE, 402 INSUFFICIENT_CREDITS.',
    body: ZOcrRequest,
    response: { 200: ZOcrResult, ...problems(400, 401, 402, 404, 409, 413, 415, 422) },
  },
} as const;

export const findOutlineRoute = {
  config: { access: 'account', permission: 'send' },
  bodyLimit: OCR_BODY_LIMIT,
  schema: {
    tags,
    summary: "Find the document's four corners in a photo (free; the cropper's first step)",
    description: `${AUTH} Corners clockwise from the document's top left, in the photo's pixels (EXIF orientation applied); null when none was found.`,
    body: ZOcrOutlineRequest,
    response: { 200: ZOcrOutlineResponse, ...problems(400, 401, 404, 413, 415) },
  },
} as const;

export const ocrHistoryRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: "The account's analyses, newest first (kept OCR_RETENTION_DAYS; keyset pages)",
    description: `${AUTH} Pass the answer's \`nextCursor\` as \`cursor\` for the next page.`,
    querystring: ZOcrHistoryQuery,
    response: { 200: ZOcrHistoryResponse, 401: ZProblem },
  },
} as const;

export const readAnalysisRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: 'One analysis: the result document',
    description: AUTH,
    params: ZOcrParams,
    response: { 200: ZOcrResult, ...problems(400, 401, 404) },
  },
} as const;

export const deleteAnalysisRoute = {
  config: { access: 'account', permission: 'send' },
  schema: {
    tags,
    summary: 'Delete an analysis: its photos, images, result and report',
    description: `${AUTH} The evidence event stays.`,
    params: ZOcrParams,
    response: { 204: z.null(), ...problems(400, 401, 404) },
  },
} as const;

export const analysisImageRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: 'A straightened document image (0: the first photo sent)',
    description: AUTH,
    params: ZOcrImageParams,
    response: jpeg,
  },
} as const;

export const analysisPortraitRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: "The document's portrait",
    description: AUTH,
    params: ZOcrParams,
    response: jpeg,
  },
} as const;

export const analysisReportRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: 'The sealed PDF report (PAdES B-T) of an analysis',
    description: AUTH,
    params: ZOcrParams,
    response: { 200: z.any().describe('the PDF (application/pdf)'), ...problems(400, 401, 404) },
  },
} as const;
