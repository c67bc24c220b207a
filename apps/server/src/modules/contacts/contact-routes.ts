import { ZContactReceipt, ZContactSubmission } from '@confirma/contracts/contact';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { createPow, registerChallengeRoute } from '../captcha/index.ts';
import { receiveContact } from './receive-contact.ts';

/**
 * The public contact forms: a proof-of-work challenge, then the
 * request. Same-origin only: the forms are our own pages.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  const { config } = platform;
  const pow = createPow(config, platform.authSecret);
  app.addHook('onRequest', sameOriginGuard(config.PUBLIC_URL));

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

  app.post(
    '/api/contacts',
    {
      config: { access: 'anonymous' },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['contact requests'],
        summary: 'Send a contact request (API page, contact page or contact-request form)',
        description:
          '`kind` says which form: `API` (name up to 80, e-mail, need, agree), ' +
          '`CONTACT_PAGE` (name and last name up to 50, e-mail, DNI/NIE with its check ' +
          'letter, operation type, mobile for IDENTIFICATION_SIGNATURE and TRAVELLER_REPORT) ' +
          'or `CONTACT_REQUEST` (name up to 200, company up to 100, e-mail, phone of 7 or ' +
          'more, description, both consents). Stored with id `C` + milliseconds and state ' +
          'RECEIVED; the sales inbox (`SALES_EMAIL`) is e-mailed through the job queue. ' +
          "400 VALIDATION_FAILED: `errors[].message` are keys of the web client's `contact` " +
          'texts; 400 CAPTCHA_FAILED: the proof of work of `GET /api/contacts/challenge` is ' +
          'missing, wrong, expired or already used; 429 RATE_LIMITED with Retry-After: ' +
          '`CONTACT_IP_LIMIT` requests per IP per hour. Nothing is stored on any error.',
        body: ZContactSubmission,
        response: { 201: ZContactReceipt, 400: ZProblem, 403: ZProblem, 429: ZProblem },
      },
    },
    async (request, reply) => {
      const receipt = await receiveContact(platform, pow, request.body, request.ip);
      return reply.status(201).header('cache-control', 'no-store').send(receipt);
    },
  );
};
