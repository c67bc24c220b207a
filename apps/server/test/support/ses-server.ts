/** A test server whose SES.HOSPEDAJES is the local simulator (the SES communications' tests). */
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
