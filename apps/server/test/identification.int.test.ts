import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCredits } from '../src/modules/credits/add-credits.ts';
import { createHttpClient } from './support/http-client.ts';
import { bearer, createdOperation, signerData } from './support/operations.ts';
import { signedInClient } from './support/sign-up.ts';
import { useTestServer } from './support/use-test-server.ts';

const FACES = path.resolve(import.meta.dirname, '../../../packages/vision/fixtures/faces');
const faceFile = readdirSync(FACES).find((name) => /\.(jpe?g|png)$/i.test(name));

/** Spec 001 §7: the identification service driven through its stages with a real face. */
describe('video identification service', () => {
  const server = useTestServer({});
  const api = () => createHttpClient(server().url);
  const codeOf = (response: Response) =>
    response.json().then((body) => (body as { code: string }).code);

  async function videoOperation(email: string) {
    const owner = await signedInClient(server(), email);
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    await addCredits(server().platform.database.db, {
      userId: userUid,
      kind: 'grant',
      amount: 20,
      reason: 'test',
    });
    const token = await (await owner.post('/api/v2/login')).text();
    const nif = { identifier: 'nif', value: '12345678Z', label: 'DNI', resumen: 'Y' };
    const created = await api().post(
      `/api/v2/create/withotpandtoken/${server().platform.domainUuid}`,
      {
        documents: {},
        operationData: { opClass: 1243 },
        signers: [
          {
            level: 1,
            order: 1,
            signerData: [...signerData(`signer-${email}`), nif],
            signaturesType: ['IDENTIFICATION_NO_ASISTIDA'],
          },
        ],
      },
      bearer(token),
    );
    return createdOperation(created);
  }

  it('opens a session, starts, and detects a face; refuses bad and out-of-order calls', async () => {
    const { operationId: op, loginautToken: token } = await videoOperation('id1@example.com');
    const other = await videoOperation('id2@example.com');
    const frame = { imgb64: readFileSync(path.join(FACES, faceFile ?? '')).toString('base64') };

    // Out of order: a detection before the start, a start before the session.
    const early = await api().post(`/api/v2/detection/face/${op}`, frame, bearer(token));
    expect(early.status).toBe(409);
    expect(await codeOf(early)).toBe('IDENTIFICATION_OUT_OF_ORDER');
    const noSession = await api().post(`/api/v2/startidentification/${op}`, {}, bearer(token));
    expect(await codeOf(noSession)).toBe('IDENTIFICATION_OUT_OF_ORDER');

    // Another operation's signer token is not this operation's.
    const foreign = await api().get(`/api/v2/session/${op}`, bearer(other.loginautToken));
    expect(foreign.status).toBe(404);

    const session = (await (await api().get(`/api/v2/session/${op}`, bearer(token))).json()) as {
      videoUuid: string;
      sessionId: string;
    };
    expect(session.sessionId).toMatch(/^[0-9a-f]{32}$/);
    const started = await api().post(`/api/v2/startidentification/${op}`, {}, bearer(token));
    expect(started.status).toBe(200);
    expect(await started.json()).toEqual({ videouuid: session.videoUuid });

    const notImage = await api().post(
      `/api/v2/detection/face/${op}`,
      { imgb64: Buffer.from('hello, not an image').toString('base64') },
      bearer(token),
    );
    expect(notImage.status).toBe(415);
    expect(await codeOf(notImage)).toBe('NOT_AN_IMAGE');

    const face = await api().post(`/api/v2/detection/face/${op}`, frame, bearer(token));
    expect(face.status).toBe(200);
    const answer = (await face.json()) as { detected: boolean; documenttype: string };
    expect(answer).toMatchObject({ detected: true, documenttype: 'face' });
  }, 120_000);
});
