import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { createPow, registerChallengeRoute } from '../captcha/index.ts';
import { sendContactRoute } from './contact-routes.openapi.ts';
import { receiveContact } from './receive-contact.ts';

/**
 * The public contact forms: a proof-of-work challenge, then the
 * request. Same-origin only: the forms are our own pages.
 * Each route's access, limits and documentation: contact-routes.openapi.ts.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  const { config } = platform;
  const pow = createPow(config, platform.authSecret);
  privateRoutes(app, { publicUrl: config.PUBLIC_URL });

  registerChallengeRoute(app, {
    url: '/api/contacts/challenge',
    tag: 'contact requests',
    form: 'the contact forms',
    limitKey: 'contact-challenge',
    limitVar: 'CONTACT_CHALLENGE_LIMIT',
    perMinute: config.CONTACT_CHALLENGE_LIMIT,
    db: platform.database.db,
    pow,
  });

  app.post('/api/contacts', sendContactRoute, async (request, reply) => {
    const receipt = await receiveContact(platform, pow, request.body, request.ip);
    return reply.status(201).send(receipt);
  });
};
