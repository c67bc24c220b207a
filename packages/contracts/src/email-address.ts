import { z } from 'zod';

/**
 * The one e-mail rule: the mail job (`mail.send`) sends only to an address it accepts, and
 * every creation (operations, notifications, the demo, the forms) checks its addresses with
 * it before anything is stored or charged, so nothing is taken that cannot be sent later.
 * `params` sets the message (an i18n key) of the form that uses it.
 */
export const emailAddress = (params?: Parameters<typeof z.email>[0]) => z.email(params);
export const ZEmailAddress = emailAddress();
