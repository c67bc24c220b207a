import { ZBookingGuestPage, ZBookingView } from '@confirma/contracts/bookings';
import { ZCheckinStarted, ZEstablishmentView } from '@confirma/contracts/establishments';
import { ZGuestRegister } from '@confirma/contracts/traveller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSesCommunications } from '../src/modules/ses-communications/index.ts';
import { solvedAltcha } from './support/demo.ts';
import { checkinForm, establishmentInput, inDays, today } from './support/establishments.ts';
import { createHttpClient, type THttpClient } from './support/http-client.ts';
import { outboxTo, signedInSender } from './support/operations.ts';
import { SES, sealParte, startSesServer } from './support/ses-server.ts';
import type { TSesSimulator } from './support/ses-simulator.ts';
import type { TTestServer } from './support/test-server.ts';

/** What a guest completes on their parte (the stay is the booking's). */
const completion = (email: string) => ({
  secondSurname: 'Martín',
  address: 'Via Roma 12',
  town: 'Bologna',
  country: 'Italia',
  postalCode: '40121',
  countryCode: 'ITA',
  phone: '+34611222333',
  email,
  travellers: 3,
  rooms: 1,
  minorsTravelling: true,
  relationship: 'Padres e hija',
  paymentType: 'CARD',
  paymentHolder: 'José Luis García',
  contractReference: 'RES-300',
});

const minor = (patch: Record<string, unknown> = {}) => ({
  firstName: 'Lucía',
  lastName1: 'García',
  lastName2: 'Martín',
  birthDate: '2018-03-04',
  nationality: 'ESP',
  sex: 'M',
  documentType: null,
  documentNumber: '',
  kinship: 'HJ',
  ...patch,
});

const tokenOf = (link: string) => link.split('/').pop() ?? '';

/**
 * Whole bookings: the establishment opens one and invites its adults, each checks in on
 * their own link (paid once), the lead adds a minor, and SES.HOSPEDAJES gets the booking in
 * one communication with every traveller; a guest on the establishment's link who travels
 * with others opens a booking as its lead.
 */
