import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, authUsers } from '../../src/modules/accounts/accounts-schema.ts';
import { evidenceEvents } from '../../src/modules/evidence/evidence-schema.ts';
import { createHttpClient } from '../support/http-client.ts';
import { bearer, signerData } from '../support/operations.ts';
import { signedInClient, TEST_PASSWORD } from '../support/sign-up.ts';
import type { TTestServer } from '../support/test-server.ts';
import { useTestServer } from '../support/use-test-server.ts';

/** Production, as a deployment without a proxy in front would run it. */
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  OUTBOX_ENABLED: 'true',
  AUTH_EMAIL_LIMIT: '50',
};
const SIGN_IN_LIMIT = 3;

/** `count` sign-in attempts for unknown accounts, each with its own headers. */
async function signInStatuses(server: TTestServer, headersOf: (i: number) => object) {
  const statuses: number[] = [];
  for (let i = 0; i < SIGN_IN_LIMIT + 1; i += 1) {
    const client = createHttpClient(server.url, headersOf(i) as Record<string, string>);
    const response = await client.post('/api/auth/sign-in/email', {
      email: `nobody-${i}@example.com`,
      password: 'whatever1',
    });
    statuses.push(response.status);
  }
  return statuses;
}

const OVER_THE_LIMIT = [...Array(SIGN_IN_LIMIT).fill(401), 429];

/**
 * An account holder creates an operation and the signer opens and reads the document, every
 * call with `headers`; answers the addresses the operation's evidence events recorded.
 */
async function evidenceAddresses(server: TTestServer, email: string, headers: object) {
  const owner = await signedInClient(server, email);
  const token = await (await owner.post('/api/v2/login')).text();
  const api = createHttpClient(server.url, headers as Record<string, string>);
  const created = await api.post(
    `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`,
    {
      signers: [{ signerData: signerData('firmante@example.com'), signaturesType: ['SIMPLE'] }],
      operationData: { opClass: 1240 },
    },
    bearer(token),
  );
  expect(created.status).toBe(200);
  const { loginautToken, uuids, documentsUuid } = (await created.json()) as {
    loginautToken: string;
    uuids: string[];
    documentsUuid: string[];
  };
  const [operationId = '', documentId = ''] = [uuids[0], documentsUuid[0]];
  const opened = await api.get(
    `/api/v2/getdocumentbyuuidb64/${operationId}/${documentId}`,
    bearer(loginautToken),
  );
  expect(opened.status).toBe(200);
  const read = await api.post(
    `/api/v2/documentread/${operationId}`,
    { operationUuid: operationId, documentUuid: documentId },
    bearer(loginautToken),
  );
  expect(read.status).toBe(200);
  const rows = await server.platform.database.db
    .select({ type: evidenceEvents.type, ip: evidenceEvents.ip })
    .from(evidenceEvents)
    .where(eq(evidenceEvents.subjectId, operationId))
    .orderBy(evidenceEvents.seq);
  return Object.fromEntries(rows.map((row) => [row.type, row.ip]));
}

describe('client address in production without TRUSTED_PROXIES', () => {
  const server = useTestServer({ ...PRODUCTION, AUTH_SIGN_IN_LIMIT: String(SIGN_IN_LIMIT) });

  it('does not let a forged X-Forwarded-For escape the per-IP sign-in limit', async () => {
    const statuses = await signInStatuses(server(), (i) => ({
      'x-forwarded-for': `203.0.113.${i + 1}`,
    }));
    expect(statuses).toEqual(OVER_THE_LIMIT);
  });
});

describe('client address in evidence, production without TRUSTED_PROXIES', () => {
  const server = useTestServer(PRODUCTION);

  it('records the connecting address, never a forged X-Forwarded-For', async () => {
    const addresses = await evidenceAddresses(server(), 'forger@example.com', {
      'x-forwarded-for': '203.0.113.66',
    });
    expect(addresses).toMatchObject({
      'operation.created': '127.0.0.1',
      'signer.opened': '127.0.0.1',
      'signer.document_read': '127.0.0.1',
    });
  });

  it("keeps a client from writing the address better-auth stores (the bridge's header)", async () => {
    const email = 'bridge@example.com';
    await signedInClient(server(), email);
    const client = createHttpClient(server().url, { 'x-confirma-client-ip': '203.0.113.77' });
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    const sessions = await server()
      .platform.database.db.select({ ip: authSessions.ipAddress })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .where(eq(authUsers.email, email));
    expect(sessions.map((session) => session.ip)).toEqual(['127.0.0.1', '127.0.0.1']);
  });
});

describe('client address behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
  const server = useTestServer({
    ...PRODUCTION,
    AUTH_SIGN_IN_LIMIT: String(SIGN_IN_LIMIT),
    TRUSTED_PROXIES: '127.0.0.1',
  });
  // The proxy appends the address it saw to whatever the client wrote.
  const viaProxy = (clientWrote: string, proxySaw: string) => ({
    'x-forwarded-for': `${clientWrote}, ${proxySaw}`,
  });

  it('records the address the proxy appended, not the one the client wrote', async () => {
    const addresses = await evidenceAddresses(
      server(),
      'proxied@example.com',
      viaProxy('203.0.113.66', '198.51.100.20'),
    );
    expect(addresses).toMatchObject({
      'operation.created': '198.51.100.20',
      'signer.opened': '198.51.100.20',
      'signer.document_read': '198.51.100.20',
    });
  });

  it('counts the per-IP limit on the address the proxy appended', async () => {
    const forged = await signInStatuses(server(), (i) =>
      viaProxy(`203.0.113.${i}`, '198.51.100.30'),
    );
    expect(forged).toEqual(OVER_THE_LIMIT);
    // Another visitor behind the same proxy has a budget of their own.
    const other = await signInStatuses(server(), () => viaProxy('203.0.113.1', '198.51.100.31'));
    expect(other).toEqual(OVER_THE_LIMIT);
  });
});

describe('client address behind one proxy counted by hops (TRUSTED_PROXIES=1)', () => {
  const server = useTestServer({
    ...PRODUCTION,
    AUTH_SIGN_IN_LIMIT: String(SIGN_IN_LIMIT),
    TRUSTED_PROXIES: '1',
  });

  it('counts the per-IP limit on the right-most address, whatever the client wrote', async () => {
    const forged = await signInStatuses(server(), (i) => ({
      'x-forwarded-for': `203.0.113.${i}, 198.51.100.40`,
    }));
    expect(forged).toEqual(OVER_THE_LIMIT);
    const other = await signInStatuses(server(), () => ({
      'x-forwarded-for': '198.51.100.41',
    }));
    expect(other).toEqual(OVER_THE_LIMIT);
  });
});
