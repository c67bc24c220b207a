import { z } from 'zod';
import { ACCOUNT_PASSWORD, FORM_LIMITS, PROFILE_FIELD_MAX } from './constants.ts';
import { passwordWeakness } from './password-rule.ts';
import { ZIdentificationReviewSettings } from './review-decision.ts';

/**
 * Account payloads (the user document and its forms' validation). The web forms and the server
 * validate with these same schemas. Messages are i18n keys of the `account` namespace
 * (`validation.*`), translated by the client.
 */

const trimmed = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' });

/** The nine editable fields of the profile (the Datos form). */
export const ZProfileFields = z.object({
  firstname: trimmed(PROFILE_FIELD_MAX.firstname),
  lastname: trimmed(PROFILE_FIELD_MAX.lastname),
  alias: trimmed(PROFILE_FIELD_MAX.alias),
  phone: trimmed(PROFILE_FIELD_MAX.phone),
  address: trimmed(PROFILE_FIELD_MAX.address),
  postalcode: trimmed(PROFILE_FIELD_MAX.postalcode),
  city: trimmed(PROFILE_FIELD_MAX.city),
  state: trimmed(PROFILE_FIELD_MAX.state),
  country: trimmed(PROFILE_FIELD_MAX.country),
  /** Invoice data: the company (empty for a person) and the tax id (NIF, CIF, VAT number). */
  companyName: trimmed(PROFILE_FIELD_MAX.companyName),
  taxId: trimmed(PROFILE_FIELD_MAX.taxId),
  /**
   * The accommodation establishment the account registers guests for (Real Decreto
   * 933/2021): printed on each traveller report (parte de viajero) of the account.
   */
  establishmentName: trimmed(PROFILE_FIELD_MAX.establishmentName),
  establishmentAddress: trimmed(PROFILE_FIELD_MAX.establishmentAddress),
  establishmentRegistry: trimmed(PROFILE_FIELD_MAX.establishmentRegistry),
});
export type TProfileFields = z.infer<typeof ZProfileFields>;

/** The languages the account's e-mails are written in. */
export const ZAccountLanguage = z.enum(['es', 'en', 'it']);
export type TAccountLanguage = z.infer<typeof ZAccountLanguage>;

/** Which e-mails the account gets about its signature requests. */
export const ZNotificationPreferences = z
  .object({
    signerSigned: z.boolean(),
    allSigned: z.boolean(),
    rejected: z.boolean(),
    expired: z.boolean(),
    identification: z.boolean(),
  })
  .describe(
    'The e-mails the account gets about its signature requests, each on until switched off ' +
      '(My Account): `signerSigned`, a signer signed and others have not (who, when, who is ' +
      'still to sign); `allSigned`, the last signature is sealed; `rejected`, a signer ' +
      'declined (who, when, the reason); `expired`, the request passed its end date unsigned ' +
      "(who had not signed); `identification`, a signer's video identification passed, " +
      "failed (why) or waits for a review. Each links to the operation's page, " +
      '`{PUBLIC_URL}/#/operations/{uuid}`, where the files download after sign-in.',
  );
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;
export const NOTIFICATION_KINDS = ZNotificationPreferences.keyof().options;
export type TNotificationKind = keyof TNotificationPreferences;

/** PATCH /api/account/profile. */
export const ZProfileUpdate = ZProfileFields.partial()
  .extend({
    notifications: ZNotificationPreferences.partial().optional(),
    language: ZAccountLanguage.optional(),
    /** Who decides the account's identifications under review, and whether with four eyes. */
    identificationReview: ZIdentificationReviewSettings.partial().optional(),
  })
  .describe(
    "Any of the profile fields, any of the e-mail switches, the e-mails' language, who " +
      'decides the identifications under review (`identificationReview`: `by` PLATFORM or ' +
      'OWNER, `fourEyes`). What is left out keeps its value.',
  );
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

export const ZCredits = z.object({
  currentcredits: z.number().int().min(0),
  usedcredits: z.number().int().min(0),
  totalcredits: z.number().int().min(0),
  /** Credits owed (taken back beyond the balance): while above zero nothing can be spent. */
  debt: z.number().int().min(0),
});
export type TCredits = z.infer<typeof ZCredits>;

/** The credit figures, summed from the ledger (modules/credits, README "The figures"). */
export const ZCreditFigures = z
  .object({
    available: z.number().int().min(0),
    purchased: z.number().int().min(0),
    granted: z.number().int().min(0),
    adjusted: z.number().int(),
    used: z.number().int(),
    reserved: z.number().int().min(0),
    revoked: z.number().int().min(0),
    debt: z.number().int().min(0),
  })
  .describe(
    'Sums of the ledger, so that always `available - debt = purchased + granted + adjusted - ' +
      'used - reserved - revoked`. purchased: packs bought; granted: gifts (the sign-up ' +
      "credits); adjusted: an administrator's corrections (either sign); used: spent, less " +
      "what was given back when a creation failed; reserved: held for a bulk send's rows still " +
      'to be created (ledger `reserve`, and `release` of what they did not use at its end); ' +
      'revoked: taken back when a purchase was refunded or disputed; debt: what the balance ' +
      'could not cover, which blocks spending until paid.',
  );
