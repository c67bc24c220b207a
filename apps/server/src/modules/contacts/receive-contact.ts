import type { TContactReceipt, TContactSubmission } from '@confirma/contracts/contact';
import { needsMobile } from '@confirma/contracts/contact';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { HOUR_MS } from '../../platform/time-units.ts';
import { claimChallenge, type TPow, verifyUnspentProof } from '../captcha/index.ts';
import { insertContact, type TNewContact } from './insert-contact.ts';
import { salesMail } from './sales-mail.ts';

/** The row a submission becomes: its form's fields, the rest null. */
function contactValues(submission: TContactSubmission): TNewContact {
  const common = { kind: submission.kind, lang: submission.lang, email: submission.email };
  const text = (value: string) => value || null;
  switch (submission.kind) {
    case 'API':
      return {
        ...common,
        name: submission.name,
        message: text(submission.need),
        consents: ['agree'],
      };
    case 'CONTACT_PAGE':
      return {
        ...common,
        name: submission.name,
        lastname: submission.lastname,
        nif: submission.nif,
        operationType: submission.signatureSelected,
        // Asked (and checked) only for the types that use it.
        phone: needsMobile(submission.signatureSelected) ? submission.phone : null,
        consents: [],
      };
    case 'CONTACT_REQUEST':
      return {
        ...common,
        name: submission.name,
        company: text(submission.company),
        phone: submission.phone,
        message: text(submission.message),
        consents: ['privacy', 'contact'],
      };
  }
}

/**
 * A public contact form sent: the proof of work checked (CAPTCHA_FAILED),
 * the per-IP limit counted (RATE_LIMITED), then in one transaction the proof spent, the
 * request stored with state RECEIVED and the sales inbox's e-mail queued. Nothing of it
 * exists if any step fails.
 */
export async function receiveContact(
  platform: TPlatform,
  pow: TPow,
  submission: TContactSubmission,
  ip: string,
): Promise<TContactReceipt> {
  const { db } = platform.database;
  const { config } = platform;
  const proof = await verifyUnspentProof(db, pow, submission.altcha);
  await hitRateLimits(db, [
    { key: `contact:ip:${ip}`, max: config.CONTACT_IP_LIMIT, windowMs: HOUR_MS },
  ]);
  const row = await db.transaction(async (tx) => {
    await claimChallenge(tx, proof);
    const contact = await insertContact(tx, contactValues(submission));
    await platform.queueMail(tx, {
      to: config.SALES_EMAIL,
      language: config.SALES_EMAIL_LANG,
      ...salesMail(config.SALES_EMAIL_LANG, contact),
    });
    return contact;
  });
  return { id: row.id, state: row.state, createdAt: row.createdAt.toISOString() };
}
