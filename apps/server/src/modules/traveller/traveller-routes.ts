import { ZProblem } from '@confirma/contracts/errors';
import {
  ZGuestRegister,
  ZGuestRegisterPageQuery,
  ZGuestRegisterQuery,
  ZTravellerCompletion,
  ZTravellerOpParams,
  ZTravellerReportView,
} from '@confirma/contracts/traveller';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TOperationsService } from '../operations/index.ts';
import { GUEST_REGISTER_LIMIT, guestRegisterCsv, listGuestRegister } from './guest-register.ts';
import { fillTravellerReport, readTravellerReport } from './traveller-report.ts';

const tags = ['traveller report'];
const problems = { 400: ZProblem, 401: ZProblem, 403: ZProblem, 404: ZProblem, 409: ZProblem };

/**
 * The traveller report (parte de viajero): the identified guest's review and completion
 * under /api/v2 with their token of the operation, and the account's guest register.
 */
export const travellerRoutes: FastifyPluginAsyncZod<{
  operations: TOperationsService;
}> = async (app, { operations }) => {
  app.get(
    '/api/v2/traveller/:operationUuid',
    {
      config: { access: 'operation' },
      schema: {
        tags,
        summary: "The traveller report to review, prefilled from the guest's identified document",
        description:
          "With the guest's token, after their identification passed (409 TRAVELLER_NOT_IDENTIFIED before; TRAVELLER_DOCUMENT_EXPIRED for an expired document). `warnings` name where the creation form contradicts the document.",
        params: ZTravellerOpParams,
        response: { 200: ZTravellerReportView, ...problems },
      },
    },
    async (request) => readTravellerReport(operations, actorOf(request, 'operation')),
  );

  app.post(
    '/api/v2/traveller/:operationUuid',
    {
      config: { access: 'operation' },
      schema: {
        tags,
        summary:
          'Complete the traveller report: the parte is filled (and sealed, identification only)',
        description:
          'The filled parte becomes the operation document the guest then signs by OTP; for IDENTIFICATION_NO_ASISTIDA it is sealed by the platform and final. Correctable until the guest accepts it for signing (409 TRAVELLER_REPORT_CLOSED after).',
        params: ZTravellerOpParams,
        body: ZTravellerCompletion,
        response: { 200: ZTravellerReportView, ...problems },
      },
    },
    async (request) =>
      fillTravellerReport(
        operations,
        actorOf(request, 'operation'),
        request.body,
        requestMeta(request),
      ),
  );

  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', sameOriginGuard(operations.context.platform.config.PUBLIC_URL));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    scope.get(
      '/api/traveller/register',
      {
        config: { access: 'account' },
        schema: {
          tags,
          summary:
            "The account's guest register: every traveller report, newest first (keyset pages)",
          description:
            'An account token or the signed-in browser. `q` searches name, surnames, document ' +
            "number, e-mail and phone. Pass the answer's `nextCursor` as `cursor` for the next page.",
          querystring: ZGuestRegisterPageQuery,
          response: { 200: ZGuestRegister, ...problems },
        },
      },
      async (request) => {
        const { userId } = actorOf(request, 'account');
        return listGuestRegister(operations.context.db, { userId, ...request.query });
      },
    );
    scope.get(
      '/api/traveller/register/export',
      {
        config: { access: 'account' },
        schema: {
          tags,
          summary: 'The guest register as a file: CSV or JSON, every field',
          description: `The register's newest ${GUEST_REGISTER_LIMIT} entries (with \`q\`), as an attachment. CSV: RFC 4180 (every cell quoted), UTF-8 with a byte-order mark, one row per report; with \`lang\` (es, en, it) its columns are named and its codes written in that language; a formula a spreadsheet would run (=, +, -, @, tab or CR at a cell's start or after a , ; tab or line break in it) is shown as text behind a '.`,
          querystring: ZGuestRegisterQuery,
          response: {
            200: z.any().describe('text/csv or application/json, as an attachment'),
            ...problems,
          },
        },
      },
      async (request, reply) => {
        const { userId } = actorOf(request, 'account');
        const { entries } = await listGuestRegister(operations.context.db, {
          userId,
          q: request.query.q,
          limit: GUEST_REGISTER_LIMIT,
        });
        const day = new Date().toISOString().slice(0, 10);
        if (request.query.format === 'csv') {
          return reply
            .type('text/csv; charset=utf-8; header=present')
            .header('content-disposition', attachment(`confirma-guest-register-${day}.csv`))
            .send(`\uFEFF${guestRegisterCsv(entries, request.query.lang)}`);
        }
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', attachment(`confirma-guest-register-${day}.json`))
          .send(JSON.stringify({ entries }, null, 2));
      },
    );
  });
};
