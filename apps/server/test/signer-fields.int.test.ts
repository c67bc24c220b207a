import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvidence } from '../src/modules/evidence/index.ts';
import { createHttpClient } from './support/http-client.ts';
import { letterPdf, pdfText } from './support/notifications.ts';
import {
  bearer,
  checkPdf,
  createOperation,
  fetchDocument,
  prepareOtpSignature,
  readOperation,
  signedInSender,
  signerData,
} from './support/operations.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

const ANA = { email: 'ana.fields@example.com', phone: '+34600000031', name: 'Ana' };

/** Ana signs by code with a text, a checkbox and the date, name and initials written for her. */
const FIELDS = [
  {
    id: 'city',
    type: 'text',
    label: 'Ciudad',
    required: true,
    pageNumber: 1,
    x: 60,
    y: 40,
    width: 150,
    height: 18,
  },
  {
    id: 'agree',
    type: 'checkbox',
    label: 'Acepto la cláusula 7',
    required: true,
    pageNumber: 1,
    x: 220,
    y: 40,
    width: 14,
    height: 14,
  },
  {
    id: 'note',
    type: 'text',
    label: 'Observaciones',
    pageNumber: 1,
    x: 60,
    y: 15,
    width: 150,
    height: 18,
  },
  { id: 'when', type: 'date', pageNumber: 1, x: 250, y: 40, width: 80, height: 18 },
  { id: 'who', type: 'name', pageNumber: 1, x: 340, y: 40, width: 150, height: 18 },
  { id: 'ini', type: 'initials', pageNumber: 1, x: 500, y: 40, width: 40, height: 18 },
];

const hexOf = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

