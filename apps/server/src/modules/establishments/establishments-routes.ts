import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, organizationOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { createPow, registerChallengeRoute } from '../captcha/index.ts';
import type { TOperationsService } from '../operations/index.ts';
import { registerBookingGuestRoutes, registerBookingRoutes } from './booking-routes.ts';
import { readCheckin, readKiosk, startCheckin, startKioskCheckin } from './checkin.ts';
import { renderCheckinPoster } from './checkin-poster.ts';
import {
  checkinUrl,
  createEstablishment,
  findEstablishment,
  listEstablishments,
  rotateCheckinLink,
  updateEstablishment,
} from './establishments.ts';
import {
  createEstablishmentRoute,
  kioskEstablishmentsRoute,
  listEstablishmentsRoute,
  posterRoute,
  readCheckinRoute,
  readKioskRoute,
  rotateLinkRoute,
  startCheckinRoute,
  startKioskCheckinRoute,
  updateEstablishmentRoute,
} from './establishments-routes.openapi.ts';

/**
 * The organisation's establishments (settings, guest link, poster) and the guests' public
 * check-in on an establishment's link. Each route's access and documentation:
 * establishments-routes.openapi.ts.
 */
export const establishmentRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  operations: TOperationsService;
}> = async (app, { platform, operations }) => {
  const { config } = platform;
  const db = platform.database.db;
  const context = { db, publicUrl: config.PUBLIC_URL, authSecret: platform.authSecret };

  app.register(async (plain) => {
    privateRoutes(plain, { publicUrl: config.PUBLIC_URL });
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.get('/api/establishments', listEstablishmentsRoute, async (request) =>
      listEstablishments(context, organizationOf(request)),
    );
    scope.post('/api/establishments', createEstablishmentRoute, async (request, reply) => {
      const created = await createEstablishment(context, actorOf(request, 'account'), request.body);
      return reply.status(201).send(created);
    });
    scope.put('/api/establishments/:establishmentId', updateEstablishmentRoute, async (request) =>
      updateEstablishment(
        context,
        { ...actorOf(request, 'account'), id: request.params.establishmentId },
        request.body,
      ),
    );
    scope.post(
      '/api/establishments/:establishmentId/rotate-link',
      rotateLinkRoute,
      async (request) =>
        rotateCheckinLink(context, {
          ...actorOf(request, 'account'),
          id: request.params.establishmentId,
        }),
    );
    scope.get(
      '/api/establishments/:establishmentId/poster',
      posterRoute,
      async (request, reply) => {
        const row = await findEstablishment(db, {
          organizationId: organizationOf(request),
          id: request.params.establishmentId,
        });
        const { format, lang } = request.query;
        const pdf = await renderCheckinPoster({
          establishmentName: row.name,
          establishmentAddress: row.address,
          url: checkinUrl(config.PUBLIC_URL, row.linkToken),
          lang,
          format,
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', attachment(`checkin-${format.toLowerCase()}.pdf`))
          .send(Buffer.from(pdf));
      },
    );
    scope.get('/api/kiosk/establishments', kioskEstablishmentsRoute, async (request) => ({
      establishments: (
        await listEstablishments(context, organizationOf(request))
      ).establishments.map(({ id, name, address, mode }) => ({ id, name, address, mode })),
    }));
    scope.get('/api/establishments/:establishmentId/kiosk', readKioskRoute, async (request) =>
      readKiosk(db, {
        organizationId: organizationOf(request),
        id: request.params.establishmentId,
      }),
    );
    scope.post(
      '/api/establishments/:establishmentId/kiosk',
      startKioskCheckinRoute,
      async (request) =>
        startKioskCheckin(
          { platform, operations },
          {
            actor: actorOf(request, 'account'),
            id: request.params.establishmentId,
            body: request.body,
            meta: requestMeta(request),
          },
        ),
    );
    registerBookingRoutes(scope, platform);
  });

  // The guests' side: public, same-origin only (our own page posts it).
  app.register(async (plain) => {
    privateRoutes(plain, { publicUrl: config.PUBLIC_URL });
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    const pow = createPow(config, platform.authSecret);
    registerChallengeRoute(scope, {
      url: '/api/checkin/challenge',
      tag: 'guest check-in',
      form: 'the guest check-in form',
      limitKey: 'checkin-challenge',
      limitVar: 'CHECKIN_CHALLENGE_LIMIT',
      perMinute: config.CHECKIN_CHALLENGE_LIMIT,
      db,
      pow,
    });
    scope.get('/api/checkin/:token', readCheckinRoute, async (request) =>
      readCheckin(db, request.params.token),
    );
    scope.post('/api/checkin/:token', startCheckinRoute, async (request) =>
      startCheckin(
        { platform, operations, pow },
        { token: request.params.token, body: request.body, meta: requestMeta(request) },
      ),
    );
    registerBookingGuestRoutes(scope, { platform, operations });
  });
};
