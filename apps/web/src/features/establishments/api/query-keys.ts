/** The establishments' queries. */
export const ESTABLISHMENT_KEYS = {
  list: ['account', 'establishments'] as const,
  bookings: (establishmentId: string) =>
    ['account', 'establishments', establishmentId, 'bookings'] as const,
};
