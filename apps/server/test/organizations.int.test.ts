import { ZProblem } from '@confirma/contracts/errors';
import {
  ZAuditPage,
  ZInvitation,
  ZInvitationView,
  ZMemberList,
  ZMyOrganizations,
  ZOrganization,
} from '@confirma/contracts/organizations';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCredits } from '../src/modules/credits/index.ts';
import { createHttpClient, type THttpClient } from './support/http-client.ts';
import { bearer, handwrittenRequest } from './support/operations.ts';
import { latestMailTo } from './support/outbox.ts';
import { signedInClient, TEST_PASSWORD } from './support/sign-up.ts';
import { totpCode, totpSecretOf } from './support/totp.ts';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Organisations over HTTP: invitations by e-mail and their acceptance, shared credits and
 * work, roles refused with 403, ownership kept and moved, the audit log, and the rule that
 * members sign in with a second factor.
 */
describe('organisations', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '100', AUTH_EMAIL_LIMIT: '100' });

  const problemOf = async (response: Response) => ZProblem.parse(await response.json());

  async function userIdOf(client: THttpClient) {
    return ((await (await client.get('/api/account')).json()) as { userUid: string }).userUid;
  }

  /** Invites `email` with `role` into the owner's active organisation; answers the invitation. */
  async function invite(owner: THttpClient, email: string, role: string) {
    const response = await owner.post('/api/organization/invitations', { email, role });
    expect(response.status).toBe(201);
    return ZInvitation.parse(await response.json());
  }

  /** A new user, invited and joined: their browser, now acting for the organisation. */
  async function joined(owner: THttpClient, email: string, role: string) {
    const invitation = await invite(owner, email, role);
    const client = await signedInClient(server(), email);
    const accepted = await client.post(`/api/invitations/${invitation.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(ZOrganization.parse(await accepted.json()).role).toBe(role);
    return client;
  }

  async function withTeam(prefix: string) {
    const owner = await signedInClient(server(), `${prefix}-owner@example.com`);
    const organizationId = await userIdOf(owner);
    await addCredits(server().platform.database.db, {
      organizationId,
      kind: 'grant',
      amount: 30,
      reason: 'test',
    });
    return { owner, organizationId };
  }

  const tokenOf = async (client: THttpClient) => (await client.post('/api/v2/login')).text();

  const createAs = async (client: THttpClient) =>
    client.post(
      `/api/v2/create/withotpandtoken/${server().platform.domainUuid}`,
      handwrittenRequest('signer@example.com'),
      bearer(await tokenOf(client)),
    );

  it('invites by e-mail in the chosen language; the invited person joins with the role and sends with the shared credits', async () => {
    const { owner, organizationId } = await withTeam('team');
    const invitation = await invite(owner, 'sender@example.com', 'sender');
    const { mail, link } = await latestMailTo(server(), 'sender@example.com');
    expect(mail.subject).toContain('Confirma');
    expect(link).toContain(`/#/invitation/${invitation.id}`);
    const view = ZInvitationView.parse(
      (await server().app.inject({ url: `/api/invitations/${invitation.id}` })).json(),
    );
    expect(view).toMatchObject({ role: 'sender', status: 'pending', email: 'sender@example.com' });

    const sender = await signedInClient(server(), 'sender@example.com');
    const pending = (await (await sender.get('/api/invitations')).json()) as {
      invitations: unknown[];
    };
    expect(pending.invitations).toHaveLength(1);
    const accepted = await sender.post(`/api/invitations/${invitation.id}/accept`);
    expect(ZOrganization.parse(await accepted.json())).toMatchObject({
      id: organizationId,
      role: 'sender',
      permissions: ['member', 'read', 'send', 'checkin'],
    });
    const mine = ZMyOrganizations.parse(await (await sender.get('/api/organizations')).json());
    expect(mine.organizations.map(({ role, active }) => [role, active])).toEqual([
      ['owner', false],
      ['sender', true],
    ]);

    const created = await createAs(sender);
    expect(created.status).toBe(200);
    const { uuids } = (await created.json()) as { uuids: string[] };
    const { rows } = (await server().platform.database.db.execute(
      sql`select organization_id, sender_user_id from operations where id = ${uuids[0]}`,
    )) as unknown as { rows: { organization_id: string; sender_user_id: string }[] };
    expect(rows[0]).toEqual({
      organization_id: organizationId,
      sender_user_id: await userIdOf(sender),
    });
    // The organisation paid, and its ledger names the member who spent.
    const ledger = (await server().platform.database.db.execute(
      sql`select member_user_id from credit_ledger where organization_id = ${organizationId} and kind = 'spend'`,
    )) as unknown as { rows: { member_user_id: string }[] };
    expect(ledger.rows.map((row) => row.member_user_id)).toEqual([await userIdOf(sender)]);
    // The owner's workspace shows it; "mine" does not.
    const all = (await (await owner.get('/api/operations')).json()) as { items: unknown[] };
    const own = (await (await owner.get('/api/operations?sender=me')).json()) as {
      items: unknown[];
    };
    expect([all.items.length, own.items.length]).toEqual([1, 0]);
  });

  it('starts a new sign-in in the organisation last chosen, while still a member', async () => {
    const { owner, organizationId } = await withTeam('resume');
    const member = await joined(owner, 'resume-sender@example.com', 'sender');
    const signIn = async () => {
      const client = createHttpClient(server().url);
      const response = await client.post('/api/auth/sign-in/email', {
        email: 'resume-sender@example.com',
        password: TEST_PASSWORD,
      });
      expect(response.status).toBe(200);
      return ZOrganization.parse(await (await client.get('/api/organization')).json());
    };
    // Accepting chose the team's organisation: the next sign-in is there.
    expect((await signIn()).id).toBe(organizationId);
    // Back in their own: the next sign-in is there.
    const own = await userIdOf(member);
    expect((await member.post('/api/organizations/active', { organizationId: own })).status).toBe(
      200,
    );
    expect((await signIn()).id).toBe(own);
    // Chosen again, then removed from it: their own again.
    await member.post('/api/organizations/active', { organizationId });
    const members = ZMemberList.parse(await (await owner.get('/api/organization/members')).json());
    const membership = members.members.find((one) => one.email === 'resume-sender@example.com');
    expect((await owner.delete(`/api/organization/members/${membership?.id}`, {})).status).toBe(
      204,
    );
    expect((await signIn()).id).toBe(own);
  });

  it("lets an admin set the organisation's brand, which the owner then sees; a sender may not", async () => {
    const { owner } = await withTeam('brand');
    const admin = await joined(owner, 'brand-admin@example.com', 'admin');
    const sender = await joined(owner, 'brand-sender@example.com', 'sender');
    const set = await admin.put('/api/account/brand', { name: 'Acme', color: null, logo: null });
    expect(set.status).toBe(200);
    const seen = (await (await owner.get('/api/account/brand')).json()) as {
      brand: { name: string } | null;
    };
    expect(seen.brand?.name).toBe('Acme');
    const refused = await sender.put('/api/account/brand', {
      name: 'Mine',
      color: null,
      logo: null,
    });
    expect(refused.status).toBe(403);
    expect((await problemOf(refused)).code).toBe('ROLE_FORBIDDEN');
  });

  it("names in the organisation's credit history the member who spent", async () => {
    const { owner } = await withTeam('ledger');
    const sender = await joined(owner, 'ledger-sender@example.com', 'sender');
    expect((await createAs(sender)).status).toBe(200);
    const history = (await (await owner.get('/api/account/history')).json()) as {
      entries: { kind: string; memberName?: string | null }[];
    };
    expect(history.entries.find((entry) => entry.kind === 'spend')?.memberName).toBe('Test User');
    // A member reads their organisation's history too, not their own one's.
    const seen = (await (await sender.get('/api/account/history')).json()) as {
      entries: { kind: string }[];
    };
    expect(seen.entries.some((entry) => entry.kind === 'spend')).toBe(true);
  });

  it('lets a viewer read the work and refuses their sending with 403 ROLE_FORBIDDEN, through the API too', async () => {
    const { owner } = await withTeam('viewing');
    const sender = await joined(owner, 'viewing-sender@example.com', 'sender');
    const viewer = await joined(owner, 'viewing-viewer@example.com', 'viewer');
    expect((await createAs(sender)).status).toBe(200);
    const listed = (await (await viewer.get('/api/operations')).json()) as { items: unknown[] };
    expect(listed.items).toHaveLength(1);
    const refused = await createAs(viewer);
    expect(refused.status).toBe(403);
    expect((await problemOf(refused)).code).toBe('ROLE_FORBIDDEN');
    const invite = await viewer.post('/api/organization/invitations', {
      email: 'x@example.com',
      role: 'viewer',
    });
    expect((await problemOf(invite)).code).toBe('ROLE_FORBIDDEN');
  });

  it('shows a sender only their own operations when the organisation says so', async () => {
    const { owner } = await withTeam('own-only');
    const first = await joined(owner, 'own-only-1@example.com', 'sender');
    const second = await joined(owner, 'own-only-2@example.com', 'sender');
    expect((await createAs(first)).status).toBe(200);
    expect((await owner.patch('/api/organization', { sendersSeeAll: false })).status).toBe(200);
    const seen = (await (await second.get('/api/operations')).json()) as { items: unknown[] };
    expect(seen.items).toHaveLength(0);
    const ownerSees = (await (await owner.get('/api/operations')).json()) as { items: unknown[] };
    expect(ownerSees.items).toHaveLength(1);
  });

  it('refuses an invitation to a member, a second pending one, one raced twice, another address, a canceled or an expired one', async () => {
    const { owner } = await withTeam('refusals');
    const member = await joined(owner, 'refusals-member@example.com', 'viewer');
    const again = await owner.post('/api/organization/invitations', {
      email: 'REFUSALS-member@example.com',
      role: 'sender',
    });
    expect([again.status, (await problemOf(again)).code]).toEqual([409, 'ALREADY_A_MEMBER']);

    const raced = await Promise.all(
      [1, 2].map(() =>
        owner.post('/api/organization/invitations', {
          email: 'raced@example.com',
          role: 'viewer',
        }),
      ),
    );
    expect(raced.map((response) => response.status).sort()).toEqual([201, 409]);
    const { invitations } = (await (await owner.get('/api/organization/invitations')).json()) as {
      invitations: { email: string; status: string }[];
    };
    expect(invitations.filter((item) => item.email === 'raced@example.com')).toHaveLength(1);

    const stranger = await invite(owner, 'stranger-target@example.com', 'viewer');
    const wrongPerson = await member.post(`/api/invitations/${stranger.id}/accept`);
    expect([wrongPerson.status, (await problemOf(wrongPerson)).code]).toEqual([
      403,
      'INVITATION_OTHER_ADDRESS',
    ]);

    const canceled = await invite(owner, 'canceled@example.com', 'viewer');
    expect((await owner.delete(`/api/organization/invitations/${canceled.id}`, {})).status).toBe(
      204,
    );
    const late = await signedInClient(server(), 'canceled@example.com');
    const closed = await late.post(`/api/invitations/${canceled.id}/accept`);
    expect([closed.status, (await problemOf(closed)).code]).toEqual([409, 'INVITATION_CLOSED']);

    const expired = await invite(owner, 'expired@example.com', 'viewer');
    await server().platform.database.db.execute(
      sql`update auth_invitations set expires_at = now() - interval '1 minute' where id = ${expired.id}`,
    );
    const tooLate = await signedInClient(server(), 'expired@example.com');
    const gone = await tooLate.post(`/api/invitations/${expired.id}/accept`);
    expect([gone.status, (await problemOf(gone)).code]).toEqual([410, 'INVITATION_EXPIRED']);
    // Resending renews it.
    const resent = await owner.post(`/api/organization/invitations/${expired.id}/resend`);
    expect(ZInvitation.parse(await resent.json()).status).toBe('pending');
    expect((await tooLate.post(`/api/invitations/${expired.id}/accept`)).status).toBe(200);
  });

  it('keeps an owner: the last one cannot leave, two owners demoting each other at once leave one', async () => {
    const { owner } = await withTeam('owners');
    const left = await owner.post('/api/organization/leave');
    expect([left.status, (await problemOf(left)).code]).toEqual([409, 'LAST_OWNER']);

    const other = await joined(owner, 'owners-other@example.com', 'admin');
    const members = async () =>
      ZMemberList.parse(await (await owner.get('/api/organization/members')).json()).members;
    const otherMember = (await members()).find((m) => m.email === 'owners-other@example.com');
    expect(
      (await owner.post('/api/organization/transfer', { memberId: otherMember?.id })).status,
    ).toBe(204);
    expect((await members()).map((m) => m.role)).toEqual(['owner', 'admin']);
    // The former owner, now admin, cannot touch the owner.
    const demote = await owner.patch(`/api/organization/members/${otherMember?.id}`, {
      role: 'viewer',
    });
    expect((await problemOf(demote)).code).toBe('ROLE_FORBIDDEN');

    // Two owners each demoting the other at the same moment: one wins, one is refused.
    const ownerMember = (await members()).find((m) => m.email === 'owners-owner@example.com');
    await server().platform.database.db.execute(
      sql`update auth_members set role = 'owner' where id = ${ownerMember?.id ?? ''}`,
    );
    const both = await Promise.all([
      owner.patch(`/api/organization/members/${otherMember?.id}`, { role: 'admin' }),
      other.patch(`/api/organization/members/${ownerMember?.id}`, { role: 'admin' }),
    ]);
    // The loser is refused by the trigger (409 LAST_OWNER) or, when its request started after
    // the winner's commit, as no longer an owner (403 ROLE_FORBIDDEN): never both demoted.
    const outcomes = await Promise.all(
      both.map(async (response) =>
        response.status === 200 ? 'ok' : (await problemOf(response)).code,
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(['LAST_OWNER', 'ROLE_FORBIDDEN']).toContain(outcomes.find((o) => o !== 'ok'));
    expect((await members()).filter((m) => m.role === 'owner')).toHaveLength(1);
  });

  it('removes a member with their keys; their operations stay; two admins changing one member apply in turn', async () => {
    const { owner, organizationId } = await withTeam('removal');
    const admin = await joined(owner, 'removal-admin@example.com', 'admin');
    const created = await admin.post('/api/account/api-credentials', {
      label: 'CI',
      scope: 'admin',
    });
    const { username, secret } = (await created.json()) as { username: string; secret: string };
    const keyLogin = () =>
      server().app.inject({
        method: 'POST',
        url: '/api/v2/login',
        payload: { username, userpassword: secret },
      });
    expect((await keyLogin()).statusCode).toBe(200);
    expect((await createAs(admin)).status).toBe(200);

    const target = await joined(owner, 'removal-target@example.com', 'sender');
    const targetId = ZMemberList.parse(
      await (await owner.get('/api/organization/members')).json(),
    ).members.find((m) => m.email === 'removal-target@example.com')?.id;
    const twice = await Promise.all([
      owner.patch(`/api/organization/members/${targetId}`, { role: 'reviewer' }),
      admin.patch(`/api/organization/members/${targetId}`, { role: 'viewer' }),
    ]);
    expect(twice.map((response) => response.status)).toEqual([200, 200]);
    const audit = ZAuditPage.parse(await (await owner.get('/api/organization/audit')).json());
    expect(audit.entries.filter((e) => e.action === 'member.role_changed')).toHaveLength(2);
    expect((await target.get('/api/organization')).status).toBe(200);

    const adminId = ZMemberList.parse(
      await (await owner.get('/api/organization/members')).json(),
    ).members.find((m) => m.email === 'removal-admin@example.com')?.id;
    expect((await owner.delete(`/api/organization/members/${adminId}`, {})).status).toBe(204);
    expect((await keyLogin()).statusCode).toBe(401);
    const gone = await admin.get('/api/operations');
    expect(gone.status).toBe(200);
    const mine = ZMyOrganizations.parse(await (await admin.get('/api/organizations')).json());
    expect(mine.organizations.map((o) => o.id)).not.toContain(organizationId);
    const { rows } = (await server().platform.database.db.execute(
      sql`select count(*)::int as n from operations where organization_id = ${organizationId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(1);
  });

  it('spends shared credits from two members at once exactly', async () => {
    const owner = await signedInClient(server(), 'exact-owner@example.com');
    const organizationId = await userIdOf(owner);
    // 5 sign-up credits + 1: enough for three signatures of 2, not four.
    await addCredits(server().platform.database.db, {
      organizationId,
      kind: 'grant',
      amount: 1,
      reason: 'test',
    });
    const first = await joined(owner, 'exact-1@example.com', 'sender');
    const second = await joined(owner, 'exact-2@example.com', 'sender');
    const answers = await Promise.all([first, second, first, second].map((c) => createAs(c)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 402]);
    const balance = (await server().platform.database.db.execute(
      sql`select current from credit_balances where organization_id = ${organizationId}`,
    )) as unknown as { rows: { current: number }[] };
    expect(balance.rows[0]?.current).toBe(0);
  });

  it('holds a member to their monthly credit limit exactly, also when they send at once', async () => {
    const { owner } = await withTeam('limited');
    const sender = await joined(owner, 'limited-sender@example.com', 'sender');
    const memberId = ZMemberList.parse(
      await (await owner.get('/api/organization/members')).json(),
    ).members.find((m) => m.email === 'limited-sender@example.com')?.id;
    const limit = await owner.patch(`/api/organization/members/${memberId}`, {
      monthlyCreditLimit: 4,
    });
    expect(limit.status).toBe(200);
    // Three signatures of 2 credits at once, with 4 allowed: two pass, the third is refused.
    const answers = await Promise.all([1, 2, 3].map(() => createAs(sender)));
    const outcomes = await Promise.all(
      answers.map(async (answer) =>
        answer.status === 200 ? 'ok' : (await problemOf(answer)).code,
      ),
    );
    expect(outcomes.sort()).toEqual(['MEMBER_CREDIT_LIMIT', 'ok', 'ok']);
    const members = ZMemberList.parse(await (await owner.get('/api/organization/members')).json());
    expect(members.members.find((m) => m.id === memberId)).toMatchObject({
      monthlyCreditLimit: 4,
      spentThisMonth: 4,
    });
    // The owner, without a limit, still sends.
    expect((await createAs(owner)).status).toBe(200);
  });

  it('requires a second factor of the members once the organisation asks, and records it all in the audit log, exported as CSV', async () => {
    const { owner } = await withTeam('strict');
    const sender = await joined(owner, 'strict-sender@example.com', 'sender');
    const early = await owner.patch('/api/organization', { requireSecondFactor: true });
    expect((await problemOf(early)).code).toBe('ORGANIZATION_SECOND_FACTOR_REQUIRED');
    const setup = (await (
      await owner.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD })
    ).json()) as { totpURI: string };
    await owner.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(totpSecretOf(setup.totpURI)),
    });
    expect((await owner.patch('/api/organization', { requireSecondFactor: true })).status).toBe(
      200,
    );
    const blocked = await sender.get('/api/operations');
    expect([blocked.status, (await problemOf(blocked)).code]).toEqual([
      403,
      'ORGANIZATION_SECOND_FACTOR_REQUIRED',
    ]);
    const viaToken = await createAs(sender);
    expect(viaToken.status).toBe(403);

    const csv = await owner.get('/api/organization/audit.csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    for (const action of [
      'member.invited',
      'member.joined',
      'organization.updated',
      'audit.exported',
    ]) {
      expect(text).toContain(action);
    }
    expect((await sender.get('/api/organization/audit')).status).toBe(403);
  });
});
