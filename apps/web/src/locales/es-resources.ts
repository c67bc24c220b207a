import account from './es/account.json';
import admin from './es/admin.json';
import bulk from './es/bulk.json';
import common from './es/common.json';
import contact from './es/contact.json';
import dev from './es/dev.json';
import errors from './es/errors.json';
import flows from './es/flows.json';
import legal from './es/legal.json';
import nav from './es/nav.json';
import ocr from './es/ocr.json';
import pages from './es/pages.json';
import payments from './es/payments.json';
import review from './es/review.json';
import settings from './es/settings.json';
import verify from './es/verify.json';
import workspace from './es/workspace.json';

/** Every namespace of the 'es' interface texts. */
export const ES_RESOURCES = {
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
