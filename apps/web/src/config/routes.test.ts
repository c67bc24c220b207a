import { describe, expect, it } from 'vitest';
import { ES_RESOURCES } from '../locales/es-resources';
import { HOME_ROUTE, operationPath, pathFor, ROUTES } from './routes';

/** The pages of the product, by path and name. */
const SPEC_PATHS = [
  '/legal',
  '/legales',
  '/contactpage',
  '/createsignpagelight',
  '/fullpage',
  '/homepage',
  '/homepage2',
  '/signaturepage',
  '/signaturepage2',
  '/forgotpassword',
  '/notificationpage',
  '/notificationpage2',
  '/identificationpage',
  '/identificationpage2',
  '/createparteviajeropage',
  '/createsignpage',
  '/pricingpage',
  '/pricingpage2',
  '/ocrpage',
  '/ocrpage2',
  '/apipage',
  '/apipagees',
  '/apipagees2',
  '/featurespage',
  '/registerpage',
  '/loginpage',
  '/profilepage',
  '/products',
  '/products2',
  '/simpleSignature',
  '/handwrittenSignature',
  '/identificationSignature',
  '/resumeIdentification',
  '/resumeSignature',
  '/paymentPage',
  '/paypalPaymentPage',
  '/prepaypalPaymentPage',
];

/**
 * Ours: where the e-mailed password-reset link lands, the sender's page of one operation,
 * the development outbox, the public verification page (the certificate's QR code), the
 * recipient's page of a certified notification, a request template's bulk send, an
 * organisation's invitation, a guest's check-in on an establishment's link and a booking guest's own link.
 */
const EXTRA_PATHS = [
  '/resetpassword',
  '/operations/:uuid',
  '/invitation/:id',
  '/templates/:uuid/bulk',
  '/dev/outbox',
  '/verify',
  '/admin',
  '/review',
  '/review/:uuid',
  '/paymentReturn',
  '/notification/:token',
  '/checkin/:token',
  '/checkin/guest/:token',
  '/kiosk',
  '/kiosk/:establishmentId',
  '/ocrcropper',
  '/parteviajero',
];

const SPEC_NAMES = [
  'HomePage',
  'HomePage2',
  'FeaturesPage',
  'ProductsPage',
  'ApiPageEs',
  'ApiPageEs2',
  'PricingPage',
  'PricingPage2',
  'LoginPage',
  'RegisterPage',
  'ForgotPassword',
  'ProfilePage',
  'SignaturePage',
  'SignaturePage2',
  'NotificationPage',
  'NotificationPage2',
  'IdentificationPage',
  'IdentificationPage2',
  'OcrPage',
  'OcrPage2',
  'ContactPage',
  'legalInformationEs',
  'simpleSignature',
  'handwrittenSignature',
  'identificationSignature',
  'resumeSignature',
  'resumeIdentification',
  'PrePayPalPaymentPage',
  'CreateSignPageLight',
  'CreateParteViajeroPage',
];

function lookup(tree: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      tree,
    );
}

describe('route table', () => {
  it('has every path of the spec exactly once, plus our own', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of SPEC_PATHS) {
      expect(
        paths.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    }
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...EXTRA_PATHS].sort());
  });

  it('has every route name used in navigation, each once', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of SPEC_NAMES) expect(names, name).toContain(name);
    expect(pathFor('DevOutbox')).toBe('/dev/outbox');
    expect(pathFor('ResetPassword')).toBe('/resetpassword');
    expect(operationPath('a644af18-9f23-4e0b-843b-a300448590ba')).toBe(
      '/operations/a644af18-9f23-4e0b-843b-a300448590ba',
    );
  });

  it('puts each path in the layout the spec asks for', () => {
    const layoutOf = (path: string) => ROUTES.find((route) => route.path === path)?.layout;
    expect(layoutOf('/fullpage')).toBe('fullpage');
    expect(layoutOf('/createparteviajeropage')).toBe('traveller');
    for (const path of ['/homepage2', '/products2', '/apipagees2', '/pricingpage2', '/ocrpage2']) {
      expect(layoutOf(path), path).toBe('page2');
    }
    for (const path of ['/simpleSignature', '/resumeSignature', '/createsignpagelight']) {
      expect(layoutOf(path), path).toBe('titleHome');
    }
    expect(layoutOf('/pricingpage')).toBe('default');
  });

  it('gives every route a title that exists in the locales', () => {
    for (const route of ROUTES) {
      for (const key of [route.titleKey, 'subtitleKey' in route ? route.subtitleKey : undefined]) {
        if (!key) continue;
        const [namespace, path] = key.split(':') as [keyof typeof ES_RESOURCES, string];
        expect(typeof lookup(ES_RESOURCES[namespace], path), `${route.name}: ${key}`).toBe(
          'string',
        );
      }
    }
  });

  it('lands on /homepage2 and resolves names to paths', () => {
    expect(pathFor(HOME_ROUTE)).toBe('/homepage2');
    expect(pathFor('PrePayPalPaymentPage')).toBe('/prepaypalPaymentPage');
  });
});
