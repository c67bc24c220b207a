import { ZBrandResponse, ZBrandUpdate } from '@confirma/contracts/branding';
import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/http/access.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import { readImageSize } from '../../platform/images/image-size.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { brandView, findBrand, isBrandLogo, saveBrand } from '../accounts/index.ts';
import { updateBrand } from './update-brand.ts';

const errors = { 400: ZProblem, 401: ZProblem };
/** A logo's base64 (BRAND_LOGO_MAX_BYTES) and the JSON around it. */
const BRAND_BODY_LIMIT = 512 * 1024;
/** A logo's address names its content: it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The account's brand (My Account, the session): its name, colour and logo, which its
 * signers see in the e-mails sent on its behalf and on the signing pages; and the logos
 * themselves, public (an e-mail client fetches them), served only while an account uses them.
 */
export const brandRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  const db = platform.database.db;
  app.addHook('onRequest', sameOriginGuard(platform.config.PUBLIC_URL));

  app.get(
    '/api/account/brand',
    {
      config: { access: 'session' },
      schema: {
        tags: ['account'],
        summary: "The account's brand: name, colour and logo (null without one)",
        response: { 200: ZBrandResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = actorOf(request, 'session');
      return { brand: brandView(await findBrand(db, { userId: user.id })) };
    },
  );

  app.put(
    '/api/account/brand',
    {
      config: { access: 'session' },
      bodyLimit: BRAND_BODY_LIMIT,
      schema: {
        tags: ['account'],
        summary: "Set the account's brand (a new logo as base64 PNG or JPEG, null to remove it)",
        description:
          'The colour must keep white text readable (WCAG AA, 4.5:1): otherwise 400 ' +
          'VALIDATION_FAILED with the key validation.brandColorContrast. A logo that is not a ' +
          'whole PNG or JPEG is 415 NOT_AN_IMAGE; over 256 KB, 413 PAYLOAD_TOO_LARGE; over ' +
          '2,000,000 pixels, 413 IMAGE_TOO_LARGE.',
        body: ZBrandUpdate,
        response: { 200: ZBrandResponse, ...errors, 413: ZProblem, 415: ZProblem },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = actorOf(request, 'session');
      return { brand: await updateBrand(platform, user.id, request.body) };
    },
  );

  app.delete(
    '/api/account/brand',
    {
      config: { access: 'session' },
      schema: {
        tags: ['account'],
        summary: "Remove the account's brand: its signers see the product's look again",
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await saveBrand(db, { userId: actorOf(request, 'session').id, brand: null });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/brand-logos/:sha256',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['account'],
        summary: "An account's logo (PNG or JPEG), as its e-mails and signing pages show it",
        produces: ['image/png', 'image/jpeg'],
        params: z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
        response: {
          // A Buffer is sent as it is (Fastify does not serialise it): the schema documents it.
          200: z.any().describe('the logo (image/png or image/jpeg)'),
          404: ZProblem,
        },
      },
    },
    async (request, reply) => {
      const { sha256 } = request.params;
      if (!(await isBrandLogo(db, { sha256 }))) throw new AppError('NOT_FOUND', 'No such logo');
      const bytes = await platform.blobs.get(sha256);
      const size = readImageSize(bytes);
      if (!size) throw new AppError('NOT_FOUND', 'No such logo');
      return (
        reply
          .type(`image/${size.format}`)
          .header('cache-control', IMMUTABLE)
          // Mail clients and webmail pages of other sites show it.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(bytes)
      );
    },
  );
};
