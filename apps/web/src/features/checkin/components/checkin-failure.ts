import { ApiError, errorMessageKey } from '../../../lib/api-client';

type TCheckinField =
  | 'name'
  | 'lastname'
  | 'email'
  | 'phone'
  | 'nif'
  | 'bookingReference'
  | 'checkIn'
  | 'checkOut'
  | 'travellers';
const FIELDS: ReadonlySet<string> = new Set<TCheckinField>([
  'name',
  'lastname',
  'email',
  'phone',
  'nif',
  'bookingReference',
  'checkIn',
  'checkOut',
  'travellers',
]);

/**
 * The fields a 400 VALIDATION_FAILED of the check-in names (`body.checkIn`), each with its
 * message: the server's `flows:checkin.validation.*` key, else this form's own key of the
 * same name (`validation.phoneInvalid` → `flows:checkin.validation.phoneInvalid`).
 */
export function checkinFieldIssues(error: unknown): { field: TCheckinField; message: string }[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  return (error.problem?.errors ?? []).flatMap((issue) => {
    const field = issue.path.replace(/^body\./, '');
    if (!FIELDS.has(field)) return [];
    const key = issue.key ?? '';
    const message = key.startsWith('flows:checkin.validation.')
      ? key
      : `flows:checkin.validation.${key.slice(key.lastIndexOf('.') + 1) || 'invalid'}`;
    return [{ field: field as TCheckinField, message }];
  });
}

/**
 * What the guest reads when the check-in could not start (an i18n key): the
 * establishment out of credits (at the kiosk, they are at the reception already) and too many attempts in the guest's words, a refused
 * field on the field itself (nothing here), anything else by its code.
 */
export function checkinFailure(error: unknown, where: 'link' | 'kiosk' = 'link'): string | null {
  const code = errorMessageKey(error);
  if (code === 'INSUFFICIENT_CREDITS')
    return `flows:${where === 'kiosk' ? 'kiosk' : 'checkin'}.errors.unavailable`;
  if (code === 'RATE_LIMITED') return 'flows:checkin.errors.tooMany';
  if (checkinFieldIssues(error).length) return null;
  return `errors:${code}`;
}
