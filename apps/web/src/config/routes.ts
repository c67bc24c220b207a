/**
 * The route table: every path, its route name (used in
 * navigation), the layout that frames it and the i18n key of its title.
 * The router (src/app/router.tsx) maps each name to a lazily loaded page.
 */
export const LAYOUTS = ['default', 'fullpage', 'page2', 'traveller', 'titleHome', 'kiosk'] as const;
export type TLayout = (typeof LAYOUTS)[number];

export interface TRouteDef {
  name: string;
  path: string;
  layout: TLayout;
  /** i18n key (`namespace:key`) of the page title: the h1, `document.title`, toolbars. */
  titleKey: string;
  /** Second line of the traveller toolbar. */
  subtitleKey?: string;
}

export const ROUTES = [
  // Site and marketing (default header).
  { name: 'HomePage', path: '/homepage', layout: 'default', titleKey: 'pages:home.title' },
  {
    name: 'FeaturesPage',
    path: '/featurespage',
    layout: 'default',
    titleKey: 'pages:features.title',
  },
  { name: 'ProductsPage', path: '/products', layout: 'default', titleKey: 'pages:products.title' },
  { name: 'ApiPage', path: '/apipage', layout: 'default', titleKey: 'pages:api.title' },
  { name: 'ApiPageEs', path: '/apipagees', layout: 'default', titleKey: 'pages:api.title' },
  { name: 'PricingPage', path: '/pricingpage', layout: 'default', titleKey: 'pages:pricing.title' },
  { name: 'ContactPage', path: '/contactpage', layout: 'default', titleKey: 'pages:contact.title' },
  // Ours: the public verification of signed PDFs and certificates (the certificate's QR code).
  { name: 'VerifyPage', path: '/verify', layout: 'default', titleKey: 'verify:title' },
  {
    name: 'legalInformationUs',
    path: '/legal',
    layout: 'default',
    titleKey: 'legal:us.title',
  },
  {
    name: 'legalInformationEs',
    path: '/legales',
    layout: 'default',
    titleKey: 'legal:es.title',
  },
  {
    name: 'SignaturePage',
    path: '/signaturepage',
    layout: 'default',
    titleKey: 'pages:signature.title',
  },
  {
    name: 'NotificationPage',
    path: '/notificationpage',
    layout: 'default',
    titleKey: 'pages:notification.title',
  },
  {
    name: 'IdentificationPage',
    path: '/identificationpage',
    layout: 'default',
    titleKey: 'pages:identification.title',
  },
  { name: 'OcrPage', path: '/ocrpage', layout: 'default', titleKey: 'pages:ocr.title' },
  // Account and payments.
  { name: 'LoginPage', path: '/loginpage', layout: 'default', titleKey: 'account:login.title' },
  {
    name: 'RegisterPage',
    path: '/registerpage',
    layout: 'default',
    titleKey: 'account:register.title',
  },
  {
    name: 'ForgotPassword',
    path: '/forgotpassword',
    layout: 'default',
    titleKey: 'account:forgot.title',
  },
  {
    name: 'ResetPassword',
    path: '/resetpassword',
    layout: 'default',
    titleKey: 'account:reset.title',
  },
  {
    name: 'ProfilePage',
    path: '/profilepage',
    layout: 'default',
    titleKey: 'account:profile.title',
  },
  {
    name: 'PaymentPage',
    path: '/paymentPage',
    layout: 'default',
    titleKey: 'account:payment.title',
  },
  {
    name: 'PayPalPaymentPage',
    path: '/paypalPaymentPage',
    layout: 'default',
    titleKey: 'account:paypal.title',
  },
  {
    name: 'PrePayPalPaymentPage',
    path: '/prepaypalPaymentPage',
    layout: 'default',
    titleKey: 'account:buyCredits.title',
  },
  // Ours: where the payment provider sends the browser back.
  {
    name: 'PaymentReturnPage',
    path: '/paymentReturn',
    layout: 'default',
    titleKey: 'payments:status.title',
  },
  // The sender's workspace: one operation (the list is a tab of My Account).
  {
    name: 'OperationPage',
    path: '/operations/:uuid',
    layout: 'default',
    titleKey: 'workspace:operation.title',
  },
  // An organisation's invitation, the link of its e-mail: who invites to what, accept or decline.
  {
    name: 'InvitationPage',
    path: '/invitation/:id',
    layout: 'default',
    titleKey: 'account:invitation.title',
  },
  // A request template's bulk send: the CSV checked, sent, followed.
  {
    name: 'BulkSendPage',
    path: '/templates/:uuid/bulk',
    layout: 'default',
    titleKey: 'bulk:title',
  },
  // Operation creation (demo form).
  {
    name: 'CreateSignPage',
    path: '/createsignpage',
    layout: 'default',
    titleKey: 'flows:createSign.title',
  },
  // Landing without header.
  { name: 'FullPage', path: '/fullpage', layout: 'fullpage', titleKey: 'pages:fullpage.title' },
  // The document cropper: embeddable (the OCR page opens it in an iframe).
  {
    name: 'OcrCropper',
    path: '/ocrcropper',
    layout: 'fullpage',
    titleKey: 'pages:ocrCropper.title',
  },
  // Page-2 variants (their own header).
  { name: 'HomePage2', path: '/homepage2', layout: 'page2', titleKey: 'pages:home.title' },
  { name: 'ProductsPage2', path: '/products2', layout: 'page2', titleKey: 'pages:products.title' },
  { name: 'ApiPageEs2', path: '/apipagees2', layout: 'page2', titleKey: 'pages:api.title' },
  {
    name: 'PricingPage2',
    path: '/pricingpage2',
    layout: 'page2',
    titleKey: 'pages:pricing2.title',
  },
  {
    name: 'SignaturePage2',
    path: '/signaturepage2',
    layout: 'page2',
    titleKey: 'pages:signature.title',
  },
  {
    name: 'NotificationPage2',
    path: '/notificationpage2',
    layout: 'page2',
    titleKey: 'pages:notification.title',
  },
  {
    name: 'IdentificationPage2',
    path: '/identificationpage2',
    layout: 'page2',
    titleKey: 'pages:identification.title',
  },
  { name: 'OcrPage2', path: '/ocrpage2', layout: 'page2', titleKey: 'pages:ocr.title' },
  // Traveller-report flow (toolbar with title and subtitle).
  {
    name: 'CreateParteViajeroPage',
    path: '/createparteviajeropage',
    layout: 'traveller',
    titleKey: 'flows:traveller.title',
    subtitleKey: 'flows:traveller.subtitle',
  },
  // Signer pages (toolbar with title and a home button).
  {
    name: 'CreateSignPageLight',
    path: '/createsignpagelight',
    layout: 'titleHome',
    titleKey: 'flows:createSignLight.title',
  },
  {
    name: 'simpleSignature',
    path: '/simpleSignature',
    layout: 'titleHome',
    titleKey: 'flows:simpleSignature.title',
  },
  {
    name: 'handwrittenSignature',
    path: '/handwrittenSignature',
    layout: 'titleHome',
    titleKey: 'flows:handwrittenSignature.title',
  },
  {
    name: 'identificationSignature',
    path: '/identificationSignature',
    layout: 'titleHome',
    titleKey: 'flows:identificationSignature.title',
  },
  {
    name: 'resumeIdentification',
    path: '/resumeIdentification',
    layout: 'titleHome',
    titleKey: 'flows:resumeIdentification.title',
  },
  // Ours: the identified guest completes the traveller report before signing it.
  {
    name: 'travellerReport',
    path: '/parteviajero',
    layout: 'titleHome',
    titleKey: 'flows:parte.review.title',
  },
  {
    name: 'resumeSignature',
    path: '/resumeSignature',
    layout: 'titleHome',
    titleKey: 'flows:resumeSignature.title',
  },
  // Ours: the recipient of a certified notification (the link of its e-mail).
  {
    name: 'NotificationRecipient',
    path: '/notification/:token',
    layout: 'titleHome',
    titleKey: 'flows:notification.recipient.title',
  },
  // Ours: a guest's online check-in on an establishment's permanent link (its QR poster).
  {
    name: 'CheckinPage',
    path: '/checkin/:token',
    layout: 'titleHome',
    titleKey: 'flows:checkin.title',
  },
  // Ours: one guest's own link to their booking (sent by the establishment or the lead guest).
  {
    name: 'BookingGuestPage',
    path: '/checkin/guest/:token',
    layout: 'titleHome',
    titleKey: 'flows:booking.title',
  },
  // Ours: the reception kiosk (the checkin permission): which establishment, then the kiosk
  // itself, the whole screen, one guest after another.
  {
    name: 'KioskPickerPage',
    path: '/kiosk',
    layout: 'default',
    titleKey: 'flows:kiosk.picker.title',
  },
  {
    name: 'KioskPage',
    path: '/kiosk/:establishmentId',
    layout: 'kiosk',
    titleKey: 'flows:kiosk.title',
  },
  // The back office (the admin role; the page tells anyone else).
  { name: 'AdminPage', path: '/admin', layout: 'default', titleKey: 'admin:title' },
  // The review desk (the reviewer role): the queue, and one case side by side.
  { name: 'ReviewDeskPage', path: '/review', layout: 'default', titleKey: 'review:desk.title' },
  {
    name: 'ReviewCasePage',
    path: '/review/:uuid',
    layout: 'default',
    titleKey: 'review:case.title',
  },
  // Development tools.
  { name: 'DevOutbox', path: '/dev/outbox', layout: 'default', titleKey: 'dev:outbox.title' },
] as const satisfies readonly TRouteDef[];

