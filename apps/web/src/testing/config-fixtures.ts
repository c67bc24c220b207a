import { json } from './fake-fetch';

/** GET /api/config answered: whether the server offers video identification. */
export const configRoute = (identification: boolean) => ({
  'GET /api/config': () =>
    json(200, {
      domainUuid: '11111111-1111-4111-8111-111111111111',
      google: false,
      identification,
    }),
});
