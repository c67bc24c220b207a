/**
 * Business constants and limits. One definition shared by the
 * server (validation, pricing) and the web client (forms, capture, layout). Without zod: the
 * web's home reads some of them, and zod would come along; their schemas are in
 * `constant-enums.ts`.
 */

// ── Credits and money ────────────────────────────────────────────────────────────────────

/** Products that consume credits. */
export const PRODUCTS = [
  'SIGNATURE',
  'NOTIFICATION',
  'VIDEO_IDENTIFICATION',
  'DOCUMENT_OCR',
] as const;
export type TProduct = (typeof PRODUCTS)[number];

/** Credits charged per use of each product. */
export const CREDIT_COSTS = {
  SIGNATURE: 2,
  NOTIFICATION: 1,
  VIDEO_IDENTIFICATION: 3,
  DOCUMENT_OCR: 2,
} as const satisfies Record<TProduct, number>;

/** Credits granted once on sign-up. */
export const SIGNUP_FREE_CREDITS = 5;

/** Currency of credit packs (ISO 4217). */
export const PACK_CURRENCY = 'EUR';

/** Prepaid credit packs, sorted by price; prices in integer cents. Ids are stable. */
export const CREDIT_PACKS = [
  { id: 'credits-20', priceCents: 1_000, currency: PACK_CURRENCY, credits: 20 },
  { id: 'credits-50', priceCents: 2_000, currency: PACK_CURRENCY, credits: 50 },
  { id: 'credits-300', priceCents: 10_000, currency: PACK_CURRENCY, credits: 300 },
] as const;
export type TCreditPackId = (typeof CREDIT_PACKS)[number]['id'];

/** Older plans still described on a pricing page; integer cents. */
export const LEGACY_PLANS = [
  { id: 'prepaid', priceCents: 1_000, currency: 'EUR', per: 'pack', documents: 20 },
  { id: 'standard', priceCents: 550, currency: 'USD', per: 'user-month', documents: 20 },
  { id: 'premium', priceCents: 2_000, currency: 'USD', per: 'user-month', documents: 100 },
] as const;

/** Card/wallet payment demo (a sandbox): amount fallback when not a positive number. */
export const PAYMENT_DEMO = { defaultAmount: 10, currency: 'USD', walletAmount: '10.00' } as const;

// ── Forms ────────────────────────────────────────────────────────────────────────────────

/** Maximum / minimum lengths of form fields (characters). */
export const FORM_LIMITS = {
  nameMax: 50,
  lastnameMax: 50,
  apiContactNameMax: 80,
  contactRequestNameMax: 200,
  companyMax: 100,
  contactPhoneMin: 7,
  phoneMin: 9,
  phoneMax: 15,
  /**
   * The login form: the shortest password an account may still hold (those chosen before
   * ACCOUNT_PASSWORD). A new password follows ACCOUNT_PASSWORD.
   */
  accountPasswordMin: 6,
  /** Generic rule set (also needs upper, lower, digit and a special character). */
  passwordMin: 8,
  passwordMax: 32,
} as const;

/**
 * The rule of a password an account sets (sign-up, reset), OWASP ASVS 5.0 level 2, V6.2:
 * long enough, not in the list of passwords leaked in breaches, and not guessable by a
 * strength estimator (zxcvbn-ts) that knows common words and names in the product's
 * languages, keyboard patterns, dates, sequences, the person's name and e-mail and the
 * product's own words. No composition rule (upper case, digits…): ASVS 6.2.5 forbids them.
 * `password-rule.ts` applies it, the same code on the server and in the web forms.
 */
export const ACCOUNT_PASSWORD = {
  /** ASVS asks 8 at least and advises 15; 12 with the estimator below. */
  minLength: 12,
  /** ASVS 6.2.9 asks that 64 be allowed; better-auth's own ceiling is 128. */
  maxLength: 128,
  /**
   * zxcvbn's score (0 to 4) a password must reach. 3: about 10^8 guesses or more, "safely
   * unguessable" against an online attack and a hashed copy under a slow hash (scrypt).
   */
  minScore: 3,
  /**
   * The estimator reads this many characters at most: its matching grows faster than the
   * length (a 128-character password of l33t words took seconds of CPU), and a beginning
   * that is hard to guess makes the whole password so.
   */
  estimatedLength: 64,
  /** The product's own words, guessable as the person's name and e-mail are (ASVS 6.2.11). */
  contextWords: ['confirma', 'firma', 'firmar', 'firmado', 'notificacion', 'identificacion'],
} as const;

