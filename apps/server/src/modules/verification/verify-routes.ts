import { ANCHOR_MIRROR_SUBJECT_MAX } from '@confirma/contracts/constants';
import { ZProblem } from '@confirma/contracts/errors';
import {
  ANCHOR_MIRROR_MAX_BYTES,
  VERIFY_MAX_BYTES,
  ZPublicAnchorPage,
  ZPublicAnchorsQuery,
  ZVerifiedOperation,
  ZVerifyOperationParams,
  ZVerifyResult,
} from '@confirma/contracts/verify';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { sendRateState } from '../../platform/http/rate-limit.ts';
import { listPublicAnchors } from '../evidence/index.ts';
import { describeOperationEvidence } from './describe-operation-evidence.ts';
import type { TVerificationService } from './verification-service.ts';
import { countVerification, verifyDocument } from './verify-document.ts';

const TAG = 'verification';

/**
 * The public verification (no account, no token): a signed PDF or an operation
 * certificate in, its signatures and the operation's evidence out; and an operation's
 * evidence by its id (the certificate's QR code). Counted per IP (VERIFY_IP_LIMIT an
 * hour) before the body is read.
 */
export const verifyRoutes: FastifyPluginAsyncZod<{ verification: TVerificationService }> = async (
  app,
  { verification },
) => {
  const { context } = verification;
  const limit = async (request: { ip: string }, reply: FastifyReply) => {
    sendRateState(reply, await countVerification(context, request.ip));
  };
  for (const type of ['application/pdf', 'application/octet-stream']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: VERIFY_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
  }

  app.post(
    '/api/verify',
    {
      config: { access: 'anonymous' },
      bodyLimit: VERIFY_MAX_BYTES,
      onRequest: limit,
      schema: {
        tags: [TAG],
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
        response: {
          200: ZVerifyResult,
          400: ZProblem,
          413: ZProblem,
          415: ZProblem,
          429: ZProblem,
        },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the PDF as application/pdf');
      }
      const result = await verifyDocument(context, { bytes: new Uint8Array(request.body) });
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  app.get(
    '/api/verify/operations/:operationUuid',
    {
      config: { access: 'anonymous' },
      onRequest: limit,
      schema: {
        tags: [TAG],
        summary: "An operation's evidence, as its certificate's QR code shows it",
        description:
          'The status, whether the evidence chain verifies (hashes, links, RFC 3161 anchors), ' +
          'the anchors and the event codes and times of the operation printed on a ' +
          'certificate. 404 when there is no such operation; 429 past `VERIFY_IP_LIMIT`.',
        params: ZVerifyOperationParams,
        response: { 200: ZVerifiedOperation, 404: ZProblem, 429: ZProblem },
      },
    },
    async (request, reply) => {
      const found = await describeOperationEvidence(context, {
        operationId: request.params.operationUuid,
        matchedBy: 'operation-id',
      });
      if (!found) throw new AppError('NOT_FOUND', 'No such operation');
      return reply.header('cache-control', 'no-store').send(found);
    },
  );

  // The copy's bytes go to the anchor verifier's thread as they came: 10 MB of JSON is a
  // tenth of a second to parse and validate, which the HTTP thread does not spend.
  await app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: ANCHOR_MIRROR_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/verify/operations/:operationUuid/mirror',
      {
        config: { access: 'anonymous' },
        bodyLimit: ANCHOR_MIRROR_MAX_BYTES,
        onRequest: limit,
        schema: {
          tags: [TAG],
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
          response: {
            200: ZVerifiedOperation,
            400: ZProblem,
            404: ZProblem,
            413: ZProblem,
            415: ZProblem,
            429: ZProblem,
          },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the copy as application/json');
        }
        const found = await describeOperationEvidence(context, {
          operationId: request.params.operationUuid,
          matchedBy: 'operation-id',
          mirror: request.body,
        });
        if (!found) throw new AppError('NOT_FOUND', 'No such operation');
        return reply.header('cache-control', 'no-store').send(found);
      },
    );
  });

  app.get(
    '/api/verify/anchors',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: [TAG],
        summary: 'The public log of evidence anchors, to mirror',
        description:
          'Every RFC 3161 anchor of every evidence chain, oldest first, `limit` (1–1000, ' +
          '500) after the anchor id `after` (0): the subject as SHA-256 of ' +
          '`<subjectType>:<subjectId>` (no ids listed), the anchored event and hash, the ' +
          'token (DER, base64), its time and TSA. Append-only: a mirror keeps `last` and ' +
          'asks `after=<last>` next; `npm run evidence:verify -- <operation> --anchors ' +
          '<copy.json>` checks a chain against such a copy. Cacheable for a minute.',
        querystring: ZPublicAnchorsQuery,
        response: { 200: ZPublicAnchorPage, 400: ZProblem },
      },
    },
    async (request, reply) => {
      const page = await listPublicAnchors(context.db, request.query);
      return reply.header('cache-control', 'public, max-age=60').send(page);
    },
  );
};
