import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ZAdjustCreditsResponse,
  ZAdminAccountDetail,
  ZAdminAccountsResponse,
  ZAdminContactDetail,
  ZAdminContactsResponse,
  ZAuditResponse,
  ZOperationsStats,
} from '@confirma/contracts/admin';
import { type TProblem, ZProblem } from '@confirma/contracts/errors';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, creditLedger, operations } from '../src/db-schema.ts';
import { setAdminRole } from '../src/modules/admin/index.ts';
import { insertContact } from '../src/modules/contacts/insert-contact.ts';
import { createHttpClient, type THttpClient } from './support/http-client.ts';
import { routesOf } from './support/route-registry.ts';
import { signedInClient, TEST_PASSWORD } from './support/sign-up.ts';
import { createTestDatabase } from './support/test-database.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LIMITS = { AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' };

/** The routes this branch adds; the enumeration must find at least these. */
const OWN_ROUTES = [
  'GET /api/admin/me',
  'GET /api/admin/accounts',
  'GET /api/admin/accounts/:userId',
  'GET /api/admin/accounts/:userId/ledger',
  'POST /api/admin/accounts/:userId/credits',
  'PUT /api/admin/accounts/:userId/role',
  'PUT /api/admin/accounts/:userId/reviewer',
  'POST /api/admin/accounts/:userId/two-factor/reset',
  'GET /api/admin/contacts',
  'GET /api/admin/contacts/:contactId',
  'POST /api/admin/contacts/:contactId/state',
  'POST /api/admin/contacts/:contactId/notes',
  'GET /api/admin/operations/stats',
  'GET /api/admin/audit',
];

/** Every route under /api/admin of the running app. */
const adminRoutesOf = (server: TTestServer) => routesOf(server, '/api/admin');

/** Calls a route pattern with its parameters filled in (the guard runs before they are read). */
function send(client: THttpClient, route: string) {
  const [method = 'GET', pattern = ''] = route.split(' ');
  return client.send(method, pattern.replace(/:[A-Za-z]+/g, 'x').replace(/\*/g, 'x'));
}

const problem = async (response: Response): Promise<TProblem> =>
  ZProblem.parse(await response.json());

