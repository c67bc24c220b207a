import { ZCheckinStarted, ZEstablishmentView } from '@confirma/contracts/establishments';
import { ZGuestRegister } from '@confirma/contracts/traveller';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sesCommunicationReports, sesCommunications } from '../src/db-schema.ts';
import {
  alertEstablishments,
  runSesCommunications,
} from '../src/modules/ses-communications/index.ts';
import { solvedAltcha } from './support/demo.ts';
import { checkinForm, establishmentInput } from './support/establishments.ts';
import { createHttpClient } from './support/http-client.ts';
import { outboxTo, signedInSender } from './support/operations.ts';
import { readParteXml } from './support/ses-parte-reader.ts';
import { SES, sealParte, startSesServer } from './support/ses-server.ts';
import type { TSesSimulator } from './support/ses-simulator.ts';
import type { TTestServer } from './support/test-server.ts';

/** What the guest completes: a residence in Italy (SES takes the municipality's name). */
const completion = {
  // The DNI's MRZ gives one surname ("GARCIA DE LA FUENTE"); SES asks a NIF's second.
  secondSurname: 'Martín',
  address: 'Via Roma 12',
  town: 'Bologna',
  country: 'Italia',
  postalCode: '40121',
  countryCode: 'ITA',
  phone: '+34611222333',
  email: 'jose.luis@example.com',
  travellers: 1,
  rooms: 1,
  minorsTravelling: false,
  relationship: '',
  paymentType: 'CARD',
  paymentHolder: 'José Luis García',
  contractReference: 'RES-77',
};

/**
 * A guest's parte communicated to SES.HOSPEDAJES: checked in on the establishment's link,
 * identified, completed and sealed; the `ses.communicate` job sends it to the local
 * simulator (which checks it against the published XSD), asks about its lote, and the
 * register shows it accepted with its lote. A refusal is kept and alerted; nothing is sent
 * twice.
 */
describe('the communication of partes to SES.HOSPEDAJES', () => {
  let simulator: TSesSimulator;
  let server: TTestServer;
  beforeAll(async () => {
    ({ simulator, server } = await startSesServer());
  });
  afterAll(async () => {
    await server?.close();
    await simulator?.close();
  });
  const context = () => ({ platform: server.platform, db: server.platform.database.db });
  let owner: Awaited<ReturnType<typeof signedInSender>>;

  it('sends a sealed parte once, gets its lote, and shows it accepted in the register', async () => {
    owner = await signedInSender(server, 'hotel@example.com');
    const created = await owner.client.post(
      '/api/establishments',
      establishmentInput({ ses: SES }),
    );
    const establishment = ZEstablishmentView.parse(await created.json());
    const token = establishment.checkinUrl.split('/').pop() ?? '';
    const guest = createHttpClient(server.url);
    const { altcha } = await solvedAltcha(server, guest, '/api/checkin/challenge');
    const started = ZCheckinStarted.parse(
      await (await guest.post(`/api/checkin/${token}`, { ...checkinForm(), altcha })).json(),
    );
    await sealParte(server, started, completion);
    // The guest's receipt: the sealed parte, attached.
    const receipts = await outboxTo(server, 'jose.luis@example.com', 'email');
    const receipt = receipts.find(
      (mail) => mail.subject === 'Tu parte de viajero de Hostal Las Acacias',
    );
    expect(receipt?.attachments?.map((file) => file.filename)).toEqual(['parte-de-viajero.pdf']);

    // One run queues it, sends it and asks about its lote.
    expect(await runSesCommunications(context())).toMatchObject({
      queued: 1,
      sent: 1,
      accepted: 1,
    });
    const [sent] = simulator.received.filter((one) => one.operation === 'comunicacion');
    expect(sent).toMatchObject({
      codigo: 0,
      tipoComunicacion: 'PV',
      codigoArrendador: '0000000001',
    });
    const [parte] = readParteXml(sent?.xml ?? '');
    expect(parte).toMatchObject({ establishmentCode: SES.establishmentCode });
    expect(sent?.xml).toContain('<numeroDocumento>12345678Z</numeroDocumento>');
    expect(sent?.xml).toContain('<soporteDocumento>CKL304871</soporteDocumento>');
    expect(sent?.xml).toContain('<nombreMunicipio>Bologna</nombreMunicipio>');

    const register = ZGuestRegister.parse(
      await (await owner.client.get('/api/traveller/register')).json(),
    );
    expect(register.entries[0]?.communication).toMatchObject({
      state: 'ACCEPTED',
      lote: sent?.lote,
      late: false,
    });
    expect(register.entries[0]?.communication?.communicationCode).toBeTruthy();
    // A later run sends nothing again.
    const before = simulator.received.length;
    await runSesCommunications(context());
    expect(simulator.received.length).toBe(before);
    expect(await server.platform.database.db.select().from(sesCommunications)).toHaveLength(1);
  }, 300_000);

  it('retries a service that cannot be reached, keeps a refusal and alerts the establishment', async () => {
    const db = server.platform.database.db;
    const [row] = await db.select().from(sesCommunications);
    const [carried] = await db.select().from(sesCommunicationReports);
    if (!row || !carried) throw new Error('the first test communicated a parte');
    const { reportId } = carried;
    // Sent again as if queued anew: the service fails once, then refuses the credentials.
    await db
      .update(sesCommunications)
      .set({ state: 'PENDING', lote: null, nextAttemptAt: new Date(), attempts: 0 })
      .where(eq(sesCommunications.id, row.id));
    simulator.failNext('http500');
    expect(await runSesCommunications(context())).toMatchObject({ retry: 1 });
    const [waiting] = await db.select().from(sesCommunications);
    expect(waiting).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    await db.update(sesCommunications).set({ nextAttemptAt: new Date() });
    simulator.failNext('credentials');
    expect(await runSesCommunications(context())).toMatchObject({ refused: 1 });
    const [refused] = await db.select().from(sesCommunications);
    expect(refused).toMatchObject({
      state: 'REFUSED',
      errors: [{ key: 'ses.errors.credentials' }],
    });

    expect(await alertEstablishments(context())).toBe(1);
    const mails = await outboxTo(server, 'hotel@example.com', 'email');
    expect(mails.map((mail) => mail.subject)).toContain(
      'Hay partes de viajeros sin comunicar a SES.HOSPEDAJES',
    );
    // Alerted once.
    expect(await alertEstablishments(context())).toBe(0);

    // The credentials corrected, the owner sends it again: the next run delivers it, and the
    // service (which recorded this contract in the first test) refuses it as a duplicate.
    const other = await signedInSender(server, 'other-hotel@example.com');
    expect((await other.client.post(`/api/traveller/register/${reportId}/ses`)).status).toBe(404);
    const retried = await owner.client.post(`/api/traveller/register/${reportId}/ses`);
    expect(await retried.json()).toMatchObject({ state: 'PENDING', errors: [], attempts: 0 });
    expect((await owner.client.post(`/api/traveller/register/${reportId}/ses`)).status).toBe(409);
    expect(await runSesCommunications(context())).toMatchObject({ sent: 1, refused: 1 });
    const [duplicate] = await db.select().from(sesCommunications);
    expect(duplicate).toMatchObject({
      state: 'REFUSED',
      errors: [{ key: 'ses.errors.duplicate' }],
    });
  });
});
