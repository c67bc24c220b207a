/** Test data of establishments and guest check-ins (establishments.int.test.ts and others). */

export const today = () => new Date().toISOString().slice(0, 10);
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An establishment's settings, valid unless `patch` says otherwise. */
export function establishmentInput(patch: Record<string, unknown> = {}) {
  return {
    name: 'Hostal Las Acacias',
    address: 'Calle Mayor 1, 28013 Madrid',
    registry: 'HM-4321',
    mode: 'IDENTIFY',
    dailyLimit: 20,
    linkPaused: false,
    ses: null,
    ...patch,
  };
}

/** The guest's first step on a link, valid unless `patch` says otherwise. */
export function checkinForm(patch: Record<string, unknown> = {}) {
  return {
    name: 'José Luis',
    lastname: 'García de la Fuente',
    email: 'jose.luis@example.com',
    phone: '+34611222333',
    nif: '12345678Z',
    bookingReference: 'RES-77',
    checkIn: today(),
    checkOut: inDays(2),
    lang: 'es',
    ...patch,
  };
}