describe('back office', () => {
  const server = useTestServer(LIMITS);
  const db = () => server().platform.database.db;
  let admin: THttpClient;
  let user: THttpClient;
  let userId: string;
  const adminEmail = 'boss@example.com';
  const userEmail = 'client@example.com';

  beforeAll(async () => {
    admin = await signedInClient(server(), adminEmail);
    await setAdminRole(db(), { email: adminEmail, grant: true, by: 'test' });
    user = await signedInClient(server(), userEmail);
    userId = ((await (await user.get('/api/account')).json()) as { userUid: string }).userUid;
  });

  const auditRows = async (action: string, targetId?: string) => {
    const [row] = await db()
      .select({ n: count() })
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, action),
          targetId ? eq(adminAuditLog.targetId, targetId) : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  };

  it('answers 401 to visitors, 403 to non-admins and to account tokens, on every admin route', async () => {
    const routes = adminRoutesOf(server());
    expect(routes.length).toBeGreaterThanOrEqual(OWN_ROUTES.length);
    expect(routes).toEqual(expect.arrayContaining(OWN_ROUTES));

    const anonymous = createHttpClient(server().url);
    const token = await (await admin.post('/api/v2/login')).text();
    expect(token.split('.')).toHaveLength(3);
    const bearerOnly = createHttpClient(server().url, { authorization: `Bearer ${token}` });
    for (const route of routes) {
      const visitor = await send(anonymous, route);
      expect([route, visitor.status]).toEqual([route, 401]);
      expect((await problem(visitor)).code).toBe('UNAUTHORIZED');
      const member = await send(user, route);
      expect([route, member.status]).toEqual([route, 403]);
      expect((await problem(member)).code).toBe('FORBIDDEN');
      // An administrator's account token opens nothing: only the session cookie counts.
      const bearer = await send(bearerOnly, route);
      expect([route, bearer.status]).toEqual([route, 401]);
    }
    expect((await admin.get('/api/admin/me')).status).toBe(200);
  });

  it('tells the web who is an administrator in the account document', async () => {
    const own = (await (await admin.get('/api/account')).json()) as { isAdmin: boolean };
    const theirs = (await (await user.get('/api/account')).json()) as { isAdmin: boolean };
    expect([own.isAdmin, theirs.isAdmin]).toEqual([true, false]);
  });

  it('searches accounts by e-mail or name, page by page, and shows one in detail', async () => {
    const found = ZAdminAccountsResponse.parse(
      await (await admin.get('/api/admin/accounts?q=CLIENT@')).json(),
    );
    expect(found.accounts.map((account) => account.email)).toEqual([userEmail]);
    expect(found.accounts[0]).toMatchObject({ userId, isAdmin: false, balance: { current: 5 } });

    const first = ZAdminAccountsResponse.parse(
      await (await admin.get('/api/admin/accounts?limit=1')).json(),
    );
    expect(first.accounts).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = ZAdminAccountsResponse.parse(
      await (await admin.get(`/api/admin/accounts?limit=1&cursor=${first.nextCursor}`)).json(),
    );
    expect(second.accounts).toHaveLength(1);
    expect(second.accounts[0]?.email).not.toBe(first.accounts[0]?.email);
    expect((await admin.get('/api/admin/accounts?cursor=bogus')).status).toBe(400);

    const detail = ZAdminAccountDetail.parse(
      await (await admin.get(`/api/admin/accounts/${userId}`)).json(),
    );
    expect(detail).toMatchObject({
      email: userEmail,
      isAdmin: false,
      balance: { current: 5, used: 0, total: 5, debt: 0 },
    });
    expect(detail.lastLoginAt).not.toBeNull();
    expect(detail.ledger.entries.map((entry) => entry.reason)).toEqual(['signup_bonus']);
    expect((await admin.get('/api/admin/accounts/nobody')).status).toBe(404);
  });

  it('adjusts credits once per idempotency key, with its audit row', async () => {
    const key = randomUUID();
    const adjust = (amount: number, idempotencyKey = key, reason = 'Goodwill for an outage') =>
      admin.post(
        `/api/admin/accounts/${userId}/credits`,
        { amount, reason },
        { 'idempotency-key': idempotencyKey },
      );
    const first = ZAdjustCreditsResponse.parse(await (await adjust(10)).json());
    expect(first).toMatchObject({ replayed: false, balance: { current: 15, total: 15 } });
    expect(first.entry).toMatchObject({ kind: 'adjust', amount: 10, balanceAfter: 15 });
    const again = ZAdjustCreditsResponse.parse(await (await adjust(10)).json());
    expect(again).toMatchObject({ replayed: true, entry: { id: first.entry.id } });
    expect(again.balance.current).toBe(15);
    // The same key for another amount is a mistake, not a replay.
    const reused = await adjust(11);
    expect([reused.status, (await problem(reused)).code]).toEqual([409, 'CONFLICT']);

    const adjustments = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.organizationId, userId), eq(creditLedger.kind, 'adjust')));
    expect(adjustments).toHaveLength(1);
    expect(await auditRows('credits.adjust', userId)).toBe(1);
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'credits.adjust'));
    expect(audit).toMatchObject({
      actorEmail: adminEmail,
      reason: 'Goodwill for an outage',
      targetType: 'account',
      details: { amount: 10, balanceAfter: 15 },
    });
    expect(audit?.ip).toBeTruthy();

    // A reason is required.
    const noReason = await adjust(1, randomUUID(), ' ');
    expect([noReason.status, (await problem(noReason)).code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a negative adjustment below zero and writes nothing', async () => {
    const before = await db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.organizationId, userId));
    const refused = await admin.post(
      `/api/admin/accounts/${userId}/credits`,
      { amount: -16, reason: 'Too much' },
      { 'idempotency-key': randomUUID() },
    );
    expect([refused.status, (await problem(refused)).code]).toEqual([409, 'CREDITS_BELOW_ZERO']);
    const after = await db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.organizationId, userId));
    expect(after).toEqual(before);
    expect(await auditRows('credits.adjust', userId)).toBe(1);

    const taken = ZAdjustCreditsResponse.parse(
      await (
        await admin.post(
          `/api/admin/accounts/${userId}/credits`,
          { amount: -15, reason: 'Credits granted by mistake' },
          { 'idempotency-key': randomUUID() },
        )
      ).json(),
    );
    expect(taken.balance).toEqual({ current: 0, used: 0, total: 0, debt: 0 });
    expect(await auditRows('credits.adjust', userId)).toBe(2);
    const ledger = (await (
      await admin.get(`/api/admin/accounts/${userId}/ledger?limit=2`)
    ).json()) as {
      entries: { amount: number }[];
    };
    expect(ledger.entries.map((entry) => entry.amount)).toEqual([-15, 10]);
  });

  it('grants and revokes the admin role, effective on the next request, never the last one', async () => {
    const grant = await admin.put(`/api/admin/accounts/${userId}/role`, {
      admin: true,
      reason: 'Joins the support team',
    });
    expect(grant.status).toBe(200);
    expect(await auditRows('role.grant', userId)).toBe(1);
    expect((await user.get('/api/admin/me')).status).toBe(200);

    const revoke = await admin.put(`/api/admin/accounts/${userId}/role`, {
      admin: false,
      reason: 'Left the support team',
    });
    expect(revoke.status).toBe(200);
    expect(await auditRows('role.revoke', userId)).toBe(1);
    expect((await user.get('/api/admin/me')).status).toBe(403);

    const me = (await (await admin.get('/api/admin/me')).json()) as { userId: string };
    const last = await admin.put(`/api/admin/accounts/${me.userId}/role`, {
      admin: false,
      reason: 'Trying to leave',
    });
    expect([last.status, (await problem(last)).code]).toEqual([409, 'LAST_ADMIN']);
    expect(await auditRows('role.revoke', me.userId)).toBe(0);
    expect((await admin.get('/api/admin/me')).status).toBe(200);
  });

  it('grants and revokes the reviewer role with a reason: the review desk opens and closes', async () => {
    expect((await user.get('/api/review/identifications')).status).toBe(403);
    const grant = await admin.put(`/api/admin/accounts/${userId}/reviewer`, {
      reviewer: true,
      reason: 'Trained for the identification desk',
    });
    expect(await grant.json()).toEqual({ userId, isReviewer: true });
    const detail = (await (await admin.get(`/api/admin/accounts/${userId}`)).json()) as {
      isAdmin: boolean;
      isReviewer: boolean;
    };
    expect(detail).toMatchObject({ isAdmin: false, isReviewer: true });
    expect((await user.get('/api/review/identifications')).status).toBe(200);
    // A reviewer is no administrator: the roles are apart.
    expect((await user.get('/api/admin/me')).status).toBe(403);
    const revoke = await admin.put(`/api/admin/accounts/${userId}/reviewer`, {
      reviewer: false,
      reason: 'Moved to another team',
    });
    expect(revoke.status).toBe(200);
    expect((await user.get('/api/review/identifications')).status).toBe(403);
    const audit = (await (
      await admin.get(`/api/admin/audit?targetId=${userId}&action=role.`)
    ).json()) as { entries: { action: string; reason: string; details: { role: string } }[] };
    expect(
      audit.entries
        .filter((entry) => entry.details.role === 'reviewer')
        .map((entry) => [entry.action, entry.reason]),
    ).toEqual([
      ['role.revoke', 'Moved to another team'],
      ['role.grant', 'Trained for the identification desk'],
    ]);
    const bare = await admin.put(`/api/admin/accounts/${userId}/reviewer`, { reviewer: true });
    expect(bare.status).toBe(400);
  });

  it('lists contact requests, moves their state and keeps notes, each with an audit row', async () => {
    const stored = await db().transaction((tx) =>
      insertContact(tx, {
        kind: 'CONTACT_REQUEST',
        lang: 'es',
        name: 'Marta Ruiz',
        email: 'marta@hotel.example',
        company: 'Hoteles del Sur',
        phone: '955 123 456',
        message: 'Queremos identificar a los huéspedes.',
        consents: ['privacy', 'contact'],
      }),
    );
    const list = async (query: string) =>
      ZAdminContactsResponse.parse(await (await admin.get(`/api/admin/contacts?${query}`)).json())
        .contacts;
    expect((await list('state=RECEIVED&q=huéspedes')).map((c) => c.id)).toEqual([stored.id]);
    expect(await list('state=CLOSED')).toEqual([]);
    expect(await list('kind=API&q=marta')).toEqual([]);

    const base = `/api/admin/contacts/${stored.id}`;
    const skip = await admin.post(`${base}/state`, { state: 'CLOSED' });
    expect([skip.status, (await problem(skip)).code]).toEqual([409, 'CONFLICT']);

    const contacted = ZAdminContactDetail.parse(
      await (await admin.post(`${base}/state`, { state: 'CONTACTED', note: 'Called her' })).json(),
    );
    expect(contacted.state).toBe('CONTACTED');
    expect(contacted.notes.map((n) => [n.note, n.authorEmail])).toEqual([
      ['Called her', adminEmail],
    ]);
    const noted = ZAdminContactDetail.parse(
      await (await admin.post(`${base}/notes`, { note: 'Sent the offer' })).json(),
    );
    expect(noted.notes.map((n) => n.note)).toEqual(['Called her', 'Sent the offer']);
    await admin.post(`${base}/state`, { state: 'CLOSED' });
    const reopened = ZAdminContactDetail.parse(
      await (await admin.post(`${base}/state`, { state: 'CONTACTED' })).json(),
    );
    expect(reopened.state).toBe('CONTACTED');
    expect(await auditRows('contact.state', stored.id)).toBe(3);
    expect(await auditRows('contact.note', stored.id)).toBe(1);
    expect((await admin.get('/api/admin/contacts/C1000000000000')).status).toBe(404);
  });

  it('counts operations by status, type and day, and the credits spent', async () => {
    const now = new Date();
    await db()
      .insert(operations)
      .values([
        {
          domainUuid: randomUUID(),
          organizationId: userId,
          opClass: 1,
          signatureType: 'SIMPLE',
          status: 'SENT',
          language: 'es',
          creditsSpent: 1,
          expiresAt: new Date(now.getTime() - 1000),
        },
        {
          domainUuid: randomUUID(),
          organizationId: userId,
          opClass: 1,
          signatureType: 'BIOMETRICA',
          status: 'SIGNED',
          language: 'es',
          creditsSpent: 1,
          expiresAt: new Date(now.getTime() + 86_400_000),
        },
      ]);
    const stats = ZOperationsStats.parse(
      await (await admin.get('/api/admin/operations/stats')).json(),
    );
    expect(stats.total).toBe(2);
    // Past its end date, the SENT one is seen as EXPIRED.
    expect(stats.byStatus).toEqual([
      { status: 'SIGNED', count: 1 },
      { status: 'EXPIRED', count: 1 },
    ]);
    expect(stats.byType).toEqual(
      expect.arrayContaining([
        { signatureType: 'SIMPLE', count: 1 },
        { signatureType: 'BIOMETRICA', count: 1 },
      ]),
    );
    expect(stats.byDay).toHaveLength(30);
    expect(stats.byDay.at(-1)).toEqual({ day: now.toISOString().slice(0, 10), count: 2 });
    expect(stats.creditsSpent).toEqual({ total: 0, last30Days: 0 });

    const detail = ZAdminAccountDetail.parse(
      await (await admin.get(`/api/admin/accounts/${userId}`)).json(),
    );
    expect(detail.operations).toEqual(stats.byStatus);
  });

  it('lists the audit log by actor, action and target', async () => {
    const read = async (query: string) =>
      ZAuditResponse.parse(await (await admin.get(`/api/admin/audit?${query}`)).json());
    const adjustments = await read(`action=credits.adjust&targetId=${userId}&actor=boss@`);
    expect(adjustments.entries.map((entry) => entry.details.amount)).toEqual([-15, 10]);
    const credits = await read('action=credits.');
    expect(credits.entries).toHaveLength(2);
    const page = await read('limit=1');
    expect(page.entries).toHaveLength(1);
    expect(page.nextCursor).not.toBeNull();
    const next = await read(`limit=1&cursor=${page.nextCursor}`);
    expect(next.entries[0]?.id).toBeLessThan(page.entries[0]?.id ?? 0);
    expect((await read('actor=nobody@')).entries).toEqual([]);
  });
});