describe('bookings', () => {
  let simulator: TSesSimulator;
  let server: TTestServer;
  let owner: Awaited<ReturnType<typeof signedInSender>>;
  let establishmentToken: string;
  let guest: THttpClient;
  beforeAll(async () => {
    ({ simulator, server } = await startSesServer());
    owner = await signedInSender(server, 'hotel@example.com');
    const created = await owner.client.post(
      '/api/establishments',
      establishmentInput({ ses: SES }),
    );
    const establishment = ZEstablishmentView.parse(await created.json());
    establishmentToken = tokenOf(establishment.checkinUrl);
    guest = createHttpClient(server.url);
    bookingsUrl = `/api/establishments/${establishment.id}/bookings`;
  });
  afterAll(async () => {
    await server?.close();
    await simulator?.close();
  });
  let bookingsUrl = '';

  const credits = async () =>
    (
      (await (await owner.client.get('/api/account')).json()) as {
        credits: { currentcredits: number };
      }
    ).credits.currentcredits;

  /** The guest's link from their invitation e-mail. */
  async function linkOf(email: string): Promise<string> {
    const mails = await outboxTo(server, email, 'email');
    const text = mails.map((mail) => mail.text ?? '').join('\n');
    const [link] = text.match(/https?:\S+\/#\/checkin\/guest\/[A-Za-z0-9_-]{32}/) ?? [];
    expect(link).toBeTruthy();
    return tokenOf(link ?? '');
  }

  const start = (token: string) =>
    guest.post(`/api/checkin/guest/${token}`, {
      lastname: 'García de la Fuente',
      phone: '+34611222333',
      nif: '12345678Z',
      lang: 'es',
    });

  /** Identifies the guest and seals their parte, prefilled with the booking. */
  async function finish(started: { operationUuid: string; signerToken: string }, email: string) {
    const booking = await sealParte(server, started, completion(email));
    expect(booking).toMatchObject({ reference: 'RES-300', travellers: 3 });
  }

  let leadToken = '';
  let otherToken = '';
  let leadStarted: { operationUuid: string; signerToken: string };
  let otherStarted: { operationUuid: string; signerToken: string };

  it('opens a booking of three, invites its two adults and refuses a second with its reference', async () => {
    const input = {
      reference: 'RES-300',
      checkIn: today(),
      checkOut: inDays(3),
      travellers: 3,
      guests: [
        { name: 'José Luis', email: 'jose.luis@example.com' },
        { name: 'Marta', email: 'marta@example.com' },
      ],
    };
    const created = await owner.client.post(bookingsUrl, input);
    expect(created.status).toBe(201);
    const booking = ZBookingView.parse(await created.json());
    expect(booking.guests.map((row) => [row.email, row.state])).toEqual([
      ['jose.luis@example.com', 'INVITED'],
      ['marta@example.com', 'INVITED'],
    ]);
    expect(booking.complete).toBe(false);
    leadToken = await linkOf('jose.luis@example.com');
    otherToken = await linkOf('marta@example.com');
    expect(leadToken).not.toBe(otherToken);

    const again = await owner.client.post(bookingsUrl, input);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'BOOKING_EXISTS' });
    const list = (await (await owner.client.get(bookingsUrl)).json()) as { bookings: unknown[] };
    expect(list.bookings).toHaveLength(1);
  });

  it('shows a guest the booking with the others masked, and starts each adult once', async () => {
    const page = ZBookingGuestPage.parse(
      await (await guest.get(`/api/checkin/guest/${otherToken}`)).json(),
    );
    expect(page.booking.guests.map((row) => row.email)).toEqual([
      'j***@example.com',
      'marta@example.com',
    ]);
    expect(page.started).toBeNull();
    expect((await guest.get(`/api/checkin/guest/${'x'.repeat(32)}`)).status).toBe(404);

    const before = await credits();
    const first = await start(leadToken);
    expect(first.status).toBe(200);
    leadStarted = ZCheckinStarted.parse(await first.json());
    const spent = before - (await credits());
    expect(spent).toBeGreaterThan(0);
    // Again: the same operation, nothing charged twice.
    const second = ZCheckinStarted.parse(await (await start(leadToken)).json());
    expect(second.operationUuid).toBe(leadStarted.operationUuid);
    expect(await credits()).toBe(before - spent);
    otherStarted = ZCheckinStarted.parse(await (await start(otherToken)).json());
    expect(otherStarted.operationUuid).not.toBe(leadStarted.operationUuid);
    expect(await credits()).toBe(before - 2 * spent);
  });

  it('lets the adult add a minor, and refuses an adult as a minor, a fourth traveller and a non-lead invitation', async () => {
    const adult = await guest.post(
      `/api/checkin/guest/${leadToken}/minors`,
      minor({ birthDate: `${Number(today().slice(0, 4)) - 18}${today().slice(4)}` }),
    );
    expect(adult.status).toBe(400);
    expect(await adult.text()).toContain('flows:booking.validation.notAMinor');
    const added = await guest.post(`/api/checkin/guest/${leadToken}/minors`, minor());
    expect(added.status).toBe(200);
    const booking = ZBookingView.parse(await added.json());
    expect(booking.minors).toMatchObject([{ firstName: 'Lucía', kinship: 'HJ' }]);

    const notLead = await guest.post(`/api/checkin/guest/${otherToken}/guests`, {
      name: 'Pedro',
      email: 'pedro@example.com',
    });
    expect(notLead.status).toBe(403);
    expect(await notLead.json()).toMatchObject({ code: 'BOOKING_NOT_LEAD' });
    const full = await owner.client.post(`${bookingsUrl}/${booking.id}/guests`, {
      name: 'Pedro',
      email: 'pedro@example.com',
    });
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ code: 'BOOKING_FULL' });
    const fullMinor = await guest.post(`/api/checkin/guest/${otherToken}/minors`, minor());
    expect(await fullMinor.json()).toMatchObject({ code: 'BOOKING_FULL' });
  });

  it('sends the booking to SES in one communication with its three travellers once both partes are final', async () => {
    await finish(leadStarted, 'jose.luis@example.com');
    const done = await start(leadToken);
    expect(done.status).toBe(409);
    expect(await done.json()).toMatchObject({ code: 'BOOKING_GUEST_DONE' });
    const context = { platform: server.platform, db: server.platform.database.db };
    // One adult done: the booking waits for the other.
    expect(await runSesCommunications(context)).toMatchObject({ queued: 0 });
    await finish(otherStarted, 'marta@example.com');
    expect(await runSesCommunications(context)).toMatchObject({ sent: 1, accepted: 1 });
    const sent = simulator.received.filter((one) => one.operation === 'comunicacion');
    expect(sent).toHaveLength(1);
    const xml = sent[0]?.xml ?? '';
    expect(xml.match(/<persona>/g)).toHaveLength(3);
    expect(xml).toContain('<parentesco>HJ</parentesco>');
    const register = ZGuestRegister.parse(
      await (await owner.client.get('/api/traveller/register')).json(),
    );
    const communications = register.entries.map((entry) => entry.communication);
    expect(communications).toHaveLength(2);
    for (const communication of communications) {
      expect(communication).toMatchObject({ state: 'ACCEPTED', lote: sent[0]?.lote });
    }
  }, 180_000);

  it('opens a booking from the establishment link when the guest travels with others', async () => {
    const open = async (patch: Record<string, unknown>) => {
      const { altcha } = await solvedAltcha(server, guest, '/api/checkin/challenge');
      return guest.post(`/api/checkin/${establishmentToken}`, {
        ...checkinForm(patch),
        altcha,
      });
    };
    const started = await open({
      travellers: 2,
      bookingReference: 'RES-400',
      email: 'ana@example.com',
    });
    expect(started.status).toBe(200);
    const answer = ZCheckinStarted.parse(await started.json());
    expect(answer.bookingToken).toBe(await linkOf('ana@example.com'));
    const page = ZBookingGuestPage.parse(
      await (await guest.get(`/api/checkin/guest/${answer.bookingToken}`)).json(),
    );
    expect(page).toMatchObject({
      canInvite: true,
      booking: { reference: 'RES-400', travellers: 2 },
      started: { operationUuid: answer.operationUuid },
    });
    const invited = await guest.post(`/api/checkin/guest/${answer.bookingToken}/guests`, {
      name: 'Luis',
      email: 'luis@example.com',
    });
    expect(invited.status).toBe(200);
    expect(await linkOf('luis@example.com')).toHaveLength(32);

    const taken = await open({
      travellers: 2,
      bookingReference: 'RES-400',
      email: 'eva@example.com',
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'BOOKING_EXISTS' });
    // Alone, the guest opens no booking.
    const alone = ZCheckinStarted.parse(await (await open({ email: 'solo@example.com' })).json());
    expect(alone.bookingToken).toBeNull();
  });

  it("keeps another organisation out, refuses an address twice, and pauses guests' links with the establishment's", async () => {
    const list = (await (await owner.client.get(bookingsUrl)).json()) as {
      bookings: Array<{ id: string; reference: string }>;
    };
    const booking = list.bookings.find((row) => row.reference === 'RES-400');
    const other = await signedInSender(server, 'other-hotel@example.com');
    expect((await other.client.get(bookingsUrl)).status).toBe(404);
    const guestInput = { name: 'Eva', email: 'eva@example.com' };
    expect(
      (await other.client.post(`${bookingsUrl}/${booking?.id}/guests`, guestInput)).status,
    ).toBe(404);
    const twice = await owner.client.post(`${bookingsUrl}/${booking?.id}/guests`, {
      name: 'Luis',
      email: 'LUIS@example.com',
    });
    expect(twice.status).toBe(409);

    const establishmentUrl = bookingsUrl.replace(/\/bookings$/, '');
    await owner.client.put(
      establishmentUrl,
      establishmentInput({ ses: { ...SES, password: '' }, linkPaused: true }),
    );
    const paused = await guest.get(`/api/checkin/guest/${leadToken}`);
    expect(paused.status).toBe(409);
    expect(await paused.json()).toMatchObject({ code: 'CHECKIN_LINK_PAUSED' });
  });
});
