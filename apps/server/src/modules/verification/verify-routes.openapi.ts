import { ANCHOR_MIRROR_SUBJECT_MAX } from '@confirma/contracts/constants';
import {
  ANCHOR_MIRROR_MAX_BYTES,
  VERIFY_MAX_BYTES,
  ZPublicAnchorPage,
  ZPublicAnchorsQuery,
  ZVerifiedOperation,
  ZVerifyOperationParams,
  ZVerifyResult,
} from '@confirma/contracts/verify';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['verification'];

export const verifyDocumentRoute = {
  config: { access: 'anonymous' },
  bodyLimit: VERIFY_MAX_BYTES,
  schema: {
    tags,
    summary: 'Verify a signed PDF or an operation certificate',
    description:
      'The body is the file itself (`application/pdf` or `application/octet-stream`, ' +
      `${VERIFY_MAX_BYTES / 1024 / 1024} MB at most). For each signature: its integrity ` +
      '(the signed bytes unchanged), the CMS signature, the certificate chain and whether ' +
      "it reaches this platform's certificates, the RFC 3161 time stamp, and whether it " +
      'covers the whole file (bytes after the last signature: changed after signing). ' +
      'Then the operation the file belongs to (by its SHA-256 among the signed documents, ' +
      "or named by a valid platform seal) with its evidence chain's verification and " +
      'event codes and times; no personal data beyond what the PDF itself shows. ' +
      'A PDF without signatures answers `verdict: unsigned`. 413 PAYLOAD_TOO_LARGE; ' +
      '415 UNSUPPORTED_MEDIA_TYPE (not a PDF, or another content type); 413 ' +
      'PDF_TOO_COMPLEX (not read within the worker limits); 429 RATE_LIMITED with ' +
      'Retry-After past `VERIFY_IP_LIMIT` verifications per IP per hour.',
    response: { 200: ZVerifyResult, ...problems(400, 413, 415, 429) },
  },
} as const;

export const operationEvidenceRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags,
    summary: "An operation's evidence, as its certificate's QR code shows it",
    description:
      'The status, whether the evidence chain verifies (hashes, links, RFC 3161 anchors), ' +
      'the anchors and the event codes and times of the operation printed on a ' +
      'certificate. 404 when there is no such operation; 429 past `VERIFY_IP_LIMIT`.',
    params: ZVerifyOperationParams,
    response: { 200: ZVerifiedOperation, ...problems(404, 429) },
  },
} as const;

export const mirroredEvidenceRoute = {
  config: { access: 'anonymous' },
  bodyLimit: ANCHOR_MIRROR_MAX_BYTES,
  schema: {
    tags,
    summary: "An operation's evidence, checked against a mirrored copy of the anchor log",
    description:
      'The same answer as GET /api/verify/operations/{operationUuid}, with the chain ' +
      'also checked against the anchors of a copy of the public anchor log a third ' +
      'party kept. The body (`application/json`, ' +
      `${ANCHOR_MIRROR_MAX_BYTES / 1024 / 1024} MB at most): the pages of GET ` +
      '/api/verify/anchors as fetched, one page, or their items (`ZAnchorMirror`), ' +
      `tokens in canonical base64, ${ANCHOR_MIRROR_SUBJECT_MAX} distinct anchors of ` +
      "the operation at most. Each of the copy's anchors of this operation that this " +
      'database does not hold is checked against the head it claims: one that ' +
      'verifies (the TSA made it) is reported missing (`mirror.missing`) and fails ' +
      'the chain; one that does not is no evidence, counted in `mirror.untrusted`, and ' +
      'leaves the chain as it is. The copy is read and its tokens checked in a worker ' +
      'thread. 400 VALIDATION_FAILED when the body is no such copy; 404 when there is ' +
      'no such operation; 413 past the size; 415 for another content type; 429 past ' +
      '`VERIFY_IP_LIMIT`.',
    params: ZVerifyOperationParams,
    response: { 200: ZVerifiedOperation, ...problems(400, 404, 413, 415, 429) },
  },
} as const;

export const publicAnchorsRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags,
    summary: 'The public log of evidence anchors, to mirror',
    description:
      'Every RFC 3161 anchor of every evidence chain, oldest first, `limit` (1–1000, ' +
      '500) after the anchor id `after` (0): the subject as SHA-256 of ' +
      '`<subjectType>:<subjectId>` (no ids listed), the anchored event and hash, the ' +
      'token (DER, base64), its time and TSA. Append-only: a mirror keeps `last` and ' +
      'asks `after=<last>` next; `npm run evidence:verify -- <operation> --anchors ' +
      '<copy.json>` checks a chain against such a copy. Cacheable for a minute.',
    querystring: ZPublicAnchorsQuery,
    response: { 200: ZPublicAnchorPage, ...problems(400) },
  },
} as const;
