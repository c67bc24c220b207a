import account from './it/account.json';
import admin from './it/admin.json';
import bulk from './it/bulk.json';
import common from './it/common.json';
import contact from './it/contact.json';
import dev from './it/dev.json';
import errors from './it/errors.json';
import flows from './it/flows.json';
import legal from './it/legal.json';
import nav from './it/nav.json';
import ocr from './it/ocr.json';
import pages from './it/pages.json';
import payments from './it/payments.json';
import review from './it/review.json';
import settings from './it/settings.json';
import verify from './it/verify.json';
import workspace from './it/workspace.json';

/** Every namespace of the 'it' interface texts. */
export const IT_RESOURCES = {
  common,
  nav,
  pages,
  account,
  flows,
  errors,
  settings,
  dev,
  contact,
  workspace,
  admin,
  payments,
  verify,
  ocr,
  legal,
  bulk,
  review,
};
