import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { brandView, findBrand, saveBrand } from '../accounts/index.ts';
import {
  brandLogoRoute,
  readBrandRoute,
  removeBrandRoute,
  updateBrandRoute,
} from './brand-routes.openapi.ts';
import { readBrandLogo } from './read-brand-logo.ts';
import { updateBrand } from './update-brand.ts';

/** A logo's address names its content: it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The active organisation's brand (My Account, a member's session; its owners and admins
 * change it): its name, colour and logo, which its signers see in the e-mails sent on its
 * behalf and on the signing pages (an organisation's brand is kept on its founder's
 * profile, whose id is the organisation's); and the logos
 * themselves, public (an e-mail client fetches them), served only while an account uses them.
 * Each route's access and documentation: brand-routes.openapi.ts.
 */
export const brandRoutes: FastifyPluginAsyncZod<{ platform: TPlatform }> = async (
  app,
  { platform },
) => {
  const db = platform.database.db;
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL });

  app.get('/api/account/brand', readBrandRoute, async (request) => ({
    brand: brandView(await findBrand(db, { userId: actorOf(request, 'member').organizationId })),
  }));

  app.put('/api/account/brand', updateBrandRoute, async (request) => ({
    brand: await updateBrand(platform, actorOf(request, 'member').organizationId, request.body),
  }));

  app.delete('/api/account/brand', removeBrandRoute, async (request, reply) => {
    await saveBrand(db, { userId: actorOf(request, 'member').organizationId, brand: null });
    return reply.status(204).send(null);
  });

  app.get('/api/brand-logos/:sha256', brandLogoRoute, async (request, reply) => {
    const { bytes, format } = await readBrandLogo(platform, request.params.sha256);
    return (
      reply
        .type(`image/${format}`)
        .header('cache-control', IMMUTABLE)
        // Mail clients and webmail pages of other sites show it.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(bytes)
    );
  });
};
