import type { TRouteName } from './routes';

export interface TNavItem {
  route: TRouteName;
  /** i18n key of the label. */
  labelKey: string;
}

/** Toolbar links for everyone. */
export const MAIN_NAV: readonly TNavItem[] = [
  { route: 'HomePage2', labelKey: 'nav:home' },
  { route: 'FeaturesPage', labelKey: 'nav:features' },
  { route: 'ProductsPage', labelKey: 'nav:products' },
  { route: 'ApiPageEs', labelKey: 'nav:api' },
  { route: 'PricingPage', labelKey: 'nav:pricing' },
];

/** Extra links for visitors who are not signed in. */
export const GUEST_NAV: readonly TNavItem[] = [
  { route: 'LoginPage', labelKey: 'nav:login' },
  { route: 'RegisterPage', labelKey: 'nav:register' },
];

/** Extra link for signed-in account holders (sign-out is an action, not a link). */
export const ACCOUNT_NAV: readonly TNavItem[] = [{ route: 'ProfilePage', labelKey: 'nav:account' }];

/** A reception kiosk member's one link (the kiosk role checks guests in and does nothing else). */
export const KIOSK_NAV: readonly TNavItem[] = [{ route: 'KioskPickerPage', labelKey: 'nav:kiosk' }];

/** The back office's link, for administrators only (the server guards it regardless). */
export const ADMIN_NAV: readonly TNavItem[] = [{ route: 'AdminPage', labelKey: 'nav:admin' }];

/** The review desk's link, for reviewers only (the server guards the desk regardless). */
export const REVIEWER_NAV: readonly TNavItem[] = [
  { route: 'ReviewDeskPage', labelKey: 'nav:review' },
];

/** Service pages, listed in the sidebar. */
export const SERVICE_NAV: readonly TNavItem[] = [
  { route: 'SignaturePage', labelKey: 'nav:signature' },
  { route: 'NotificationPage', labelKey: 'nav:notification' },
  { route: 'IdentificationPage', labelKey: 'nav:identification' },
  { route: 'OcrPage', labelKey: 'nav:ocr' },
];

/** Contact, verification and legal pages, in the sidebar and the footer. */
export const INFO_NAV: readonly TNavItem[] = [
  { route: 'ContactPage', labelKey: 'nav:contact' },
  { route: 'VerifyPage', labelKey: 'nav:verify' },
  { route: 'legalInformationEs', labelKey: 'nav:legalEs' },
  { route: 'legalInformationUs', labelKey: 'nav:legalUs' },
];
