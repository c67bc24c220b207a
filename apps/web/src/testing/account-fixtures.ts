import type { TAccountDocument } from '@confirma/contracts/account';
import type { TAuthSession } from '@confirma/contracts/auth';

/** Ana, signed in: the session and the user document the account tests answer with. */
export const USER = { id: 'u1', email: 'ana@example.com', name: 'Ana', emailVerified: true };

export const SESSION: NonNullable<TAuthSession> = {
  user: USER,
  session: { expiresAt: '2030-02-01T00:00:00.000Z' },
};

export const EMPTY_PROFILE: TAccountDocument['profile'] = {
  firstname: '',
  lastname: '',
  alias: '',
  phone: '',
  address: '',
  postalcode: '',
  city: '',
  state: '',
  country: '',
  companyName: '',
  taxId: '',
  establishmentName: '',
  establishmentAddress: '',
  establishmentRegistry: '',
};

export const ACCOUNT: TAccountDocument = {
  userUid: 'u1',
  userEmail: 'ana@example.com',
  emailVerified: true,
  name: 'Ana',
  creationDate: '2030-01-01T00:00:00.000Z',
  lastloginDate: '2030-01-02T00:00:00.000Z',
  credits: { currentcredits: 5, usedcredits: 0, totalcredits: 5, debt: 0 },
  creditFigures: {
    available: 5,
    purchased: 0,
    granted: 5,
    adjusted: 0,
    used: 0,
    reserved: 0,
    revoked: 0,
    debt: 0,
  },
  subscriptions: { currentsubscription: null, subscriptionStartDate: null },
  operations: [],
  profile: EMPTY_PROFILE,
  notifications: {
    signerSigned: true,
    allSigned: true,
    rejected: true,
    expired: true,
    identification: true,
  },
  language: 'es',
  isAdmin: false,
  isReviewer: false,
  identificationReview: { by: 'PLATFORM', fourEyes: false },
};