/**
 * Active API credentials an account may hold at once (My Account → API): one per system
 * that calls the API, with room to rotate each; a revoked one frees its place. Past it,
 * 409 API_CREDENTIALS_LIMIT: a leaked session cannot mint keys without end.
 */
export const API_CREDENTIALS_MAX = 20;

/** Phone: 9 to 15 characters, each a digit, hyphen or plus. */
export const PHONE_PATTERN = /^[0-9+-]{9,15}$/;

/** Character counters of the profile form, keyed by user-document field. */
export const PROFILE_FIELD_MAX = {
  firstname: 50,
  lastname: 50,
  alias: 40,
  phone: 12,
  address: 100,
  postalcode: 10,
  city: 50,
  state: 50,
  country: 50,
  email: 100,
  companyName: 100,
  taxId: 20,
  establishmentName: 100,
  establishmentAddress: 200,
  establishmentRegistry: 50,
} as const;

/** Profile image must be under 25 MB (MiB, bytes). */
export const PROFILE_IMAGE_MAX_BYTES = 25 * 1024 * 1024;

// ── UI timings and layout ────────────────────────────────────────────────────────────────

/** Snackbar display time. */
export const SNACKBAR_MS = 4000;
/** "Copied" confirmation display time. */
export const COPY_CONFIRMATION_MS = 2000;

/** Dialog and viewer sizes (px unless stated). */
export const LAYOUT = {
  modalWidths: { wide: 500, medium: 300, narrow: 290 },
  successDialogMaxWidth: 450,
  pdfIframeHeight: 700,
  pdfViewer: { width: 500, height: 710 },
  videoDialogWidth: '90%',
} as const;

// ── Signing ──────────────────────────────────────────────────────────────────────────────

/** Handwritten capture: canvas, pen, and the payload's fixed values. */
export const HANDWRITTEN = {
  canvasWidth: 400,
  canvasHeight: 150,
  strokeWidth: 2,
  strokeColor: '#000000',
  /** Sign is enabled once MORE than this many points are drawn. */
  minPointsExclusive: 25,
  signatureType: 6,
  signBoxName: 'cajafirma1',
} as const;

/** Signature box of the biometric contract template (page 1). */
export const BIOMETRIC_SIGNBOX = { pageNumber: 1, x: 10, y: 60, width: 160, height: 50 } as const;

/**
 * Signature boxes (`boxPositions`), in PDF points (1/72 inch) from the bottom-left corner of
 * the page's visible area: the smallest box a stamp is put in, and the size of a box placed
 * for the sender (found by its anchor text, or at the bottom of the last page).
 */
export const SIGNBOX = {
  minWidth: 40,
  minHeight: 20,
  width: 180,
  height: 56,
} as const;

/** otpType of OTP requests and verifications. */
export const OTP_TYPE = 'FIRMA';

/** Every operation has one signer at level 1, order 1. */
export const SIGNER_DEFAULTS = { level: 1, order: 1 } as const;

/** Operation classes (templates). 1240 serves both the simple and the biometric contract. */
export const OP_CLASS = {
  DEMO_OTP: 1239,
  SIMPLE_OR_BIOMETRIC_CONTRACT: 1240,
  CONTRACT: 1241,
  TRAVELLER: 1243,
  BIOMETRIC_CONTRACT_DEMO: 847,
} as const;
export type TOpClass = (typeof OP_CLASS)[keyof typeof OP_CLASS];

/** Signature types of an operation's signer. */
export const SIGNATURE_TYPES = [
  'SIMPLE',
  'BIOMETRICA',
  'AVANZADA_VIDEO_1PASO',
  'VIDEO_1PASO_OTP',
  'IDENTIFICATION_NO_ASISTIDA',
  /** A certified notification: delivered, opened, read and acknowledged. */
  'NOTIFICACION',
] as const;
export type TSignatureType = (typeof SIGNATURE_TYPES)[number];

/**
 * The signature types whose signer is identified by video, before the OTP signature or
 * instead of any signature (the traveller report's choices are two of them).
 */
export const IDENTIFYING_SIGNATURE_TYPES = [
  'AVANZADA_VIDEO_1PASO',
  'VIDEO_1PASO_OTP',
  'IDENTIFICATION_NO_ASISTIDA',
] as const satisfies readonly TSignatureType[];

/** Whether a signer of this signature type goes through a video identification. */
export function identifies(signatureType: TSignatureType): boolean {
  return (IDENTIFYING_SIGNATURE_TYPES as readonly TSignatureType[]).includes(signatureType);
}

