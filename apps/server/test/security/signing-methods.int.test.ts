import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCredits } from '../../src/modules/credits/add-credits.ts';
import { evidenceEvents } from '../../src/modules/evidence/evidence-schema.ts';
import { operations } from '../../src/modules/operations/operations-schema.ts';
import { signaturePng } from '../../src/modules/sealing/testing/encode-png.ts';
import { postDemo } from '../support/demo.ts';
import { createHttpClient } from '../support/http-client.ts';
import {
  bearer,
  createdOperation,
  fetchDocument,
  outboxTo,
  PHONE,
  readOperation,
  signByHand,
  signerData,
} from '../support/operations.ts';
import { signedInClient } from '../support/sign-up.ts';
import { useTestServer } from '../support/use-test-server.ts';

const VIDEO_TYPES = ['VIDEO_1PASO_OTP', 'AVANZADA_VIDEO_1PASO', 'IDENTIFICATION_NO_ASISTIDA'];

/**
 * SIMPLE is signed with an SMS code, BIOMETRICA with a drawing, the video
 * types with a code after a completed identification. Every other way in is refused and
 * leaves the operation as it was.
 */
describe('signing only by the method the signature type requires', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

  async function sender(email: string) {
    const owner = await signedInClient(server(), email);
    const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
    await addCredits(server().platform.database.db, {
      organizationId: userUid,
      kind: 'grant',
      amount: 20,
      reason: 'test',
    });
    const token = await (await owner.post('/api/v2/login')).text();
    const credits = async () =>
      ((await (await owner.get('/api/account')).json()) as { credits: { currentcredits: number } })
        .credits.currentcredits;
    return { token, credits };
  }

  const api = () => createHttpClient(server().url);
  const create = (token: string, signers: object[], opClass = 1241) =>
    api().post(
      `/api/v2/create/withotpandtoken/${server().platform.domainUuid}`,
      { documents: {}, signers, operationData: { opClass } },
      bearer(token),
    );
  const signer = (email: string, type: string, extra: object = {}) => ({
    level: 1,
    order: 1,
    signerData: signerData(email),
    signaturesType: [type],
    ...extra,
  });
  const drawing = (operationId: string, documentId: string, loginautToken: string) =>
    signByHand(server(), { operationId, documentId, loginautToken }, signaturePng());
  const read = (op: string, doc: string, token: string) =>
    api().post(
      `/api/v2/documentread/${op}`,
      { operationUuid: op, documentUuid: doc },
      bearer(token),
    );
  const askCode = (op: string, token: string) =>
    api().post(
      `/api/v2/createotp/${op}`,
      { operationUuid: op, cellPhone: PHONE, otpType: 'FIRMA' },
      bearer(token),
    );
  const verify = (op: string, token: string, otpValue = '123456') =>
    api().post(
      `/api/v2/verifyotpforbot/${op}`,
      { operationUuid: op, otpValue, otpType: 'FIRMA' },
      bearer(token),
    );
  const codeOf = (response: Response) =>
    response.json().then((body) => (body as { code: string }).code);
  const signatureEvents = (op: string) =>
    server()
      .platform.database.db.select({ type: evidenceEvents.type })
      .from(evidenceEvents)
      .where(sql`${evidenceEvents.subjectId} = ${op} and ${evidenceEvents.type} like 'signer.s%'`);

  it('refuses a drawing for an SMS-code signature, before and after the code is sent', async () => {
    const { token } = await sender('simple-sender@example.com');
    const {
      loginautToken: signerToken,
      operationId: op,
      documentId: doc,
    } = await createdOperation(await create(token, [signer('simple@example.com', 'SIMPLE')]));
    await fetchDocument(server(), op, doc, signerToken);
    const early = await drawing(op, doc, signerToken);
    expect(early.status).toBe(403);
    expect(await codeOf(early)).toBe('WRONG_SIGNING_METHOD');
    expect((await read(op, doc, signerToken)).status).toBe(200);
    expect((await askCode(op, signerToken)).status).toBe(200);
    const late = await drawing(op, doc, signerToken);
    expect(late.status).toBe(403);
    expect(await codeOf(late)).toBe('WRONG_SIGNING_METHOD');
    expect((await readOperation(server(), op, token)).status).toBe('OTP_SENT');
    expect(await signatureEvents(op)).toEqual([]);
    // The right method still signs.
    const [sms] = await outboxTo(server(), PHONE, 'sms');
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    expect((await verify(op, signerToken, code)).status).toBe(200);
    expect((await readOperation(server(), op, token)).status).toBe('SIGNED');
  });

  it('refuses an SMS code for a handwritten signature', async () => {
    const { token } = await sender('grafo-sender@example.com');
    const box = { pageNumber: 1, x: 10, y: 60, width: 160, height: 50, signboxName: 'cajafirma1' };
    const {
      loginautToken: signerToken,
      operationId: op,
      documentId: doc,
    } = await createdOperation(
      await create(
        token,
        [signer('grafo-wrong@example.com', 'BIOMETRICA', { boxPositions: [box] })],
        847,
      ),
    );
    await fetchDocument(server(), op, doc, signerToken);
    expect((await read(op, doc, signerToken)).status).toBe(200);
    const ask = await askCode(op, signerToken);
    expect(ask.status).toBe(403);
    expect(await codeOf(ask)).toBe('WRONG_SIGNING_METHOD');
    const check = await verify(op, signerToken);
    expect(check.status).toBe(403);
    expect(await codeOf(check)).toBe('WRONG_SIGNING_METHOD');
    expect(await outboxTo(server(), PHONE, 'sms')).toHaveLength(1); // the SIMPLE test's only
    expect((await readOperation(server(), op, token)).status).toBe('DOCUMENT_READ');
    expect(await signatureEvents(op)).toEqual([]);
    expect((await drawing(op, doc, signerToken)).status).toBe(200);
    expect((await readOperation(server(), op, token)).status).toBe('SIGNED');
  });

  it.each(VIDEO_TYPES)(
    'refuses a %s signer without a document number: nothing stored, nothing charged',
    async (type) => {
      const { token, credits } = await sender(`video-${type.toLowerCase()}@example.com`);
      const db = server().platform.database.db;
      const before = (await db.select({ id: operations.id }).from(operations)).length;
      const answers = [
        await create(token, [signer('video@example.com', type)], 1243),
        // A video signer anywhere in the routing, not only the first one.
        await create(token, [
          signer('first@example.com', 'SIMPLE'),
          { ...signer('second@example.com', type), level: 2 },
        ]),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(await codeOf(answer)).toBe('VALIDATION_FAILED');
      }
      expect(await credits()).toBe(25);
      expect((await db.select({ id: operations.id }).from(operations)).length).toBe(before);
    },
  );

  it.each([
    ['IDENTIFICATION_NO_ASISTIDA', 3],
    ['VIDEO_1PASO_OTP', 5],
    ['AVANZADA_VIDEO_1PASO', 5],
  ] as const)(
    'creates a %s operation with a document number for %i credits',
    async (type, cost) => {
      const { token, credits } = await sender(`video-ok-${type.toLowerCase()}@example.com`);
      const nif = [{ identifier: 'nif', value: '12345678Z', label: 'DNI', resumen: 'Y' }];
      const answer = await create(
        token,
        [
          {
            ...signer('video-ok@example.com', type),
            signerData: [...signerData('video-ok@example.com'), ...nif],
          },
        ],
        1243,
      );
      expect(answer.status).toBe(200);
      expect(await credits()).toBe(25 - cost);
      const mail = (await outboxTo(server(), 'video-ok@example.com', 'email')).at(-1);
      expect(JSON.stringify(mail)).toContain('#/identificationSignature?');
    },
  );

  it('asks the identifying demo for the document number before any limit, then its code only after the identification', async () => {
    const missing = await postDemo(server(), { type: 'PARTE_VIAJERO', email: 'tour@example.com' });
    expect(missing.status).toBe(400);
    expect(await codeOf(missing)).toBe('VALIDATION_FAILED');
    const counters = await server().platform.database.db.execute(
      sql`select key from rate_limits where key like 'demo:%' or key like 'demo-id:%'`,
    );
    expect((counters as unknown as { rows: unknown[] }).rows).toEqual([]);

    const answer = await postDemo(server(), {
      type: 'PARTE_VIAJERO',
      email: 'tour@example.com',
      nif: '12345678Z',
    });
    expect(answer.status).toBe(200);
    const {
      operationUuid: op,
      documentUuid: doc,
      signerToken,
    } = (await answer.json()) as {
      operationUuid: string;
      documentUuid: string;
      signerToken: string;
    };
    // Neither the parte nor the code before the identification.
    const early = await read(op, doc, signerToken);
    expect(await codeOf(early)).toBe('TRAVELLER_REPORT_REQUIRED');
    const ask = await askCode(op, signerToken);
    expect(ask.status).toBe(409);
    expect(await codeOf(ask)).toBe('IDENTIFICATION_REQUIRED');
    expect(await signatureEvents(op)).toEqual([]);
  });

  it('never completes a video operation (made before this check) without its identification', async () => {
    const { token } = await sender('legacy-sender@example.com');
    const {
      loginautToken: signerToken,
      operationId: op,
      documentId: doc,
    } = await createdOperation(await create(token, [signer('legacy@example.com', 'SIMPLE')]));
    // As an operation created by an earlier version would be stored.
    const db = server().platform.database.db;
    await db
      .update(operations)
      .set({ signatureType: 'VIDEO_1PASO_OTP' })
      .where(eq(operations.id, op));
    await db.execute(
      sql`update operation_signers set signature_types = '["VIDEO_1PASO_OTP"]' where operation_id = ${op}`,
    );
    await fetchDocument(server(), op, doc, signerToken);
    expect((await read(op, doc, signerToken)).status).toBe(200);
    const ask = await askCode(op, signerToken);
    expect(ask.status).toBe(409);
    expect(await codeOf(ask)).toBe('IDENTIFICATION_REQUIRED');
    const check = await verify(op, signerToken);
    expect(check.status).toBe(409);
    expect(await codeOf(check)).toBe('IDENTIFICATION_REQUIRED');
    const draw = await drawing(op, doc, signerToken);
    expect(draw.status).toBe(403);
    expect(await codeOf(draw)).toBe('WRONG_SIGNING_METHOD');
    expect((await readOperation(server(), op, token)).status).toBe('DOCUMENT_READ');
    expect(await signatureEvents(op)).toEqual([]);
  });
});
