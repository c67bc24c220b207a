import {
  ZIdentificationOpParams,
  ZIdentificationStanding,
  ZStartIdentificationRequest,
  ZStartIdentificationResponse,
  ZVideoSessionResponse,
} from '@confirma/contracts/identification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.ts';
import { openSession } from '../session/open-session.ts';
import { readIdentificationStanding } from '../session/read-identification-standing.ts';
import { startIdentification } from '../session/start-identification.ts';
import {
  identificationActor,
  problems,
  type TIdentificationRoutesOptions,
  tags,
} from './identification-route-kit.ts';

/** The session, where the signer stands, and the start. */
export const identificationSessionRoutes: FastifyPluginAsyncZod<
  TIdentificationRoutesOptions
> = async (app, { identification }) => {
  app.get(
    '/api/v2/session/:operationUuid',
    {
      config: { access: 'identification-signer' },
      schema: {
        tags,
        summary: 'Open (or resume) the recording session of an identification',
        params: ZIdentificationOpParams,
        response: { 200: ZVideoSessionResponse, ...problems },
      },
    },
    async (request) => {
      const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const session = await openSession(
        identification,
        identificationActor(request, identification),
        token,
      );
      // A demo's images and video go within a day (DEMO_IDENTIFICATION_RETENTION_HOURS).
      return actorOf(request, 'identification-signer').operation.demo
        ? { ...session, retentionDays: 1 }
        : session;
    },
  );

  app.get(
    '/api/v2/identification/standing/:operationUuid',
    {
      config: { access: 'identification-reader' },
      schema: {
        tags,
        summary: 'Where the signer stands: what a link opened again shows',
        description:
          "With the signer's token, also once the operation is over (403 for the owner). step: IDENTIFY (nothing finished yet), RETRY (the last attempt failed and the operation is open: another may start, its failures say why), REVIEW (the operation's owner decides), PASSED (next: the traveller's parte, the signature when signsAfter, or nothing), WAITING (earlier signers first), CLOSED (closedBy: CANCELLED, EXPIRED, REJECTED or FINISHED). identification: the latest attempt that began recording. A read: nothing changes.",
        params: ZIdentificationOpParams,
        response: { 200: ZIdentificationStanding, ...problems },
      },
    },
    async (request) =>
      readIdentificationStanding(identification, actorOf(request, 'identification-reader')),
  );

  app.post(
    '/api/v2/startidentification/:operationUuid',
    {
      config: { access: 'identification-signer' },
      schema: {
        tags,
        summary: 'Start recording: the operation moves to RECORDING',
        description:
          'An optional body carries the biometric consent (GDPR art. 9) shown by the screen, recorded as evidence; required when the session answer says consentRequired.',
        params: ZIdentificationOpParams,
        body: ZStartIdentificationRequest,
        response: { 200: ZStartIdentificationResponse, ...problems },
      },
    },
    async (request) =>
      startIdentification(
        identification,
        identificationActor(request, identification),
        request.body ?? {},
      ),
  );
};