/**
 * What one signer of this signature type costs its sender a
 * signature 2; an identification 3; an identification followed by the OTP signature 3 + 2.
 */
export function creditProductOf(signatureType: TSignatureType): {
  product: TProduct;
  cost: number;
} {
  if (signatureType === 'NOTIFICACION') {
    return { product: 'NOTIFICATION', cost: CREDIT_COSTS.NOTIFICATION };
  }
  if (!identifies(signatureType)) {
    return { product: 'SIGNATURE', cost: CREDIT_COSTS.SIGNATURE };
  }
  const identification = CREDIT_COSTS.VIDEO_IDENTIFICATION;
  return {
    product: 'VIDEO_IDENTIFICATION',
    cost:
      signatureType === 'IDENTIFICATION_NO_ASISTIDA'
        ? identification
        : identification + CREDIT_COSTS.SIGNATURE,
  };
}

/**
 * What an operation costs: the sum of its signers' costs, and the products it
 * pays for (in PRODUCTS' order, each once). The server debits it at creation; the creation
 * forms show it before sending.
 */
export function operationCreditCost(signatureTypes: readonly TSignatureType[]): {
  cost: number;
  products: TProduct[];
} {
  const priced = signatureTypes.map(creditProductOf);
  return {
    cost: priced.reduce((sum, { cost }) => sum + cost, 0),
    products: PRODUCTS.filter((product) => priced.some((price) => price.product === product)),
  };
}

// ── Public verification ──────────────────────────────────────────────────────────────────

/**
 * The most anchors of one chain a mirrored copy of the public anchor log may hold for the
 * check against it (POST /api/verify/operations/{op}/mirror; more: 400). A chain's head is
 * anchored once per event at most, and an operation records tens of events (up to 10
 * signers, about eight each, reminders, resends): 200 leaves room for the longest. Each
 * anchor of the copy costs a time-stamp token's verification.
 */
export const ANCHOR_MIRROR_SUBJECT_MAX = 200;

// ── Video identification ─────────────────────────────────────────────────────────────────

/** Capture document types stored with an identification. */
export const ID_DOCUMENT_TYPES = [
  'DNIFRONT',
  'HOLOGRAM',
  'PASSPORT',
  'PASSPORTMRZ',
  'DNIBACK',
  'FACE',
] as const;
export type TIdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/** Detection thresholds (brightness in percent luminance; confidences 0..1). */
export const IDENTIFICATION_THRESHOLDS = {
  videoTimeoutMinutes: 10,
  videoBrightnessMin: 20,
  videoBrightnessMax: 80,
  brightnessImageThreshold: 300,
  blurImageThreshold: 100,
  frontConfidence: 0.75,
  hologramConfidence: 0.75,
  backConfidence: 0.75,
  biometryConfidence: 0.3,
  widthFaceRect: 150,
} as const;

/** Default on/off switches of an identification. */
export const IDENTIFICATION_FEATURES = {
  liveness: false,
  face: true,
  hologram: true,
  front: true,
  back: true,
  biometry: true,
  biometryBlocking: false,
  returnImages: true,
  returnFrontOcr: false,
  returnBackOcr: true,
  passportMrzOcr: true,
} as const;

/** Camera and recorder sizes (px). */
export const VIDEO_SIZES = {
  desktop: { width: 640, height: 480 },
  phonePortrait: { width: 240, height: 320 },
  phoneLandscape: { width: 320, height: 240 },
  recorder: { width: 640, height: 480, fps: 15 },
} as const;

/** Capture flow timings (ms). */
export const IDENTIFICATION_TIMINGS_MS = {
  /** Camera start delay on iPhone, Safari and Edge. */
  cameraStartDelay: 2500,
  firstBrightnessSample: 3000,
  brightnessRetry: 5000,
  noVideoRetry: 500,
  optimalLightStart: 2000,
  recorderStart: 500,
  stopBeforeRead: 2000,
  summaryDelay: 1000,
  faceToFrontPause: 2000,
  /** iPhone or iPod, not a tablet. */
  faceToFrontPauseIPhone: 5000,
  frontToBackPause: 2000,
  passportCompletionPause: 2000,
  orientationPoll: 200,
  recordingBlink: 1750,
  recordingFade: 1500,
} as const;

/** Identification summary: confidence colours (percent), trimming, facial hair threshold. */
export const SUMMARY_DISPLAY = {
  confidenceRedBelow: 40,
  confidenceOrangeBelow: 50,
  confidenceMaxChars: 5,
  facialHairYesAbove: 0.4,
} as const;
