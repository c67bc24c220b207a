import { AppError } from '../../platform/errors.ts';
import { isAddressLiteral, refusedAddressReason } from '../../platform/outbound/address-policy.ts';

/**
 * The checks of an endpoint's URL when it is registered or changed (the contract's schema
 * already took an http(s) URL of at most 2,000 characters): https only in production, and
 * no private, loopback or link-local address literal unless WEBHOOK_ALLOW_PRIVATE. A name
 * is checked at every delivery, when it is resolved.
 */
export function checkWebhookUrl(
  url: string,
  { production, allowPrivate }: { production: boolean; allowPrivate: boolean },
): void {
  const parsed = new URL(url);
  const invalid = (message: string) =>
    new AppError('VALIDATION_FAILED', message, [{ path: 'url', message }]);
  if (production && parsed.protocol !== 'https:') throw invalid('The URL must use https');
  if (parsed.username || parsed.password) throw invalid('The URL must not carry credentials');
  if (allowPrivate || !isAddressLiteral(parsed.hostname)) return;
  const reason = refusedAddressReason(parsed.hostname);
  if (reason) {
    const article = /^[aeiou]/i.test(reason) ? 'an' : 'a';
    throw invalid(
      `The URL's host is ${article} ${reason} address, which webhooks may not reach: use a public address`,
    );
  }
}