export type TRouteName = (typeof ROUTES)[number]['name'];

/** Where `/` goes. */
export const HOME_ROUTE: TRouteName = 'HomePage2';

const PATHS = new Map<string, string>(ROUTES.map((route) => [route.name, route.path]));

/** The path of a named route, e.g. `pathFor('PricingPage')` → `/pricingpage`. */
export function pathFor(name: TRouteName): string {
  const path = PATHS.get(name);
  if (!path) throw new Error(`Unknown route name: ${name}`);
  return path;
}

/** A booking guest's own page, e.g. `/checkin/guest/Q2hl…`. */
export function bookingGuestPath(token: string): string {
  return pathFor('BookingGuestPage').replace(':token', encodeURIComponent(token));
}

/** The reception kiosk at one establishment, e.g. `/kiosk/6a0f2d3c-…`. */
export function kioskPath(establishmentId: string): string {
  return pathFor('KioskPage').replace(':establishmentId', encodeURIComponent(establishmentId));
}

/** The sender's page of one operation, e.g. `/operations/a644af18-…`. */
export function operationPath(operationUuid: string): string {
  return pathFor('OperationPage').replace(':uuid', encodeURIComponent(operationUuid));
}

/** An organisation's invitation, e.g. `/invitation/inv_…` (the link its e-mail carries). */
export function invitationPath(id: string): string {
  return pathFor('InvitationPage').replace(':id', encodeURIComponent(id));
}

