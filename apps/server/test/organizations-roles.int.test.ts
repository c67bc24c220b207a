import { ZProblem } from '@confirma/contracts/errors';
import {
  ORGANIZATION_ROLES,
  roleMay,
  type TOrganizationRole,
  ZInvitation,
} from '@confirma/contracts/organizations';
import { describe, expect, it } from 'vitest';
import { addCredits } from '../src/modules/credits/index.ts';
import { declaredAccess, declaredPermissions } from '../src/platform/http/access.ts';
import type { THttpClient } from './support/http-client.ts';
import { bearer, createOperation, signerData } from './support/operations.ts';
import { signedInClient } from './support/sign-up.ts';
import { useTestServer } from './support/use-test-server.ts';

/** Scopes a browser reaches with its cookie; the others take an account token. */
const COOKIE_SCOPES = new Set(['member', 'account', 'sender']);

/**
 * Every route a member may call declares the permission it asks (access.ts refuses to start
 * otherwise); here each one is called by a member of every role that lacks it, and must
 * answer 403 ROLE_FORBIDDEN before it reads the body, whatever the body is.
 */
describe('roles, route by route', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '100', AUTH_EMAIL_LIMIT: '100' });

  async function team() {
    const owner = await signedInClient(server(), 'roles-owner@example.com');
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    await addCredits(server().platform.database.db, {
      organizationId: userUid,
      kind: 'grant',
      amount: 20,
      reason: 'test',
    });
    const members = new Map<TOrganizationRole, THttpClient>([['owner', owner]]);
    for (const role of ORGANIZATION_ROLES.filter((role) => role !== 'owner')) {
      const email = `roles-${role}@example.com`;
      const invited = await owner.post('/api/organization/invitations', { email, role });
      const { id } = ZInvitation.parse(await invited.json());
      const client = await signedInClient(server(), email);
      expect((await client.post(`/api/invitations/${id}/accept`)).status).toBe(200);
      members.set(role, client);
    }
    return members;
  }

  it('answers 403 ROLE_FORBIDDEN to every role a route does not allow', async () => {
    const members = await team();
    const owner = members.get('owner') as THttpClient;
    const ownerToken = await (await owner.post('/api/v2/login')).text();
    const { op, doc } = await createOperation(server(), ownerToken, [
      { signerData: signerData('roles-signer@example.com'), signaturesType: ['SIMPLE'] },
    ]);
    const tokens = new Map<TOrganizationRole, string>();
    for (const [role, client] of members) {
      tokens.set(role, await (await client.post('/api/v2/login')).text());
    }
    const access = declaredAccess(server().app);
    const fill = (url: string) =>
      url
        .replace(':operationUuid', op)
        .replace(':documentUuid', doc)
        .replace(':domainUuid', server().platform.domainUuid)
        .replace(/:[A-Za-z]+/g, 'x');

    let refusals = 0;
    const wrong: string[] = [];
    for (const [route, permission] of declaredPermissions(server().app)) {
      const [method = 'GET', url = ''] = route.split(' ');
      // HEAD answers GET's status without a body: its GET twin is the one read.
      if (method === 'HEAD') continue;
      const scope = access.get(route);
      for (const role of ORGANIZATION_ROLES.filter((role) => !roleMay(role, permission))) {
        const client = members.get(role) as THttpClient;
        const credential = COOKIE_SCOPES.has(String(scope))
          ? {}
          : bearer(tokens.get(role) as string);
        const answer = await client.send(method, fill(url), { unexpected: true }, credential);
        const text = await answer.text();
        const code =
          answer.status === 403 && text
            ? ZProblem.parse(JSON.parse(text)).code
            : `${answer.status} ${text.slice(0, 80)}`;
        if (code !== 'ROLE_FORBIDDEN') wrong.push(`${route} as ${role}: ${code}`);
        refusals += 1;
      }
    }
    expect(wrong).toEqual([]);
    // Every route of a member scope was tried: the map is not a handful.
    expect(declaredPermissions(server().app).size).toBeGreaterThan(70);
    expect(refusals).toBeGreaterThan(200);
  });
});