export type TCreditFigures = z.infer<typeof ZCreditFigures>;

/** GET /api/account: the session user's document. */
export const ZAccountDocument = z.object({
  userUid: z.string(),
  userEmail: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  creationDate: z.string(),
  lastloginDate: z.string().nullable(),
  credits: ZCredits,
  creditFigures: ZCreditFigures,
  subscriptions: z.object({
    currentsubscription: z.string().nullable(),
    subscriptionStartDate: z.string().nullable(),
  }),
  /** Ids of the user's operations (filled by the signing service). */
  operations: z.array(z.string()),
  profile: ZProfileFields,
  /** The e-mails the account gets about its signature requests. */
  notifications: ZNotificationPreferences,
  language: ZAccountLanguage.describe(
    "The language of the account's e-mails: the interface's (`x-lang`) at sign-up, then " +
      'editable.',
  ),
  /** Whether the account holds the admin role: the web shows the back office's link. */
  isAdmin: z.boolean(),
  /** Whether the account holds the reviewer role: the web shows the review desk's link. */
  isReviewer: z.boolean(),
  /**
   * Who decides the account's identifications under review (the platform's reviewers by
   * default, or the owner), and whether a second reviewer confirms each decision.
   */
  identificationReview: ZIdentificationReviewSettings,
});
export type TAccountDocument = z.infer<typeof ZAccountDocument>;

export const ZLedgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['grant', 'purchase', 'spend', 'refund', 'revoke', 'adjust', 'reserve', 'release']),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The member who spent or bought, in an organisation's history (null: the platform, or a
   * person since erased); absent where the ledger is not read as an organisation's.
   */
  memberName: z.string().nullable().optional(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZHistoryQuery = z.object({
  /** Entries older than this id (the previous page's `nextCursor`). */
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type THistoryQuery = z.infer<typeof ZHistoryQuery>;

export const ZHistoryResponse = z.object({
  entries: z.array(ZLedgerEntry),
  nextCursor: z.number().int().nullable(),
});
export type THistoryResponse = z.infer<typeof ZHistoryResponse>;

/** GET /api/account/sign-in-options: whether this server offers Google sign-in. */
export const ZSignInOptions = z.object({ google: z.boolean() });
export type TSignInOptions = z.infer<typeof ZSignInOptions>;

/**
 * A password an account sets (ACCOUNT_PASSWORD): required, its length at once, then the
 * breached list and the estimator (loaded on first use, `loadPasswordEstimator`). An async
 * schema: forms validate it with parseAsync. The server applies the same rule with the
 * person's name and e-mail as well (modules/accounts, check-new-password.ts).
 */
export const ZNewPassword = z
  .string()
  .min(1, { message: 'validation.passwordRequired' })
  .min(ACCOUNT_PASSWORD.minLength, { message: 'validation.passwordMin' })
  .max(ACCOUNT_PASSWORD.maxLength, { message: 'validation.tooLong' })
  .superRefine(async (password, context) => {
    // Without its dictionaries (they did not download) a form says nothing: the server's
    // answer does.
    const weakness = await passwordWeakness(password).catch(() => null);
    if (weakness === 'breached') {
      context.addIssue({ code: 'custom', message: 'validation.passwordBreached' });
    } else if (weakness === 'guessable') {
      context.addIssue({ code: 'custom', message: 'validation.passwordGuessable' });
    }
  });

/** The register form. */
export const ZRegisterForm = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: 'validation.nameRequired' })
      .max(FORM_LIMITS.nameMax, { message: 'validation.nameMax' }),
    email: z
      .string()
      .trim()
      .min(1, { message: 'validation.emailRequired' })
      .pipe(z.email({ message: 'validation.emailInvalid' })),
    password: ZNewPassword,
    repeatPassword: z.string(),
    acceptPolicy: z.literal(true, { message: 'validation.mustAccept' }),
  })
  .refine((form) => form.password === form.repeatPassword, {
    path: ['repeatPassword'],
    message: 'validation.passwordsDiffer',
  });
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

/** The login form. */
export const ZLoginForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'validation.loginEmailRequired' })
    .pipe(z.email({ message: 'validation.loginEmailInvalid' })),
  password: z
    .string()
    .min(1, { message: 'validation.passwordRequired' })
    .min(FORM_LIMITS.accountPasswordMin, { message: 'validation.loginPasswordMin' }),
  rememberMe: z.boolean(),
});
export type TLoginForm = z.infer<typeof ZLoginForm>;

export const ZForgotPasswordForm = ZLoginForm.pick({ email: true });
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;

export const ZResetPasswordForm = z
  .object({
    password: ZNewPassword,
    repeatPassword: z.string(),
  })
  .refine((form) => form.password === form.repeatPassword, {
    path: ['repeatPassword'],
    message: 'validation.passwordsDiffer',
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** DELETE /api/account: the password again (accounts with one). */
export const ZDeleteAccountRequest = z.object({
  password: z.string().min(1).max(128).describe("The account's password: a wrong one is 403."),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
