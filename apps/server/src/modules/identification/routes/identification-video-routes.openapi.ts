import {
  IDENTIFICATION_LIMITS,
  ZFinishVideoUploadRequest,
  ZIdentificationOpParams,
  ZIdentificationVideoParams,
  ZUploadVideoRequest,
  ZUploadVideoResponse,
  ZVideoChunkParams,
  ZVideoChunkResponse,
} from '@confirma/contracts/identification';
import { identificationProblems, tags } from './identification-routes.openapi.ts';

/** The whole video in one body, up to the platform's IDENTIFICATION_MAX_VIDEO_BYTES. */
export const uploadVideoRoute = (maxVideoBytes: number) =>
  ({
    config: { access: 'identification-signer' },
    // base64 text of the largest video, and the JSON around it; past it 413.
    bodyLimit: Math.ceil((maxVideoBytes * 4) / 3) + 64 * 1024,
    schema: {
      tags,
      summary: 'Upload the whole recorded video as base64',
      params: ZIdentificationOpParams,
      body: ZUploadVideoRequest,
      response: { 200: ZUploadVideoResponse, ...identificationProblems },
    },
  }) as const;

export const putVideoChunkRoute = {
  config: { access: 'identification-signer' },
  bodyLimit: IDENTIFICATION_LIMITS.maxVideoChunkBytes,
  schema: {
    tags,
    summary: 'Upload one part of the video (raw bytes); a part sent again replaces itself',
    description: `The body is the part itself (application/octet-stream, at most ${IDENTIFICATION_LIMITS.maxVideoChunkBytes} bytes).`,
    params: ZVideoChunkParams,
    response: { 200: ZVideoChunkResponse, ...identificationProblems },
  },
} as const;

export const finishVideoUploadRoute = {
  config: { access: 'identification-signer' },
  schema: {
    tags,
    summary: 'Assemble the uploaded parts into the video',
    params: ZIdentificationVideoParams,
    body: ZFinishVideoUploadRequest,
    response: { 200: ZUploadVideoResponse, ...identificationProblems },
  },
} as const;
