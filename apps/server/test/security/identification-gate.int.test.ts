import { describe, expect, it } from 'vitest';
import { addCredits } from '../../src/modules/credits/add-credits.ts';
import { operations } from '../../src/modules/operations/operations-schema.ts';
import { createHttpClient } from '../support/http-client.ts';
import { bearer, signerData } from '../support/operations.ts';
import { signedInClient } from '../support/sign-up.ts';
import { useTestServer } from '../support/use-test-server.ts';

const VIDEO_TYPES = ['VIDEO_1PASO_OTP', 'AVANZADA_VIDEO_1PASO', 'IDENTIFICATION_NO_ASISTIDA'];

/**
 * While the server does not offer video identification (IDENTIFICATION_ENABLED=false, the
 * default), the video types are refused at creation as before identification existed: no
 * operation stored, no credit charged, even with the document number they need.
 */
describe('video signature types with identification not offered', () => {
  const server = useTestServer({ IDENTIFICATION_ENABLED: 'false' });

  it('tells the web client in the public configuration, so it offers no identification', async () => {
    const config = await (await fetch(`${server().url}/api/config`)).json();
    expect(config).toEqual({
      domainUuid: server().platform.domainUuid,
      google: false,
      identification: false,
    });
  });

  it.each(VIDEO_TYPES)('refuses a %s operation: nothing stored, nothing charged', async (type) => {
    const email = `gate-${type.toLowerCase()}@example.com`;
    const owner = await signedInClient(server(), email);
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    const db = server().platform.database.db;
    await addCredits(db, { organizationId: userUid, kind: 'grant', amount: 20, reason: 'test' });
    const credits = async () =>
      ((await (await owner.get('/api/account')).json()) as { credits: { currentcredits: number } })
        .credits.currentcredits;
    const before = await credits();
    const operationsBefore = (await db.select({ id: operations.id }).from(operations)).length;
    const token = await (await owner.post('/api/v2/login')).text();
    const nif = { identifier: 'nif', value: '12345678Z', label: 'DNI', resumen: 'Y' };
    const answer = await createHttpClient(server().url).post(
      `/api/v2/create/withotpandtoken/${server().platform.domainUuid}`,
      {
        documents: {},
        operationData: { opClass: 1243 },
        signers: [
          {
            level: 1,
            order: 1,
            signerData: [...signerData('video@example.com'), nif],
            signaturesType: [type],
          },
        ],
      },
      bearer(token),
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { code: string }).code).toBe('SIGNATURE_TYPE_UNAVAILABLE');
    expect(await credits()).toBe(before);
    expect((await db.select({ id: operations.id }).from(operations)).length).toBe(operationsBefore);
  });
});
