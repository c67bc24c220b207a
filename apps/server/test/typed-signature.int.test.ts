import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvidence } from '../src/modules/evidence/index.ts';
import { signaturePng } from '../src/modules/sealing/testing/encode-png.ts';
import { createHttpClient } from './support/http-client.ts';
import { pdfText } from './support/notifications.ts';
import {
  bearer,
  checkPdf,
  createOperation,
  fetchDocument,
  handwrittenRequest,
  signedInSender,
} from './support/operations.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

/**
 * The keyboard's way to make a handwritten signature: the signer types their
 * name, the page writes it out as the image, and it goes through addsigntodocument like a
 * drawing, the evidence saying it was typed.
 */
describe('a typed handwritten signature', () => {
  let server: TTestServer;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A handwritten operation for `email`, its document opened by the signer. */
  async function openedOperation(email: string) {
    const { token } = await signedInSender(server, `sender.${email}`);
    const { signers, documents, operationData } = handwrittenRequest(email);
    const created = await createOperation(server, token, signers, { documents, operationData });
    await fetchDocument(server, created.op, created.doc, created.loginautToken);
    return created;
  }

  const sign = (
    { op, doc, loginautToken }: Awaited<ReturnType<typeof openedOperation>>,
    extra: object,
  ) =>
    createHttpClient(server.url).post(
      `/api/v2/addsigntodocument/${op}/${doc}`,
      {
        operationUuid: op,
        documentUuid: doc,
        signaturetype: 6,
        message: '',
        signboxName: 'cajafirma1',
        b64img: Buffer.from(signaturePng()).toString('base64'),
        ...extra,
      },
      bearer(loginautToken),
    );

  it('seals the document and records that the name was typed, and what was typed', async () => {
    const operation = await openedOperation('typed@example.com');
    const response = await sign(operation, { typedName: '  José Pérez Núñez ' });
    expect(response.status).toBe(200);

    const pdf = await fetchDocument(server, operation.op, operation.doc, operation.loginautToken);
    expect(checkPdf(pdf).pdfsig).toContain('Signature is Valid');
    const events = await listEvidence(server.platform.database.db, {
      subjectType: 'operation',
      subjectId: operation.op,
    });
    const signed = events.find((event) => event.type === 'signer.signed')?.data;
    expect(signed).toMatchObject({
      method: 'HANDWRITTEN',
      input: 'typed',
      typedName: 'José Pérez Núñez',
      strokes: 0,
      imageSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // The certificate says so, in the operation's language.
    const acta = await createHttpClient(server.url).get(
      `/api/v2/actabyoperationuuidb64/${operation.op}`,
      bearer(operation.loginautToken),
    );
    expect(pdfText(Buffer.from(await acta.text(), 'base64'))).toContain(
      'firma escribiendo su nombre con el teclado: «José Pérez Núñez»',
    );
  }, 60_000);

  it('records a drawing as drawn, and refuses a typed name sent with strokes', async () => {
    const refused = await openedOperation('typed.strokes@example.com');
    const strokes = [
      [
        { x: 1, y: 2, time: 0 },
        { x: 30, y: 40, time: 16 },
      ],
    ];
    const both = await sign(refused, { typedName: 'José Pérez', strokes });
    expect(both.status).toBe(400);

    const drawn = await openedOperation('drawn@example.com');
    expect((await sign(drawn, { strokes })).status).toBe(200);
    const events = await listEvidence(server.platform.database.db, {
      subjectType: 'operation',
      subjectId: drawn.op,
    });
    const signed = events.find((event) => event.type === 'signer.signed')?.data;
    expect(signed).toMatchObject({ method: 'HANDWRITTEN', input: 'drawn', strokes: 1, points: 2 });
    expect(signed).not.toHaveProperty('typedName');
  }, 60_000);
});