describe("a signer's fields", () => {
  let server: TTestServer;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are shown to their signer, required before signing, drawn in the sealed PDF and recorded', async () => {
    const { token } = await signedInSender(server, 'fields.sender@example.com');
    const { op, doc, loginautToken } = await createOperation(server, token, [
      { signerData: signerData(ANA.email, [], ANA), signaturesType: ['SIMPLE'], fields: FIELDS },
    ]);
    const read = await readOperation(server, op, loginautToken);
    expect((read.viewer?.fields ?? []).map(({ id, required }) => [id, required])).toEqual([
      ['city', true],
      ['agree', true],
      ['note', false],
      ['when', false],
      ['who', false],
      ['ini', false],
    ]);

    const sign = await prepareOtpSignature(server, op, doc, loginautToken, ANA.phone);
    // A required text left empty, a required box not ticked, a field Ana does not have.
    const refused = await sign({ fields: { city: '  ', agree: false, other: 'x' } });
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { errors: { path: string }[] };
    expect(problem.errors.map((error) => error.path).sort()).toEqual([
      'body.fields.agree',
      'body.fields.city',
      'body.fields.other',
    ]);

    // The same code still signs once the fields are right.
    const signed = await sign({ fields: { city: 'Valladolid', agree: true } });
    expect(signed.status).toBe(200);
    const pdf = await fetchDocument(server, op, doc, loginautToken);
    const bytes = pdf.toString('latin1');
    const { pdfsig, qpdf } = checkPdf(pdf);
    expect(pdfsig).toContain('Signature is Valid');
    expect(qpdf.code).toBe(0);
    expect(bytes.match(/\/Subtype \/Stamp/g)).toHaveLength(FIELDS.length);
    for (const text of ['Valladolid', 'Ana Pérez Núñez', 'A.P.N.']) {
      expect(bytes).toContain(hexOf(text));
    }

    // The certificate lists them under Ana, in the operation's language.
    const acta = await createHttpClient(server.url).get(
      `/api/v2/actabyoperationuuidb64/${op}`,
      bearer(loginautToken),
    );
    const certificate = pdfText(Buffer.from(await acta.text(), 'base64'));
    for (const line of [
      'Ciudad: Valladolid',
      'Acepto la cláusula 7: Sí',
      'Observaciones: —',
      'Nombre: Ana Pérez Núñez',
      'Iniciales: A.P.N.',
    ]) {
      expect(certificate).toContain(line);
    }
    expect(certificate).toMatch(/Fecha de la firma: \d{2}\/\d{2}\/\d{4}/);

    const events = await listEvidence(server.platform.database.db, {
      subjectType: 'operation',
      subjectId: op,
    });
    const record = events.find((event) => event.type === 'signer.signed')?.data as {
      fields: { id: string; label?: string; value: string | boolean }[];
    };
    expect(record.fields.map(({ id, value }) => [id, value])).toEqual([
      ['city', 'Valladolid'],
      ['agree', true],
      ['note', ''],
      ['when', expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/)],
      ['who', 'Ana Pérez Núñez'],
      ['ini', 'A.P.N.'],
    ]);
  }, 60_000);

  it('keep the words the sender wrote in when the signer leaves them, and theirs otherwise', async () => {
    const { token } = await signedInSender(server, 'fields.prefilled@example.com');
    const written = [
      { ...FIELDS[0], id: 'amount', label: 'Importe', value: '  900 €  ' },
      { ...FIELDS[2], id: 'city', label: 'Ciudad', value: 'Soria' },
    ];
    const { op, doc, loginautToken } = await createOperation(server, token, [
      { signerData: signerData(ANA.email, [], ANA), signaturesType: ['SIMPLE'], fields: written },
    ]);
    const read = await readOperation(server, op, loginautToken);
    expect(read.viewer?.fields?.map(({ id, value }) => [id, value])).toEqual([
      ['amount', '900 €'],
      ['city', 'Soria'],
    ]);
    const sign = await prepareOtpSignature(server, op, doc, loginautToken, ANA.phone);
    expect((await sign({ fields: { city: 'Valladolid' } })).status).toBe(200);
    const events = await listEvidence(server.platform.database.db, {
      subjectType: 'operation',
      subjectId: op,
    });
    const record = events.find((event) => event.type === 'signer.signed')?.data as {
      fields: { id: string; value: string }[];
    };
    expect(record.fields.map(({ id, value }) => [id, value])).toEqual([
      ['amount', '900 €'],
      ['city', 'Valladolid'],
    ]);
  }, 60_000);

  it('are refused at creation off their page or on a document the operation lacks', async () => {
    const { token } = await signedInSender(server, 'fields.refused@example.com');
    const api = createHttpClient(server.url);
    const create = (fields: object[]) =>
      api.post(
        `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`,
        {
          signers: [
            { signerData: signerData(ANA.email, [], ANA), signaturesType: ['SIMPLE'], fields },
          ],
          operationData: { opClass: 1241 },
        },
        bearer(token),
      );
    const field = FIELDS[0] ?? {};
    for (const [fields, path] of [
      [[{ ...field, pageNumber: 99 }], 'body.signers[0].fields[0].pageNumber'],
      [[{ ...field, x: 5000 }], 'body.signers[0].fields[0]'],
      [[{ ...field, reference: 'annex' }], 'body.signers[0].fields[0].reference'],
      [[field, field], 'body.signers.0.fields'],
      [[{ ...field, label: undefined }], 'body.signers.0.fields'],
      // Only a text is written in beforehand.
      [[{ ...FIELDS[1], value: 'sí' }], 'body.signers.0.fields'],
    ] as const) {
      const answer = await create([...fields]);
      expect(answer.status).toBe(400);
      const { errors } = (await answer.json()) as { errors: { path: string }[] };
      expect(errors.map((error) => error.path)).toContain(path);
    }
  }, 60_000);

  it('are placed after their anchor text, found in the document whatever its case or accents', async () => {
    const { token } = await signedInSender(server, 'fields.anchor@example.com');
    const label = 'Ciudad de residencia:';
    const letter = Buffer.from(await letterPdf(label)).toString('base64');
    const documents = { contrato: { documentName: 'carta.pdf', documentB64: letter } };
    const anchored = (anchor: object) => [
      {
        signerData: signerData(ANA.email, [], ANA),
        signaturesType: ['SIMPLE'],
        fields: [{ id: 'city', type: 'text', label: 'Ciudad', anchor, width: 150, height: 18 }],
      },
    ];
    const { op, loginautToken } = await createOperation(
      server,
      token,
      anchored({ text: '  CIUDAD de  residéncia: ' }),
      { documents },
    );
    const [city] = (await readOperation(server, op, loginautToken)).viewer?.fields ?? [];
    // letterPdf writes the label in Helvetica 14 from (72, 760): the field starts 4 points
    // after its last letter, its bottom on the label's descender line.
    const helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(city?.pageNumber).toBe(1);
    expect(city?.x).toBeCloseTo(72 + helvetica.widthOfTextAtSize(label, 14) + 4, 0);
    expect(city?.y).toBeCloseTo(760 - 0.25 * 14, 0);
    expect(city).not.toHaveProperty('anchor');

    const api = createHttpClient(server.url);
    const create = (signers: object[]) =>
      api.post(
        `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`,
        { signers, operationData: { opClass: 1241 }, documents },
        bearer(token),
      );
    const field = { id: 'city', type: 'text', label: 'Ciudad', width: 150, height: 18 };
    for (const [fields, path] of [
      // A text the document does not have; an anchor and coordinates at once; neither.
      [[{ ...field, anchor: { text: 'Provincia:' } }], 'body.signers[0].fields[0].anchor.text'],
      [
        [{ ...field, anchor: { text: label }, pageNumber: 1, x: 1, y: 1 }],
        'body.signers.0.fields.0.anchor',
      ],
      [[field], 'body.signers.0.fields.0.anchor'],
      // Pushed off the page by its offset.
      [[{ ...field, anchor: { text: label, offsetY: 200 } }], 'body.signers[0].fields[0]'],
    ] as const) {
      const answer = await create([
        { signerData: signerData(ANA.email, [], ANA), signaturesType: ['SIMPLE'], fields },
      ]);
      expect(answer.status).toBe(400);
      const { errors } = (await answer.json()) as { errors: { path: string }[] };
      expect(errors.map((error) => error.path)).toContain(path);
    }
  }, 60_000);
});
