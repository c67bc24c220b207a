import account from './en/account.json';
import admin from './en/admin.json';
import bulk from './en/bulk.json';
import common from './en/common.json';
import contact from './en/contact.json';
import dev from './en/dev.json';
import errors from './en/errors.json';
import flows from './en/flows.json';
import legal from './en/legal.json';
import nav from './en/nav.json';
import ocr from './en/ocr.json';
import pages from './en/pages.json';
import payments from './en/payments.json';
import review from './en/review.json';
import settings from './en/settings.json';
import verify from './en/verify.json';
import workspace from './en/workspace.json';

/** Every namespace of the 'en' interface texts. */
export const EN_RESOURCES = {
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
