import { PROFILE_FIELD_MAX } from '@confirma/contracts/constants';

/**
 * The profile's first and last name from the one name given at sign-up (or by Google):
 * the first word, and the rest; each cut to the profile's limits. A single word is a first
 * name only. The user can correct both in the profile.
 */
export function splitFullName(name: string | null | undefined): {
  firstname: string;
  lastname: string;
} {
  const [first = '', ...rest] = (name ?? '').trim().split(/\s+/u);
  return {
    firstname: first.slice(0, PROFILE_FIELD_MAX.firstname),
    lastname: rest.join(' ').slice(0, PROFILE_FIELD_MAX.lastname).trim(),
  };
}
