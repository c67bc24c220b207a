import { ZContactReceipt, ZContactSubmission } from '@confirma/contracts/contact';
import { problems } from '../../platform/http/route-kit.ts';

export const sendContactRoute = {
  config: { access: 'anonymous' },
  bodyLimit: 16 * 1024,
  schema: {
    tags: ['contact requests'],
    summary: 'Send a contact request (API page, contact page or contact-request form)',
    description:
      '`kind` says which form: `API` (name up to 80, e-mail, need, agree), ' +
      '`CONTACT_PAGE` (name and last name up to 50, e-mail, DNI/NIE with its check ' +
      'letter, operation type, mobile for IDENTIFICATION_SIGNATURE and TRAVELLER_REPORT) ' +
      'or `CONTACT_REQUEST` (name up to 200, company up to 100, e-mail, phone of 7 or ' +
      'more, description, both consents). Stored with id `C` + milliseconds and state ' +
      'RECEIVED; the sales inbox (`SALES_EMAIL`) is e-mailed through the job queue. ' +
      '400 VALIDATION_FAILED: each of `errors[]` with an English `message` and, as `key`, the ' +
      "web client's `contact` text for it; 400 CAPTCHA_FAILED: the proof of work of " +
      '`GET /api/contacts/challenge` is ' +
      'missing, wrong, expired or already used; 429 RATE_LIMITED with Retry-After: ' +
      '`CONTACT_IP_LIMIT` requests per IP per hour. Nothing is stored on any error.',
    body: ZContactSubmission,
    response: { 201: ZContactReceipt, ...problems(400, 403, 429) },
  },
} as const;
