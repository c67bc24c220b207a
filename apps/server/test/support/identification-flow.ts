import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { addCredits } from '../../src/modules/credits/add-credits.ts';
import { run, writeTemp } from '../../src/modules/sealing/testing/pdf-tools.ts';
import { createHttpClient } from './http-client.ts';
import { fakeWebm } from './identification-images.ts';
import { bearer, createIdentificationOperation } from './operations.ts';
import { signedInClient } from './sign-up.ts';
import type { TTestServer } from './test-server.ts';

/**
 * An IDENTIFICATION_NO_ASISTIDA operation of a new owner (20 credits granted) for one signer
 * with the document number 12345678Z: its ids, the signer's token, the owner's API token
 * and a reader of the owner's balance. `checks`: the operation's identificationChecks.
 */
export async function videoOperation(
  server: TTestServer,
  email: string,
  checks?: Record<string, string>,
) {
  const owner = await signedInClient(server, email);
  const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
  await addCredits(server.platform.database.db, {
    userId: userUid,
    kind: 'grant',
    amount: 20,
    reason: 'test',
  });
  const credits = async () =>
    ((await (await owner.get('/api/account')).json()) as { credits: { currentcredits: number } })
      .credits.currentcredits;
  const token = await (await owner.post('/api/v2/login')).text();
  const operation = await createIdentificationOperation(
    server.url,
    server.platform.domainUuid,
    token,
    `signer-${email}`,
    checks,
  );
  return { ...operation, ownerToken: token, credits };
}

export interface TVideoSession {
  videoUuid: string;
  sessionId: string;
  liveness: string;
  consentRequired: boolean;
  retentionDays: number;
}

/** GET session/{op}: the session answer. */
export async function videoSession(server: TTestServer, op: string, token: string) {
  const answer = await createHttpClient(server.url).get(`/api/v2/session/${op}`, bearer(token));
  expect(answer.status).toBe(200);
  const session = (await answer.json()) as TVideoSession;
  expect(session.sessionId).toMatch(/^[0-9a-f]{32}$/);
  return session;
}

/** Session and start; `body` null sends no body at all (the screen may send none). */
export async function startedIdentification(
  server: TTestServer,
  op: string,
  token: string,
  body: object | null = {},
) {
  const session = await videoSession(server, op, token);
  const start =
    body === null
      ? await fetch(`${server.url}/api/v2/startidentification/${op}`, {
          method: 'POST',
          headers: bearer(token),
        })
      : await createHttpClient(server.url).post(
          `/api/v2/startidentification/${op}`,
          body,
          bearer(token),
        );
  expect(await start.json()).toEqual({ videouuid: session.videoUuid });
  return session.videoUuid;
}

/**
 * The end of an attempt: a small WebM uploaded whole, then the verdict computed; both
 * answers must be 200. Answers the verdict.
 */
export async function finishIdentification(
  server: TTestServer,
  op: string,
  token: string,
  video: string,
): Promise<Record<string, unknown>> {
  const api = createHttpClient(server.url);
  const webm = fakeWebm(20_000);
  const upload = await api.post(
    `/api/v2/uploadblobwebm/${op}`,
    {
      domainUuid: 'web',
      videoUuid: video,
      videoDuration: 4000,
      videoSize: webm.byteLength,
      videoBase64: webm.toString('base64'),
    },
    bearer(token),
  );
  expect(upload.status).toBe(200);
  const result = await api.post(`/api/v2/identificationresult/${op}/${video}`, {}, bearer(token));
  expect(result.status).toBe(200);
  return (await result.json()) as Record<string, unknown>;
}

/**
 * An identification certificate's text (pdftotext), spaces collapsed; KEEP_CERTIFICATE_DIR
 * keeps the file to look at.
 */
export function certificateText(pdf: Uint8Array, name: string): string {
  const kept = process.env.KEEP_CERTIFICATE_DIR;
  const dir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'id-certificate-'));
  try {
    const file = writeTemp(dir, `${name}.pdf`, pdf);
    return run('pdftotext', [file, '-']).stdout.replace(/\s+/g, ' ');
  } finally {
    if (!kept) fs.rmSync(dir, { recursive: true, force: true });
  }
}
