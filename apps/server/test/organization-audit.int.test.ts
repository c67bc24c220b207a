import { type TAuditEntry, ZAuditPage, ZInvitation } from '@confirma/contracts/organizations';
import { describe, expect, it } from 'vitest';
import { createHttpClient, type THttpClient } from './support/http-client.ts';
import { notifyingSender } from './support/notifications.ts';
import { bearer, createdOperation, handwrittenRequest } from './support/operations.ts';
import { signedInClient } from './support/sign-up.ts';
import { useTestServer } from './support/use-test-server.ts';

/**
 * The organisation's audit log of its members' work, over HTTP: each operation sent (by the
 * session, through an API key, as a certified notification) and each export of the
 * operations' list, named by who did it and read back by the owner.
 */
describe("the organisation's audit log of sends and exports", () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '100', AUTH_EMAIL_LIMIT: '100' });

  /** The owner of an organisation with credits, and a sender member acting for it. */
  async function team(prefix: string) {
    const owner = await notifyingSender(server(), `${prefix}-owner@example.com`, 30);
    const email = `${prefix}-sender@example.com`;
    const invited = await owner.client.post('/api/organization/invitations', {
      email,
      role: 'sender',
    });
    expect(invited.status).toBe(201);
    const invitation = ZInvitation.parse(await invited.json());
    const sender = await signedInClient(server(), email);
    expect((await sender.post(`/api/invitations/${invitation.id}/accept`)).status).toBe(200);
    return { owner, sender, senderEmail: email, ownerEmail: `${prefix}-owner@example.com` };
  }

  const create = async (token: string) =>
    createdOperation(
      await createHttpClient(server().url).post(
        `/api/v2/create/withotpandtoken/${server().platform.domainUuid}`,
        handwrittenRequest('signer@example.com'),
        bearer(token),
      ),
    );

  async function entriesOf(owner: THttpClient, action: TAuditEntry['action']) {
    const page = ZAuditPage.parse(await (await owner.get('/api/organization/audit')).json());
    return page.entries.filter((entry) => entry.action === action);
  }

  it('names the member who sent each operation, its kind, and a send through an API key', async () => {
    const { owner, sender, senderEmail, ownerEmail } = await team('audit-sends');
    const senderToken = await (await sender.post('/api/v2/login')).text();
    const bySession = await create(senderToken);
    const notified = await owner.notify({}, sender);
    expect(notified.status).toBe(201);
    const notification = (await notified.json()) as { uuid: string };

    const pair = (await (
      await owner.client.post('/api/account/api-credentials', { label: 'audit', scope: 'send' })
    ).json()) as { username: string; secret: string };
    const login = await createHttpClient(server().url).post('/api/v2/login', {
      username: pair.username,
      userpassword: pair.secret,
    });
    expect(login.status).toBe(200);
    const byKey = await create(await login.text());

    const sent = await entriesOf(owner.client, 'operation.sent');
    expect(sent.map(({ target, actorEmail, data }) => ({ target, actorEmail, data }))).toEqual([
      {
        target: byKey.operationId,
        actorEmail: ownerEmail,
        data: { kind: 'signature', via: 'api_key' },
      },
      { target: notification.uuid, actorEmail: senderEmail, data: { kind: 'notification' } },
      { target: bySession.operationId, actorEmail: senderEmail, data: { kind: 'signature' } },
    ]);
  });

  it("records an export of the operations' list with its filters, before the file is sent", async () => {
    const { owner, sender, senderEmail } = await team('audit-export');
    const exported = await sender.get('/api/operations/export.csv?lang=en&status=SENT&q=Acme');
    expect(exported.status).toBe(200);
    await exported.text();
    const [entry, ...more] = await entriesOf(owner.client, 'operations.exported');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorEmail: senderEmail,
      target: null,
      data: { filters: { status: ['SENT'], q: 'Acme', sender: 'all' } },
    });
  });
});
