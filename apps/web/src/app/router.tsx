import type { ComponentType } from 'react';
import {
  createHashRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import {
  HOME_ROUTE,
  LAYOUTS,
  pathFor,
  ROUTES,
  type TLayout,
  type TRouteName,
} from '../config/routes';
import { loadTexts } from '../lib/i18n';
import { DefaultLayout } from './layouts/default-layout';
import { FullpageLayout } from './layouts/fullpage-layout';
import { KioskLayout } from './layouts/kiosk-layout';
import { PageTwoLayout } from './layouts/page-two-layout';
import { TitleHomeLayout } from './layouts/title-home-layout';
import { TravellerLayout } from './layouts/traveller-layout';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';
import { RouteFocusOutlet } from './route-focus-outlet';

type TPageModule = Promise<{ Component: ComponentType }>;

/** One chunk per page: the home route loads only its own page code. */
const PAGES: Record<TRouteName, () => TPageModule> = {
  HomePage: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })),
  HomePage2: () => import('./routes/home-page-2').then((m) => ({ Component: m.HomePage2 })),
  FullPage: () => import('./routes/full-page').then((m) => ({ Component: m.FullPage })),
  FeaturesPage: () => import('./routes/features-page').then((m) => ({ Component: m.FeaturesPage })),
  ProductsPage: () => import('./routes/products-page').then((m) => ({ Component: m.ProductsPage })),
  ProductsPage2: () =>
    import('./routes/products-page-2').then((m) => ({ Component: m.ProductsPage2 })),
  ApiPage: () => import('./routes/api-page').then((m) => ({ Component: m.ApiPage })),
  ApiPageEs: () => import('./routes/api-page').then((m) => ({ Component: m.ApiPage })),
  ApiPageEs2: () => import('./routes/api-page').then((m) => ({ Component: m.ApiPage })),
  PricingPage: () => import('./routes/pricing-page').then((m) => ({ Component: m.PricingPage })),
  PricingPage2: () =>
    import('./routes/pricing-page-2').then((m) => ({ Component: m.PricingPage2 })),
  ContactPage: () => import('./routes/contact-page').then((m) => ({ Component: m.ContactPage })),
  VerifyPage: () => import('./routes/verify-page').then((m) => ({ Component: m.VerifyPage })),
  legalInformationUs: () =>
    import('./routes/legal-us-page').then((m) => ({ Component: m.LegalUsPage })),
  legalInformationEs: () =>
    import('./routes/legal-es-page').then((m) => ({ Component: m.LegalEsPage })),
  SignaturePage: () =>
    import('./routes/signature-page').then((m) => ({ Component: m.SignaturePage })),
  SignaturePage2: () =>
    import('./routes/signature-page').then((m) => ({ Component: m.SignaturePage })),
  NotificationPage: () =>
    import('./routes/notification-page').then((m) => ({ Component: m.NotificationPage })),
  NotificationPage2: () =>
    import('./routes/notification-page').then((m) => ({ Component: m.NotificationPage })),
  IdentificationPage: () =>
    import('./routes/identification-page').then((m) => ({ Component: m.IdentificationPage })),
  IdentificationPage2: () =>
    import('./routes/identification-page').then((m) => ({ Component: m.IdentificationPage })),
  OcrPage: () => import('./routes/ocr-page').then((m) => ({ Component: m.OcrPage })),
  OcrPage2: () => import('./routes/ocr-page').then((m) => ({ Component: m.OcrPage })),
  OcrCropper: () =>
    import('./routes/ocr-cropper-page').then((m) => ({ Component: m.OcrCropperPage })),
  LoginPage: () => import('./routes/login-page').then((m) => ({ Component: m.LoginPage })),
  RegisterPage: () => import('./routes/register-page').then((m) => ({ Component: m.RegisterPage })),
  ForgotPassword: () =>
    import('./routes/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  ResetPassword: () =>
    import('./routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  ProfilePage: () => import('./routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
  PaymentPage: () => import('./routes/payment-page').then((m) => ({ Component: m.PaymentPage })),
  PayPalPaymentPage: () =>
    import('./routes/paypal-payment-page').then((m) => ({ Component: m.PayPalPaymentPage })),
  PaymentReturnPage: () =>
    import('./routes/payment-return-page').then((m) => ({ Component: m.PaymentReturnPage })),
  PrePayPalPaymentPage: () =>
    import('./routes/buy-credits-page').then((m) => ({ Component: m.BuyCreditsPage })),
  InvitationPage: () =>
    import('./routes/invitation-page').then((m) => ({ Component: m.InvitationPage })),
  OperationPage: () =>
    import('./routes/operation-page').then((m) => ({ Component: m.OperationPage })),
  BulkSendPage: () =>
    import('./routes/bulk-send-page').then((m) => ({ Component: m.BulkSendPage })),
  CreateSignPage: () =>
    import('./routes/create-sign-page').then((m) => ({ Component: m.CreateSignPage })),
  CreateSignPageLight: () =>
    import('./routes/create-sign-page-light').then((m) => ({ Component: m.CreateSignPageLight })),
  CreateParteViajeroPage: () =>
    import('./routes/create-parte-viajero-page').then((m) => ({
      Component: m.CreateParteViajeroPage,
    })),
  simpleSignature: () =>
    import('./routes/simple-signature-page').then((m) => ({ Component: m.SimpleSignaturePage })),
  handwrittenSignature: () =>
    import('./routes/handwritten-signature-page').then((m) => ({
      Component: m.HandwrittenSignaturePage,
    })),
  identificationSignature: () =>
    import('./routes/identification-signature-page').then((m) => ({
      Component: m.IdentificationSignaturePage,
    })),
  resumeIdentification: () =>
    import('./routes/resume-identification-page').then((m) => ({
      Component: m.ResumeIdentificationPage,
    })),
  NotificationRecipient: () =>
    import('./routes/notification-recipient-page').then((m) => ({
      Component: m.NotificationRecipientPage,
    })),
  CheckinPage: () => import('./routes/checkin-page').then((m) => ({ Component: m.CheckinPage })),
  BookingGuestPage: () =>
    import('./routes/booking-guest-page').then((m) => ({ Component: m.BookingGuestPage })),
  KioskPickerPage: () =>
    import('./routes/kiosk-picker-page').then((m) => ({ Component: m.KioskPickerPage })),
  KioskPage: () => import('./routes/kiosk-page').then((m) => ({ Component: m.KioskPage })),
  travellerReport: () =>
    import('./routes/traveller-report-page').then((m) => ({ Component: m.TravellerReportPage })),
  resumeSignature: () =>
    import('./routes/resume-signature-page').then((m) => ({ Component: m.ResumeSignaturePage })),
  AdminPage: () => import('./routes/admin-page').then((m) => ({ Component: m.AdminPage })),
  ReviewDeskPage: () =>
    import('./routes/review-desk-page').then((m) => ({ Component: m.ReviewDeskPage })),
  ReviewCasePage: () =>
    import('./routes/review-case-page').then((m) => ({ Component: m.ReviewCasePage })),
  DevOutbox: () => import('./routes/dev-outbox-page').then((m) => ({ Component: m.DevOutboxPage })),
};

/** The pages drawn with the app shell's texts alone (see `loadTexts`). */
const SHELL_TEXTS_ONLY: ReadonlySet<TRouteName> = new Set(['HomePage', 'HomePage2']);

/** A page's chunk together with every text of the language (other pages need more). */
const withTexts = (page: () => TPageModule) => (): TPageModule =>
  Promise.all([page(), loadTexts()]).then(([module]) => module);

const LAYOUT_COMPONENTS: Record<TLayout, ComponentType> = {
  default: DefaultLayout,
  fullpage: FullpageLayout,
  page2: PageTwoLayout,
  traveller: TravellerLayout,
  titleHome: TitleHomeLayout,
  kiosk: KioskLayout,
};

/** `/` (and `/?lang=en`) goes to the home page, keeping the query. */
function redirectHome({ request }: LoaderFunctionArgs) {
  return redirect(`${pathFor(HOME_ROUTE)}${new URL(request.url).search}`);
}

const notFound: RouteObject = {
  path: '*',
  ErrorBoundary: RouteError,
  lazy: withTexts(() =>
    import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  ),
};

/** Route objects, shared by the hash router of the app and the memory routers of tests. */
export function buildRoutes(): RouteObject[] {
  const layouts: RouteObject[] = LAYOUTS.map((layout) => ({
    id: `layout-${layout}`,
    Component: LAYOUT_COMPONENTS[layout],
    children: [
      ...ROUTES.filter((route) => route.layout === layout).map(
        (route): RouteObject => ({
          path: route.path,
          handle: route,
          lazy: SHELL_TEXTS_ONLY.has(route.name) ? PAGES[route.name] : withTexts(PAGES[route.name]),
          // A failing page (e.g. a chunk that cannot load) keeps the header and footer.
          ErrorBoundary: RouteError,
        }),
      ),
      // Unknown paths: a 404 page framed by the default layout.
      ...(layout === 'default' ? [notFound] : []),
    ],
  }));
  return [
    {
      id: 'root',
      path: '/',
      Component: RouteFocusOutlet,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [{ index: true, loader: redirectHome, Component: PageLoading }, ...layouts],
    },
  ];
}

export function createAppRouter() {
  return createHashRouter(buildRoutes());
}
