/** A test server whose SES.HOSPEDAJES is the local simulator (the SES communications' tests). */
import { expect } from 'vitest';
import { createHttpClient } from './http-client.ts';
import { identifyWithCard } from './identification-flow.ts';
import { bearer } from './operations.ts';
import { startSesSimulator, type TSesSimulator } from './ses-simulator.ts';
import { startTestServer, type TTestServer } from './test-server.ts';

/** An establishment's SES credentials, as the simulator knows them. */
export const SES = {
  landlordCode: '0000000001',
  establishmentCode: '0000012345',
  username: 'B12345678WS',
  password: 'Secreto-2026',
  environment: 'test',
};

/** The simulator and a server sending to it; the job is run by the test, not by the schedule. */
export async function startSesServer(): Promise<{
  simulator: TSesSimulator;
  server: TTestServer;
}> {
  const simulator = await startSesSimulator({
    username: SES.username,
    password: SES.password,
    codigoArrendador: SES.landlordCode,
    establishments: [SES.establishmentCode],
  });
  const server = await startTestServer({
    DEMO_POW_COST: '1',
    DEMO_POW_MAX_COUNTER: '20',
    SES_TEST_URL: simulator.url,
    SES_CRON: '0 0 1 1 *',
  });
  return { simulator, server };
}

/**
 * A started guest identified with the test DNI and their parte completed (the stay the
 * view prefills), sealed: an IDENTIFY establishment's final parte. Answers the view's booking.
 */
export async function sealParte(
  server: TTestServer,
  started: { operationUuid: string; signerToken: string },
  completion: Record<string, unknown>,
) {
  const { verdict } = await identifyWithCard(
    server,
    { operationId: started.operationUuid, loginautToken: started.signerToken },
    { person: 'holder', front: 'esp-dni-2', back: 'esp-dni-2', liveness: 'moves' },
  );
  expect(verdict.status).toBe('PASSED');
  const guest = createHttpClient(server.url);
  const url = `/api/v2/traveller/${started.operationUuid}`;
  const view = (await (await guest.get(url, bearer(started.signerToken))).json()) as {
    booking: { reference: string; checkIn: string; checkOut: string; travellers?: number };
  };
  const filled = await guest.post(
    url,
    { ...completion, checkIn: view.booking.checkIn, checkOut: view.booking.checkOut },
    bearer(started.signerToken),
  );
  expect(filled.status).toBe(200);
  expect(await filled.json()).toMatchObject({ status: 'SEALED' });
  return view.booking;
}