/**
 * Where a sign-in (or a sign-up, then its sign-in) goes back to: `next` when it is a path
 * of this app (`/invitation/…`), never another site (`//host`, `https:`).
 */
export function returnPath(next: string | null): string | null {
  return next?.startsWith('/') && !next.startsWith('//') ? next : null;
}

/** One case of the review desk, e.g. `/review/bbbbbbbb-…` (the identification's id). */
export function reviewCasePath(id: string): string {
  return pathFor('ReviewCasePage').replace(':uuid', encodeURIComponent(id));
}

/**
 * A request template's bulk send page, e.g. `/templates/a644af18-…/bulk`; with `send`,
 * showing that bulk send's progress.
 */
export function bulkSendPath(templateId: string, send?: string): string {
  const path = pathFor('BulkSendPage').replace(':uuid', encodeURIComponent(templateId));
  return send ? `${path}?send=${encodeURIComponent(send)}` : path;
}

/**
 * The summary of an identification as the operation's owner opens it from My Account
 * (`viewer=owner`: read with the account's token, not a signer's).
 */
export function ownerIdentificationPath(operationUuid: string, videoUuid: string): string {
  const query = new URLSearchParams({
    operation: operationUuid,
    video: videoUuid,
    viewer: 'owner',
  });
  return `${pathFor('resumeIdentification')}?${query.toString()}`;
}

export function isRouteDef(value: unknown): value is TRouteDef {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'titleKey' in value &&
    typeof value.titleKey === 'string'
  );
}
