import { z } from 'zod';
import { ZAltcha } from './captcha.ts';
import { ZSignatureType } from './constant-enums.ts';
import { FORM_LIMITS, PHONE_PATTERN } from './constants.ts';
import { plausibleIdNumber } from './creation.ts';
import { emailAddress } from './email-address.ts';

/**
 * The public demo:
 * an anonymous visitor's short form, sent with a solved proof of work. Messages are i18n
 * keys of the `demo` namespace (`validation.*`), translated by the client.
 */

/**
 * What the demo offers: OTP signature, handwritten signature, video identification plus
 * OTP signature (contract template), traveller report (video identification plus OTP).
 */
export const DEMO_TYPES = [
  'SIMPLE',
  'BIOMETRICA',
  'IDENTIFICACION_FIRMA',
  'PARTE_VIAJERO',
] as const;
export const ZDemoType = z.enum(DEMO_TYPES, { message: 'validation.typeRequired' });
export type TDemoType = z.infer<typeof ZDemoType>;

/** The demo types that run a video identification (they ask for the document number). */
export const DEMO_IDENTIFIES: Readonly<Record<TDemoType, boolean>> = {
  SIMPLE: false,
  BIOMETRICA: false,
  IDENTIFICACION_FIRMA: true,
  PARTE_VIAJERO: true,
};

/** The demo form's languages (`?lang=`, Spanish by default). */
export const DEMO_LANGUAGES = ['es', 'en', 'it'] as const;
export const ZDemoLanguage = z.enum(DEMO_LANGUAGES);
export type TDemoLanguage = z.infer<typeof ZDemoLanguage>;

const ZDemoFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'validation.nameRequired' })
    .max(FORM_LIMITS.nameMax, { message: 'validation.nameMax' }),
  lastname: z
    .string()
    .trim()
    .min(1, { message: 'validation.lastnameRequired' })
    .max(FORM_LIMITS.lastnameMax, { message: 'validation.lastnameMax' }),
  email: z
    .string()
    .trim()
    .min(1, { message: 'validation.emailRequired' })
    .max(254, { message: 'validation.emailInvalid' })
    .pipe(emailAddress({ message: 'validation.emailInvalid' })),
  phone: z
    .string()
    .trim()
    .min(1, { message: 'validation.phoneRequired' })
    .regex(PHONE_PATTERN, { message: 'validation.phoneInvalid' })
    .describe(
      'A valid number (a national one is read as Spanish), checked before the proof of work ' +
        'is spent or a limit counted; the per-destination limit counts it in E.164, however ' +
        'it is written.',
    ),
  type: ZDemoType,
  nif: z
    .string()
    .trim()
    .max(20, { message: 'validation.nifInvalid' })
    .optional()
    .describe(
      'The document number the visitor will show to the camera: required by the ' +
        'identification types (a DNI/NIE with its right letter, or 5 to 20 letters and digits), ' +
        'not asked by the others.',
    ),
  lang: ZDemoLanguage.default('es'),
});

/** An identification type needs a plausible document number (the verdict's DATA check). */
function requireNif(form: { type: TDemoType; nif?: string | undefined }, ctx: z.RefinementCtx) {
  if (!DEMO_IDENTIFIES[form.type]) return;
  if (!form.nif) {
    ctx.addIssue({ code: 'custom', path: ['nif'], message: 'validation.nifRequired' });
  } else if (!plausibleIdNumber(form.nif)) {
    ctx.addIssue({ code: 'custom', path: ['nif'], message: 'validation.nifInvalid' });
  }
}

/** The form fields; the web form validates with this same schema. */
export const ZDemoForm = ZDemoFields.superRefine(requireNif);
export type TDemoForm = z.infer<typeof ZDemoForm>;

/**
 * POST /api/demo/operations. `altcha` is the solved challenge of GET /api/demo/challenge:
 * base64 of the JSON `{challenge, solution}`. A missing, wrong, expired or reused one is
 * refused with CAPTCHA_FAILED (not VALIDATION_FAILED), so the client knows to solve again.
 */
export const ZDemoOperationRequest = ZDemoFields.extend({
  altcha: ZAltcha,
})
  .superRefine(requireNif)
  .meta({
    examples: [
      {
        name: 'Ana',
        lastname: 'García',
        email: 'ana@example.com',
        phone: '+34600111222',
        type: 'SIMPLE',
        lang: 'es',
        altcha: 'eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6eyJhbGdvcml0aG0iOiJQQktERjIvU0hBLTI1NiIs…',
      },
    ],
  });
export type TDemoOperationRequest = z.infer<typeof ZDemoOperationRequest>;

export const ZDemoOperationResponse = z
  .object({
    operationUuid: z.uuid(),
    documentUuid: z.uuid(),
    /** The signer token (the client's esignToken): the handwritten demo signs with it. */
    signerToken: z.string(),
    signatureType: ZSignatureType,
  })
  .meta({
    examples: [
      {
        operationUuid: 'a644af18-9f23-4e0b-843b-a300448590ba',
        documentUuid: '5d2f3c1e-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
        signerToken: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0eXAiOiJzaWduZXIi…',
        signatureType: 'SIMPLE',
      },
    ],
  });
export type TDemoOperationResponse = z.infer<typeof ZDemoOperationResponse>;
