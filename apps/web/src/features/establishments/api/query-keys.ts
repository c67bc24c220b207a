/** The establishments' queries. */
export const ESTABLISHMENT_KEYS = {
  list: ['account', 'establishments'] as const,
};
