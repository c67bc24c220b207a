import type { TIdentificationImagesData } from '@confirma/contracts/identification';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { evidenceEvents, identificationCaptures, identifications } from '../../src/db-schema.ts';
import { certificateFacts } from '../../src/modules/identification/certificate/certificate-facts.ts';
import { createHttpClient } from '../support/http-client.ts';
import { startedIdentification, videoOperation } from '../support/identification-flow.ts';
import { fakeWebm, selfie } from '../support/identification-images.ts';
import {
  bearer,
  createOperation,
  readOperation,
  senderToken,
  signerData,
} from '../support/operations.ts';
import { useTestServer } from '../support/use-test-server.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');
const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

/**
 * Only what the server saw counts, and only a signer who is to be
 * identified reaches the identification service.
 */
describe('identification access and captures', () => {
  const server = useTestServer({ IDENTIFICATION_SIGNER_RATE_LIMIT: '13' });
  const api = () => createHttpClient(server().url);
  const db = () => server().platform.database.db;
  const rowsOf = (op: string) =>
    db().select().from(identifications).where(eq(identifications.operationId, op));

  it('refuses a SIMPLE signer every identification call: 403, no identification, nothing recorded', async () => {
    const owner = await senderToken(server(), 'simple-owner@example.com');
    const { op, loginautToken: token } = await createOperation(server(), owner, [
      { signerData: signerData('simple-signer@example.com'), signaturesType: ['SIMPLE'] },
    ]);
    const face = b64(await selfie(1));
    const video = '00000000-0000-4000-8000-000000000000';
    const identificationEvents = async () =>
      (
        await db()
          .select({ id: evidenceEvents.id })
          .from(evidenceEvents)
          .where(eq(evidenceEvents.subjectType, 'identification'))
      ).length;
    const eventsBefore = await identificationEvents();
    const statusBefore = (await readOperation(server(), op, owner)).status;
    const calls: [string, string, object | undefined][] = [
      ['GET', `/api/v2/session/${op}`, undefined],
      ['POST', `/api/v2/startidentification/${op}`, {}],
      ['POST', `/api/v2/detection/face/${op}`, { imgb64: face }],
      ['POST', `/api/v2/detection/ml/front/${op}`, { imgb64: face }],
      ['POST', `/api/v2/detection/ml/back/${op}`, { imgb64: face }],
      ['GET', `/api/v2/identification/challenge/${op}`, undefined],
      ['POST', `/api/v2/detection/liveness/${op}`, { index: 0, frames: [face, face, face] }],
      ['POST', `/api/v2/detection/colours/${op}`, { neutral: face, steps: [face, face] }],
      ['POST', `/api/v2/detection/hologram/${op}`, { frames: [face, face, face] }],
      [
        'POST',
        `/api/v2/saveidentificationdata/${op}/${video}`,
        { documentType: 'FACE', operationUuid: op, metadata: '{}', documentB64: face },
      ],
      ['POST', `/api/v2/identificationresult/${op}/${video}`, {}],
      ['GET', `/api/v2/identification/images/data/${op}/${video}`, undefined],
      ['GET', `/api/v2/identification/certificate/${op}/${video}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const answer =
        method === 'GET'
          ? await api().get(path, bearer(token))
          : await api().post(path, body ?? {}, bearer(token));
      expect([path, answer.status]).toEqual([path, 403]);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      expect(await codeOf(answer)).toBe('IDENTIFICATION_NOT_REQUESTED');
    }
    expect(await rowsOf(op)).toEqual([]);
    expect((await readOperation(server(), op, owner)).status).toBe(statusBefore);
    expect(await identificationEvents()).toBe(eventsBefore);
  });

  it("keeps the detected selfie: a client's FACE capture claiming to be a detection is the client's", async () => {
    const { operationId: op, loginautToken: token } = await videoOperation(
      server(),
      'capture-claim@example.com',
    );
    const video = await startedIdentification(server(), op, token);
    const post = (path: string, body: object) => api().post(path, body, bearer(token));
    const detected = await selfie(1);
    const face = await post(`/api/v2/detection/face/${op}`, { imgb64: b64(detected) });
    expect(((await face.json()) as { detected: boolean }).detected).toBe(true);

    // Another person's picture, sent as if a detection had stored it.
    const forged = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c03030' },
    })
      .png()
      .toBuffer();
    const saved = await post(`/api/v2/saveidentificationdata/${op}/${video}`, {
      documentType: 'FACE',
      operationUuid: op,
      metadata: JSON.stringify({ source: 'detection', confidence: 1 }),
      documentB64: b64(forged),
    });
    expect(saved.status).toBe(200);
    const [stored] = await db()
      .select({ metadata: identificationCaptures.metadata })
      .from(identificationCaptures)
      .where(
        and(
          eq(identificationCaptures.identificationId, video),
          eq(
            identificationCaptures.imageSha256,
            ((await saved.json()) as { sha256: string }).sha256,
          ),
        ),
      );
    expect(stored?.metadata).toMatchObject({
      source: 'client',
      client: { source: 'detection', confidence: 1 },
    });

    const summary = async () =>
      (await (
        await api().get(`/api/v2/identification/images/data/${op}/${video}`, bearer(token))
      ).json()) as TIdentificationImagesData;
    expect((await summary()).face).toBe(b64(detected));

    await post(`/api/v2/uploadblobwebm/${op}`, {
      domainUuid: 'web',
      videoUuid: video,
      videoDuration: 1000,
      videoSize: 2048,
      videoBase64: b64(fakeWebm(2048)),
    });
    expect((await post(`/api/v2/identificationresult/${op}/${video}`, {})).status).toBe(200);
    expect((await summary()).face).toBe(b64(detected));
    // The certificate prints the detected selfie (its shape, not the forged square's).
    const [row] = await db().select().from(identifications).where(eq(identifications.id, video));
    if (!row) throw new Error('no identification');
    const facts = await certificateFacts(server().services.identification.context, row);
    const printed = facts.images.find((image) => image.kind === 'face');
    if (!printed) throw new Error('no face printed');
    const [shown, original] = await Promise.all([
      sharp(printed.jpeg).metadata(),
      sharp(detected).metadata(),
    ]);
    expect(shown.width / shown.height).toBeCloseTo(original.width / original.height, 2);
    expect(shown.width).not.toBe(shown.height);
  }, 120_000);

  it('limits the identification calls of one signer (IDENTIFICATION_SIGNER_RATE_LIMIT)', async () => {
    const { operationId: op, loginautToken: token } = await videoOperation(
      server(),
      'id-hammer@example.com',
    );
    const statuses: number[] = [];
    let retryAfter = '';
    for (let call = 0; call < 15; call++) {
      const answer = await api().get(`/api/v2/session/${op}`, bearer(token));
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = answer.headers.get('retry-after') ?? '';
    }
    expect(statuses.slice(0, 13)).toEqual(Array(13).fill(200));
    expect(statuses.slice(13)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // The limit is the signer's across the identification endpoints.
    const face = await api().post(
      `/api/v2/detection/face/${op}`,
      { imgb64: b64(await selfie(1)) },
      bearer(token),
    );
    expect(face.status).toBe(429);
    expect(await codeOf(face)).toBe('RATE_LIMITED');
  });
});
