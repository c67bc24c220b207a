/**
 * TanStack Query keys of the reception kiosk. The establishment's stay for the whole day;
 * everything else (the guest's) is dropped between two guests.
 */
export const KIOSK_KEYS = {
  establishments: ['kiosk', 'establishments'] as const,
  establishment: (establishmentId: string) => ['kiosk', 'establishment', establishmentId] as const,
};
