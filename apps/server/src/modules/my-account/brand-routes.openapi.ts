import { ZBrandResponse, ZBrandUpdate } from '@confirma/contracts/branding';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['account'];
const errors = problems(400, 401, 403);
/** A logo's base64 (BRAND_LOGO_MAX_BYTES) and the JSON around it. */
const BRAND_BODY_LIMIT = 512 * 1024;

export const readBrandRoute = {
  config: { access: 'member', permission: 'member' },
  schema: {
    tags,
    summary: "The active organisation's brand: name, colour and logo (null without one)",
    response: { 200: ZBrandResponse, ...errors },
  },
} as const;

export const updateBrandRoute = {
  config: { access: 'member', permission: 'manage' },
  bodyLimit: BRAND_BODY_LIMIT,
  schema: {
    tags,
    summary:
      "Set the active organisation's brand (a new logo as base64 PNG or JPEG, null to remove it)",
    description:
      'The colour must keep white text readable (WCAG AA, 4.5:1): otherwise 400 ' +
      'VALIDATION_FAILED with the key validation.brandColorContrast. A logo that is not a ' +
      'whole PNG or JPEG is 415 NOT_AN_IMAGE; over 256 KB, 413 PAYLOAD_TOO_LARGE; over ' +
      '2,000,000 pixels, 413 IMAGE_TOO_LARGE.',
    body: ZBrandUpdate,
    response: { 200: ZBrandResponse, ...problems(400, 401, 403, 413, 415) },
  },
} as const;

export const removeBrandRoute = {
  config: { access: 'member', permission: 'manage' },
  schema: {
    tags,
    summary: "Remove the organisation's brand: its signers see the product's look again",
    response: { 204: z.null(), ...errors },
  },
} as const;

export const brandLogoRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags,
    summary: "An account's logo (PNG or JPEG), as its e-mails and signing pages show it",
    produces: ['image/png', 'image/jpeg'],
    params: z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
    response: {
      // A Buffer is sent as it is (Fastify does not serialise it): the schema documents it.
      200: z.any().describe('the logo (image/png or image/jpeg)'),
      ...problems(404),
    },
  },
} as const;
