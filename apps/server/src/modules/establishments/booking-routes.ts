import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, organizationOf } from '../../platform/http/access.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TOperationsService } from '../operations/index.ts';
import { addMinor, inviteByGuest, readBookingGuest, startBookingGuest } from './booking-guest.ts';
import { createBooking, inviteEstablishmentGuest, listBookings } from './bookings.ts';
import {
  addBookingMinorRoute,
  createBookingRoute,
  guestInvitesGuestRoute,
  inviteBookingGuestRoute,
  listBookingsRoute,
  readBookingGuestRoute,
  startBookingGuestRoute,
} from './establishments-routes.openapi.ts';

type TZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** An establishment's bookings, for its members (registered in their scope). */
export function registerBookingRoutes(scope: TZodApp, platform: TPlatform) {
  const db = platform.database.db;
  scope.get('/api/establishments/:establishmentId/bookings', listBookingsRoute, async (request) =>
    listBookings(db, {
      organizationId: organizationOf(request),
      id: request.params.establishmentId,
    }),
  );
  scope.post(
    '/api/establishments/:establishmentId/bookings',
    createBookingRoute,
    async (request, reply) => {
      const created = await createBooking(
        platform,
        { ...actorOf(request, 'account'), id: request.params.establishmentId },
        request.body,
      );
      return reply.status(201).send(created);
    },
  );
  scope.post(
    '/api/establishments/:establishmentId/bookings/:bookingId/guests',
    inviteBookingGuestRoute,
    async (request) =>
      inviteEstablishmentGuest(
        platform,
        {
          ...actorOf(request, 'account'),
          id: request.params.establishmentId,
          bookingId: request.params.bookingId,
        },
        request.body,
      ),
  );
}

/** A booking guest's own link (registered in the guests' public, same-origin scope). */
export function registerBookingGuestRoutes(
  scope: TZodApp,
  { platform, operations }: { platform: TPlatform; operations: TOperationsService },
) {
  // A booking guest's own link: their booking, their check-in, whom they add.
  scope.get('/api/checkin/guest/:token', readBookingGuestRoute, async (request) =>
    readBookingGuest(operations, request.params.token),
  );
  scope.post('/api/checkin/guest/:token', startBookingGuestRoute, async (request) =>
    startBookingGuest(
      { platform, operations },
      { token: request.params.token, body: request.body, meta: requestMeta(request) },
    ),
  );
  scope.post('/api/checkin/guest/:token/guests', guestInvitesGuestRoute, async (request) =>
    inviteByGuest(platform, {
      token: request.params.token,
      body: request.body,
      meta: requestMeta(request),
    }),
  );
  scope.post('/api/checkin/guest/:token/minors', addBookingMinorRoute, async (request) =>
    addMinor(platform, {
      token: request.params.token,
      body: request.body,
      meta: requestMeta(request),
    }),
  );
}
