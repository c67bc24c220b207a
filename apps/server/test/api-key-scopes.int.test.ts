import { randomUUID } from 'node:crypto';
import { ZApiCredentialList, ZApiCredentialWithSecret } from '@confirma/contracts/api-credentials';
import { ZProblem } from '@confirma/contracts/errors';
import { ZAuditPage, ZInvitation } from '@confirma/contracts/organizations';
import { describe, expect, it } from 'vitest';
import { addCredits } from '../src/modules/credits/index.ts';
import { createHttpClient, type THttpClient } from './support/http-client.ts';
import {
  bearer,
  createdOperation,
  createIdentificationOperation,
  handwrittenRequest,
  readOperation,
} from './support/operations.ts';
import { signedInClient } from './support/sign-up.ts';
import { useTestServer } from './support/use-test-server.ts';

/**
 * API keys by scope: a key's token does what its creator's role allows and its scope lists
 * (read, send, identification, admin); the list names each key's scope and creator; keys
 * and webhook endpoints made and ended are in the organisation's audit log.
 */
describe('API key scopes', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '100', AUTH_EMAIL_LIMIT: '100' });
  const api = () => createHttpClient(server().url);
  const codeOf = async (response: Response) => ZProblem.parse(await response.json()).code;

  /** A signed-up owner of their own organisation, with credits to send. */
  async function owner(email: string) {
    const client = await signedInClient(server(), email);
    const { userUid } = (await (await client.get('/api/account')).json()) as { userUid: string };
    await addCredits(server().platform.database.db, {
      organizationId: userUid,
      kind: 'grant',
      amount: 20,
      reason: 'test',
    });
    return client;
  }

  /** A key of `scope` made by `client`, and a token logged in with it. */
  async function keyToken(client: THttpClient, scope: string) {
    const created = await client.post('/api/account/api-credentials', { label: scope, scope });
    expect(created.status).toBe(201);
    const { username, secret } = ZApiCredentialWithSecret.parse(await created.json());
    const login = await api().post('/api/v2/login', { username, userpassword: secret });
    expect(login.status).toBe(200);
    return login.text();
  }

  const send = (token: string) =>
    api().post(
      `/api/v2/create/withotpandtoken/${server().platform.domainUuid}`,
      handwrittenRequest('signer@example.com'),
      bearer(token),
    );

  it('a read key lists operations but cannot send; a send key sends, and refreshes keep the scope', async () => {
    const client = await owner('scopes-read@example.com');
    const reader = await keyToken(client, 'read');
    const sender = await keyToken(client, 'send');

    const refused = await send(reader);
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe('ROLE_FORBIDDEN');
    const { operationId } = await createdOperation(await send(sender));
    const listed = await api().get('/api/operations', bearer(reader));
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain(operationId);

    const refreshed = await api().get('/api/v2/refresh', bearer(reader));
    const { token } = (await refreshed.json()) as { token: string };
    expect(await codeOf(await send(token))).toBe('ROLE_FORBIDDEN');
  });

  it('an identification key reads identifications and may decide them, but cannot send; a read key cannot decide', async () => {
    const client = await owner('scopes-identification@example.com');
    const admin = await keyToken(client, 'admin');
    const identification = await keyToken(client, 'identification');
    const reader = await keyToken(client, 'read');
    const { operationId } = await createIdentificationOperation(
      server().url,
      server().platform.domainUuid,
      admin,
      'traveller@example.com',
    );

    const read = await readOperation(server(), operationId, identification);
    expect(read.uuid).toBe(operationId);
    // Past the role gate to the identification itself: this video is none of the operation's.
    const images = await api().get(
      `/api/v2/identification/images/data/${operationId}/${randomUUID()}`,
      bearer(identification),
    );
    expect(await codeOf(images)).toBe('NOT_FOUND');
    expect(await codeOf(await send(identification))).toBe('ROLE_FORBIDDEN');
    const review = (token: string) =>
      api().post(`/api/v2/identification/review/${operationId}/${randomUUID()}`, {}, bearer(token));
    expect(await codeOf(await review(reader))).toBe('ROLE_FORBIDDEN');
    const decided = await review(identification);
    expect(decided.status).not.toBe(403);
  });

  it('a key does no more than its creator: a viewer makes no key; a sender key of an admin turned viewer cannot send', async () => {
    const boss = await owner('scopes-boss@example.com');
    const join = async (email: string, role: string) => {
      const invited = await boss.post('/api/organization/invitations', { email, role });
      const invitation = ZInvitation.parse(await invited.json());
      const client = await signedInClient(server(), email);
      expect((await client.post(`/api/invitations/${invitation.id}/accept`)).status).toBe(200);
      return client;
    };
    const viewer = await join('scopes-viewer@example.com', 'viewer');
    const refused = await viewer.post('/api/account/api-credentials', {
      label: 'x',
      scope: 'send',
    });
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe('ROLE_FORBIDDEN');

    const admin = await join('scopes-admin@example.com', 'admin');
    const token = await keyToken(admin, 'send');
    expect((await send(token)).status).toBe(200);
    const members = (await (await boss.get('/api/organization/members')).json()) as {
      members: { id: string; email: string }[];
    };
    const adminId = members.members.find((m) => m.email === 'scopes-admin@example.com')?.id;
    expect(
      (await boss.patch(`/api/organization/members/${adminId}`, { role: 'viewer' })).status,
    ).toBe(200);
    expect(await codeOf(await send(token))).toBe('ROLE_FORBIDDEN');
  });

  it('asks every new key for a scope (400 without one)', async () => {
    const client = await owner('scopes-required@example.com');
    for (const body of [{ label: 'no scope' }, { label: 'bad', scope: 'everything' }]) {
      const response = await client.post('/api/account/api-credentials', body);
      expect(response.status).toBe(400);
      expect(await codeOf(response)).toBe('VALIDATION_FAILED');
    }
  });

  it('lists each key with its scope and creator; keys and webhooks made and ended are audited', async () => {
    const client = await owner('scopes-audit@example.com');
    const { userUid } = (await (await client.get('/api/account')).json()) as { userUid: string };
    const created = ZApiCredentialWithSecret.parse(
      await (
        await client.post('/api/account/api-credentials', { label: 'ERP', scope: 'read' })
      ).json(),
    );
    expect(created.scope).toBe('read');
    const listed = ZApiCredentialList.parse(
      await (await client.get('/api/account/api-credentials')).json(),
    );
    expect(listed.credentials[0]).toMatchObject({
      id: created.id,
      scope: 'read',
      createdBy: { userId: userUid, email: 'scopes-audit@example.com' },
    });
    expect(listed.credentials[0]?.createdBy.name).not.toBe('');
    expect((await client.delete(`/api/account/api-credentials/${created.id}`, {})).status).toBe(
      204,
    );
    // Revoking it again records nothing more.
    expect((await client.delete(`/api/account/api-credentials/${created.id}`, {})).status).toBe(
      204,
    );

    const url = 'https://hooks.example.com/confirma';
    const hook = await client.post('/api/webhooks/endpoints', {
      url,
      events: ['operation.signed'],
    });
    expect(hook.status).toBe(201);
    const { id } = (await hook.json()) as { id: string };
    expect((await client.delete(`/api/webhooks/endpoints/${id}`, {})).status).toBe(204);

    const audit = ZAuditPage.parse(await (await client.get('/api/organization/audit')).json());
    const entries = audit.entries.map(({ action, target, data, actorEmail }) => ({
      action,
      target,
      data,
      actorEmail,
    }));
    const by = 'scopes-audit@example.com';
    expect(entries).toEqual([
      { action: 'webhook.deleted', target: url, data: {}, actorEmail: by },
      {
        action: 'webhook.created',
        target: url,
        data: { events: ['operation.signed'] },
        actorEmail: by,
      },
      { action: 'api_key.revoked', target: 'ERP', data: { scope: 'read' }, actorEmail: by },
      { action: 'api_key.created', target: 'ERP', data: { scope: 'read' }, actorEmail: by },
    ]);
  });
});
