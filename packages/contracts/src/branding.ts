import { z } from 'zod';

/**
 * An account's brand (set in My Account): the name, logo and colour its signers see in the
 * e-mails sent on its behalf and in the header of the signing pages. The web form and the
 * server validate with these same schemas; messages are i18n keys of the `account`
 * namespace (`validation.*`).
 */

export const BRAND_NAME_MAX = 80;
/** A logo is a PNG or JPEG of at most this many bytes (an e-mail header's, 40 px high). */
export const BRAND_LOGO_MAX_BYTES = 256 * 1024;
/** … and at most this many pixels (e.g. 2000 x 1000). */
export const BRAND_LOGO_MAX_PIXELS = 2_000_000;
/** WCAG 2 AA for normal text: white text on the brand's colour (its buttons, its header). */
export const BRAND_MIN_CONTRAST = 4.5;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** sRGB channel (0–255) to linear light, WCAG 2's relative luminance formula. */
const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio (1 to 21) of white text on a `#rrggbb` colour. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/**
 * The colour with the same hue made darker (each channel scaled down alike) just enough for
 * white text to reach BRAND_MIN_CONTRAST; the colour itself when it already does.
 */
export function darkenForWhite(hex: string): string {
  if (contrastWithWhite(hex) >= BRAND_MIN_CONTRAST) return hex.toLowerCase();
  const rgb = channels(hex);
  const scaled = (factor: number) =>
    `#${rgb
      .map((channel) =>
        Math.floor(channel * factor)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  // Contrast grows as the factor falls: find the largest factor that passes (to 1/1024).
  let [low, high] = [0, 1];
  for (let step = 0; step < 10; step++) {
    const middle = (low + high) / 2;
    if (contrastWithWhite(scaled(middle)) >= BRAND_MIN_CONTRAST) low = middle;
    else high = middle;
  }
  return scaled(low);
}

/** A colour as `#rrggbb` on which white text is readable (BRAND_MIN_CONTRAST). */
export const ZBrandColor = z
  .string()
  .regex(HEX_COLOR, { message: 'validation.brandColorInvalid' })
  // Not a colour at all is the one issue to tell.
  .refine((color) => !HEX_COLOR.test(color) || contrastWithWhite(color) >= BRAND_MIN_CONTRAST, {
    message: 'validation.brandColorContrast',
  });

/** Base64 of BRAND_LOGO_MAX_BYTES bytes, and room for a data-URL prefix. */
const LOGO_MAX_BASE64 = Math.ceil(BRAND_LOGO_MAX_BYTES / 3) * 4 + 32;

/**
 * PUT /api/account/brand: the name (required: a brand without one is none), the colour
 * (null: the product's), and the logo: a new one as base64 or a data URL of a PNG or JPEG,
 * `null` to remove it, absent to keep the one saved.
 */
export const ZBrandUpdate = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'validation.brandNameRequired' })
    .max(BRAND_NAME_MAX, { message: 'validation.tooLong' }),
  color: ZBrandColor.nullable().describe(
    "`#rrggbb` on which white text is readable (WCAG AA, 4.5:1); null: the product's colour.",
  ),
  logo: z
    .string()
    .max(LOGO_MAX_BASE64, { message: 'validation.brandLogoTooLarge' })
    .nullable()
    .optional()
    .describe(
      'A new logo: a PNG or JPEG as base64 or a data URL; null removes it, absent keeps the ' +
        'one saved.',
    ),
});
export type TBrandUpdate = z.infer<typeof ZBrandUpdate>;

/** An account's brand as its signers see it. */
export const ZBrand = z.object({
  name: z.string(),
  color: z.string().nullable(),
  logoUrl: z
    .string()
    .nullable()
    .describe(
      'A path on the server, `/api/brand-logos/{sha256}`: the PNG or JPEG itself, public and ' +
        'cached for good; 404 once no account uses it.',
    ),
});
export type TBrand = z.infer<typeof ZBrand>;

/** GET and PUT /api/account/brand: the account's brand, null when it has none. */
export const ZBrandResponse = z.object({ brand: ZBrand.nullable() });
export type TBrandResponse = z.infer<typeof ZBrandResponse>;
