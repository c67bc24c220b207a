import { ZCheckinStarted, ZEstablishmentView } from '@confirma/contracts/establishments';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkins, establishments, organizationEvents } from '../src/db-schema.ts';
import { solvedAltcha } from './support/demo.ts';
import { checkinForm, establishmentInput, inDays, today } from './support/establishments.ts';
import { createHttpClient } from './support/http-client.ts';
import { checkPdf, signedInSender } from './support/operations.ts';
import { signedInClient } from './support/sign-up.ts';
import { useTestServer } from './support/use-test-server.ts';

const LOW_COST = { DEMO_POW_COST: '1', DEMO_POW_MAX_COUNTER: '20' };
/**
 * Establishments and the guests' own check-in on an establishment's link: settings, the
 * poster, the link's pause and rotation, the proof of work and the limits, and the
 * traveller operation paid by the organisation.
 */
describe('establishments and guest check-in links', () => {
  const server = useTestServer({
    ...LOW_COST,
    CHECKIN_IP_LIMIT: '50',
    AUTH_EMAIL_LIMIT: '50',
    AUTH_SIGN_IN_LIMIT: '50',
  });
  const guest = () => createHttpClient(server().url);
  const tokenOf = (view: { checkinUrl: string }) => view.checkinUrl.split('/').pop() ?? '';
  const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

  async function ownerWithEstablishment(email: string, patch: Record<string, unknown> = {}) {
    const owner = await signedInSender(server(), email);
    const response = await owner.client.post('/api/establishments', establishmentInput(patch));
    expect(response.status).toBe(201);
    const view = ZEstablishmentView.parse(await response.json());
    return { owner, view, token: tokenOf(view) };
  }

  async function start(token: string, patch: Record<string, unknown> = {}) {
    const client = guest();
    const { altcha } = await solvedAltcha(server(), client, '/api/checkin/challenge');
    return client.post(`/api/checkin/${token}`, { ...checkinForm(patch), altcha });
  }

  const credits = async (owner: Awaited<ReturnType<typeof signedInSender>>) =>
    (
      (await (await owner.client.get('/api/account')).json()) as {
        credits: { currentcredits: number };
      }
    ).credits.currentcredits;

  it('keeps the SES password sealed and write-only, and audits each change', async () => {
    const { owner, view } = await ownerWithEstablishment('est-owner@example.com', {
      ses: {
        landlordCode: '0000000001',
        establishmentCode: '0000012345',
        username: 'B12345678WS',
        password: 'Secreto-2026',
        environment: 'test',
      },
    });
    expect(view.ses).toEqual({
      landlordCode: '0000000001',
      establishmentCode: '0000012345',
      username: 'B12345678WS',
      environment: 'test',
      passwordSet: true,
    });
    const listed = await (await owner.client.get('/api/establishments')).text();
    expect(listed).not.toContain('Secreto-2026');
    const db = server().platform.database.db;
    const [row] = await db.select().from(establishments).where(eq(establishments.id, view.id));
    expect(row?.sesPasswordEncrypted).toBeTruthy();
    expect(row?.sesPasswordEncrypted).not.toContain('Secreto-2026');

    // An update without the password keeps it; configuring SES anew without one is refused.
    const kept = await owner.client.put(`/api/establishments/${view.id}`, {
      ...establishmentInput({ name: 'Hostal Las Acacias II' }),
      ses: { ...view.ses, password: undefined },
    });
    expect(kept.status).toBe(200);
    const [after] = await db.select().from(establishments).where(eq(establishments.id, view.id));
    expect(after?.sesPasswordEncrypted).toBe(row?.sesPasswordEncrypted);
    const other = await ownerWithEstablishment('est-owner2@example.com');
    const refused = await other.owner.client.put(`/api/establishments/${other.view.id}`, {
      ...establishmentInput(),
      ses: { landlordCode: '1', establishmentCode: '2', username: 'u', environment: 'test' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('establishments.validation.sesPassword');
    // Another organisation's establishment is not found.
    expect(
      (await other.owner.client.put(`/api/establishments/${view.id}`, establishmentInput())).status,
    ).toBe(404);

    const actions = await db
      .select({ action: organizationEvents.action })
      .from(organizationEvents)
      .where(eq(organizationEvents.organizationId, owner.userId));
    expect(actions.map((one) => one.action)).toEqual(
      expect.arrayContaining(['establishment.created', 'establishment.updated']),
    );
  });

  it('prints the link as a QR poster, A4 and table tent', async () => {
    const { owner, view } = await ownerWithEstablishment('poster@example.com');
    for (const format of ['A4', 'TENT']) {
      const response = await owner.client.get(
        `/api/establishments/${view.id}/poster?format=${format}&lang=en`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      checkPdf(new Uint8Array(await response.arrayBuffer()));
    }
  });

  it("starts a guest's check-in on the link, paid by the organisation, and refuses bad input first", async () => {
    const { owner, view, token } = await ownerWithEstablishment('frontdesk@example.com');
    expect(await (await guest().get(`/api/checkin/${token}`)).json()).toEqual({
      establishment: { name: 'Hostal Las Acacias', address: 'Calle Mayor 1, 28013 Madrid' },
      mode: 'IDENTIFY',
    });
    const before = await credits(owner);

    // No proof of work, a date out of range, a stay too long: nothing created or charged.
    const unsolved = await guest().post(`/api/checkin/${token}`, checkinForm());
    expect(await codeOf(unsolved)).toBe('CAPTCHA_FAILED');
    const early = await start(token, { checkIn: inDays(-5), checkOut: inDays(1) });
    expect(early.status).toBe(400);
    expect(await early.text()).toContain('flows:checkin.validation.checkInOutOfRange');
    const reversed = await start(token, { checkOut: today() });
    expect(await reversed.text()).toContain('flows:checkin.validation.checkOutBeforeCheckIn');
    const badId = await start(token, { nif: '12345678A' });
    expect(await badId.text()).toContain('flows:checkin.validation.nifInvalid');
    expect(await credits(owner)).toBe(before);

    const started = ZCheckinStarted.parse(await (await start(token)).json());
    expect(started.signatureType).toBe('IDENTIFICATION_NO_ASISTIDA');
    expect(await credits(owner)).toBe(before - 3);
    const db = server().platform.database.db;
    const [checkin] = await db
      .select()
      .from(checkins)
      .where(eq(checkins.operationId, started.operationUuid));
    expect(checkin).toMatchObject({
      establishmentId: view.id,
      channel: 'LINK',
      bookingReference: 'RES-77',
      checkIn: today(),
    });
    // The guest's report offers the booking they named.
    const report = await guest().get(`/api/v2/traveller/${started.operationUuid}`, {
      authorization: `Bearer ${started.signerToken}`,
    });
    expect(await codeOf(report)).toBe('TRAVELLER_NOT_IDENTIFIED');
  });

  it('answers a paused link and a replaced one clearly, and holds the daily maximum', async () => {
    const { owner, view, token } = await ownerWithEstablishment('paused@example.com', {
      dailyLimit: 1,
    });
    expect((await start(token)).status).toBe(200);
    const over = await start(token, { email: 'second@example.com' });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();

    const paused = await owner.client.put(
      `/api/establishments/${view.id}`,
      establishmentInput({ linkPaused: true }),
    );
    expect(paused.status).toBe(200);
    expect(await codeOf(await guest().get(`/api/checkin/${token}`))).toBe('CHECKIN_LINK_PAUSED');

    const rotated = ZEstablishmentView.parse(
      await (await owner.client.post(`/api/establishments/${view.id}/rotate-link`)).json(),
    );
    expect(tokenOf(rotated)).not.toBe(token);
    expect(await codeOf(await guest().get(`/api/checkin/${token}`))).toBe('CHECKIN_LINK_NOT_FOUND');
    expect(await codeOf(await guest().get(`/api/checkin/${tokenOf(rotated)}`))).toBe(
      'CHECKIN_LINK_PAUSED',
    );
  });

  it('checks guests in at the reception kiosk: a kiosk member starts them, and can do nothing else', async () => {
    const { owner, view } = await ownerWithEstablishment('desk-owner@example.com', {
      linkPaused: true,
      mode: 'SIGN',
    });
    const invited = await owner.client.post('/api/organization/invitations', {
      email: 'tablet@example.com',
      role: 'kiosk',
    });
    const { id } = (await invited.json()) as { id: string };
    const kiosk = await signedInClient(server(), 'tablet@example.com');
    expect((await kiosk.post(`/api/invitations/${id}/accept`)).status).toBe(200);

    expect(await (await kiosk.get('/api/kiosk/establishments')).json()).toEqual({
      establishments: [
        {
          id: view.id,
          name: 'Hostal Las Acacias',
          address: 'Calle Mayor 1, 28013 Madrid',
          mode: 'SIGN',
        },
      ],
    });
    expect(await (await kiosk.get(`/api/establishments/${view.id}/kiosk`)).json()).toEqual({
      establishment: { name: 'Hostal Las Acacias', address: 'Calle Mayor 1, 28013 Madrid' },
      mode: 'SIGN',
    });
    const before = await credits(owner);
    // A paused link does not close the desk; no proof of work on a member's device.
    const started = await kiosk.post(`/api/establishments/${view.id}/kiosk`, checkinForm());
    expect(started.status).toBe(200);
    const { operationUuid, signatureType } = ZCheckinStarted.parse(await started.json());
    expect(signatureType).toBe('VIDEO_1PASO_OTP');
    expect(await credits(owner)).toBe(before - 5);
    const db = server().platform.database.db;
    const [checkin] = await db
      .select()
      .from(checkins)
      .where(eq(checkins.operationId, operationUuid));
    expect(checkin).toMatchObject({ channel: 'KIOSK', establishmentId: view.id });
    const [sent] = await db
      .select({ data: organizationEvents.data })
      .from(organizationEvents)
      .where(eq(organizationEvents.target, operationUuid));
    expect(sent?.data).toMatchObject({ kind: 'traveller', via: 'kiosk' });

    // Bad input first, nothing charged.
    const bad = await kiosk.post(
      `/api/establishments/${view.id}/kiosk`,
      checkinForm({ checkIn: inDays(400), checkOut: inDays(401) }),
    );
    expect(await bad.text()).toContain('flows:checkin.validation.checkInOutOfRange');
    expect(await credits(owner)).toBe(before - 5);
    // The kiosk reads neither the establishments' settings nor the register nor operations.
    for (const path of ['/api/establishments', '/api/traveller/register', '/api/operations']) {
      expect(await codeOf(await kiosk.get(path))).toBe('ROLE_FORBIDDEN');
    }
  });
});