describe('npm run admin:grant', () => {
  it('makes an existing account an administrator, and a reviewer with --role', async () => {
    const database = await createTestDatabase();
    try {
      const first = await startTestServer(LIMITS, { database });
      const email = 'first-admin@example.com';
      try {
        const client = await signedInClient(first, email);
        expect((await client.get('/api/admin/me')).status).toBe(403);
      } finally {
        await first.close();
      }
      // PGlite admits one process at a time: the server is closed while the CLI runs.
      const cli = (args: string[]) =>
        spawnSync(
          process.execPath,
          ['--import', 'tsx', 'apps/server/src/cli/admin-role.ts', ...args],
          {
            cwd: ROOT,
            encoding: 'utf8',
            env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...database.env },
          },
        );
      const granted = cli([email]);
      expect(granted.stderr).toBe('');
      expect([granted.status, granted.stdout.trim()]).toEqual([
        0,
        `${email} is now an administrator`,
      ]);
      const unknown = cli(['nobody@example.com']);
      expect(unknown.status).toBe(1);
      const reviewer = cli([email, '--role', 'reviewer']);
      expect([reviewer.status, reviewer.stdout.trim()]).toEqual([0, `${email} is now a reviewer`]);
      expect(cli([email, '--role', 'nobody']).status).toBe(2);

      const second = await startTestServer(LIMITS, { database });
      try {
        const client = createHttpClient(second.url);
        const signIn = await client.post('/api/auth/sign-in/email', {
          email,
          password: TEST_PASSWORD,
        });
        expect(signIn.status).toBe(200);
        expect((await client.get('/api/admin/me')).status).toBe(200);
        expect((await client.get('/api/review/identifications')).status).toBe(200);
        // The grants are in the audit log, by the command line.
        const audit = await client.get('/api/admin/audit?action=role.grant');
        const { entries } = (await audit.json()) as {
          entries: { actorUserId: string; reason: string | null; details: { role: string } }[];
        };
        expect(
          entries.map((entry) => [entry.actorUserId, entry.reason, entry.details.role]),
        ).toEqual([
          ['cli', 'npm run admin:grant', 'reviewer'],
          ['cli', 'npm run admin:grant', 'admin'],
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
    // Three runs of the command, each loading the server's code: a minute on a busy machine.
  }, 180_000);
});
