import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './support/http-client.ts';
import {
  bearer,
  createOperation,
  invitationToken,
  outboxTo,
  prepareOtpSignature,
  signedInSender,
  signerData,
} from './support/operations.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

const ANA = { email: 'ana.subject@example.com', phone: '+34600000011', name: 'Ana' };
const BEA = { email: 'bea.subject@example.com', phone: '+34600000012', name: 'Bea' };
const COPY = { name: 'Carla Copia', email: 'carla.copy@example.com' };

const signer = (person: typeof ANA, level: number) => ({
  level,
  order: 1,
  signerData: signerData(person.email, [], person),
  signaturesType: ['SIMPLE'],
});

describe('a request with a subject, a message and a copy recipient', () => {
  let server: TTestServer;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('titles the invitation and the workspace, and copies the signed files only once SIGNED', async () => {
    const { client, token } = await signedInSender(server, 'subject.sender@example.com');
    const { op, doc, loginautToken } = await createOperation(
      server,
      token,
      [signer(ANA, 1), signer(BEA, 2)],
      {
        subject: 'Contrato de alquiler 2027',
        message: 'Firma antes del viernes, por favor.',
        copyRecipients: [COPY],
      },
    );
    const [invitation] = await outboxTo(server, ANA.email, 'email');
    expect(invitation?.subject).toBe('«Contrato de alquiler 2027»: Test User te pide tu firma');
    expect(invitation?.text).toContain('Firma antes del viernes, por favor.');

    const list = (await (await client.get('/api/operations')).json()) as {
      items: { uuid: string; subject: string | null; copyRecipients: unknown[] }[];
    };
    const row = list.items.find((item) => item.uuid === op);
    expect(row?.subject).toBe('Contrato de alquiler 2027');
    expect(row?.copyRecipients).toEqual([COPY]);

    const anaSigns = await prepareOtpSignature(server, op, doc, loginautToken, ANA.phone);
    expect((await anaSigns()).status).toBe(200);
    // Half signed: the copy recipient has nothing yet.
    expect(await outboxTo(server, COPY.email, 'email')).toHaveLength(0);

    const beaToken = await invitationToken(server, BEA.email);
    const beaSigns = await prepareOtpSignature(server, op, doc, beaToken, BEA.phone);
    expect((await beaSigns()).status).toBe(200);
    const copies = await outboxTo(server, COPY.email, 'email');
    expect(copies).toHaveLength(1);
    expect(copies[0]?.subject).toContain('Contrato de alquiler 2027');
    expect(copies[0]?.text).toContain('Carla Copia');
    expect(copies[0]?.attachments.length).toBe(2);
  });

  it('refuses a copy recipient without a valid e-mail and creates nothing', async () => {
    const { client, token } = await signedInSender(server, 'subject.refused@example.com');
    const response = await createHttpClient(server.url).post(
      `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`,
      {
        signers: [signer(ANA, 1)],
        operationData: { opClass: 1241 },
        copyRecipients: [{ name: 'X', email: 'not-an-address' }],
      },
      bearer(token),
    );
    expect(response.status).toBe(400);
    const list = (await (await client.get('/api/operations')).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(0);
  });
});
