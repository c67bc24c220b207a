import { FIXTURE_IDENTITIES, photograph, renderDocument, SHOTS } from '@confirma/vision/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operations, travellerReports } from '../src/db-schema.ts';
import { purgeTravellerReports } from '../src/modules/traveller/index.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  certificateText,
  finishIdentification,
  startedIdentification,
  tiltCard,
} from './support/identification-flow.ts';
import { documentPhoto, selfie } from './support/identification-images.ts';
import {
  bearer,
  checkPdf,
  createdOperation,
  fetchDocument,
  PHONE,
  prepareOtpSignature,
  signedInSender,
} from './support/operations.ts';
import { signerPost } from './support/session-recording.ts';
import { formulaCells, spreadsheetCells } from './support/spreadsheet.ts';
import { useTestServer } from './support/use-test-server.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');
const ESTABLISHMENT = {
  establishmentName: 'Hostal Las Acacias',
  establishmentAddress: 'Calle Mayor 1, 28013 Madrid',
  establishmentRegistry: 'HM-4321',
};

/** A guest's address and payer a spreadsheet would run as formulas (CSV injection). */
const HOSTILE = {
  address: 'Avenida de la Paz 7;=HYPERLINK(CHAR(104)&CHAR(116)&A1)',
  paymentHolder: '@SUM(1+1)',
};

/** What the guest completes (RD 933/2021): a valid stay; `patch` changes some of it. */
function completion(patch: Record<string, unknown> = {}) {
  return {
    secondSurname: '',
    address: 'Avenida de la Paz 7',
    town: 'Sevilla',
    country: 'España',
    postalCode: '41001',
    countryCode: 'ESP',
    phone: PHONE,
    email: 'guest@example.com',
    checkIn: '2031-07-01',
    checkOut: '2031-07-05',
    travellers: 2,
    rooms: 1,
    minorsTravelling: false,
    relationship: '',
    paymentType: 'CARD',
    paymentHolder: 'José Luis García',
    contractReference: 'RES-2031-77',
    ...patch,
  };
}

/**
 * Real Decreto 933/2021: the traveller report filled from
 * the identified document (the vision package's synthetic passport of José Luis García de
 * la Fuente, PAB123456), completed by the guest, signed by OTP or sealed alone, listed in
 * the establishment's register, exported and purged after its retention.
 */
describe('traveller report (parte de viajero)', () => {
  // One owner per case signs up: more sign-up e-mails than the default limit of 5.
  const server = useTestServer({ JOBS_POLL_MS: '100', AUTH_EMAIL_LIMIT: '20' });
  const api = () => createHttpClient(server().url);
  const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

  /** An owner with the establishment in their profile, and an operation of `type` for a guest. */
  async function travellerOperation(
    email: string,
    options: { type: string; name?: string; opClass?: number; phone?: boolean },
  ) {
    const owner = await signedInSender(server(), `owner.${email}`);
    expect((await owner.client.patch('/api/account/profile', ESTABLISHMENT)).status).toBe(200);
    const response = await api().post(
      `/api/v2/create/withotpandtoken/${server().platform.domainUuid}`,
      {
        documents: {},
        // The liveness challenge relaxed: these flows are about the report (the verdict's own
        // defaults are identification-verdict.int.test.ts's).
        operationData: {
          opClass: options.opClass ?? 1243,
          identificationChecks: { liveness: 'REPORTED' },
        },
        signers: [
          {
            level: 1,
            order: 1,
            signaturesType: [options.type],
            signerData: [
              {
                identifier: 'name',
                value: options.name ?? 'José Luis',
                label: 'Nombre',
                resumen: 'Y',
              },
              {
                identifier: 'lastname',
                value: 'García de la Fuente',
                label: 'Apellidos',
                resumen: 'Y',
              },
              { identifier: 'email', value: email, label: 'E-mail', resumen: 'Y' },
              { identifier: 'nif', value: '12345678Z', label: 'DNI', resumen: 'Y' },
              ...(options.phone === false
                ? []
                : [{ identifier: 'cellphone', value: PHONE, label: 'Móvil', resumen: 'N' }]),
              { identifier: 'idiomadef', value: 'es-es', resumen: 'N' },
            ],
          },
        ],
      },
      bearer(owner.token),
    );
    return { owner, ...(await createdOperation(response)) };
  }

  /**
   * A whole identification with a selfie of portrait 1 and a passport page photo, or a
   * card's front and back.
   */
  async function identify(op: string, token: string, passport: Buffer, back?: Buffer) {
    const video = await startedIdentification(server(), op, token);
    const post = signerPost(server(), op, token);
    expect(
      (await post(`/api/v2/detection/face/${op}`, { imgb64: b64(await selfie(1)) })).status,
    ).toBe(200);
    expect((await post(`/api/v2/detection/ml/front/${op}`, { imgb64: b64(passport) })).status).toBe(
      200,
    );
    if (back) {
      await tiltCard(post, op);
      expect((await post(`/api/v2/detection/ml/back/${op}`, { imgb64: b64(back) })).status).toBe(
        200,
      );
    }
    return (await finishIdentification(server(), op, token, video)) as {
      status: string;
      failures: string[];
    };
  }

  const readReport = (op: string, token: string) =>
    api().get(`/api/v2/traveller/${op}`, bearer(token));
  const fill = (op: string, token: string, body: object) =>
    api().post(`/api/v2/traveller/${op}`, body, bearer(token));

  it('identification and signature of the parte: prefilled from the passport, completed, signed by OTP, registered, exported, purged', async () => {
    const {
      owner,
      operationId: op,
      documentId: doc,
      loginautToken: token,
    } = await travellerOperation('guest1@example.com', { type: 'VIDEO_1PASO_OTP' });
    // Nothing to review before the identification.
    expect(await codeOf(await readReport(op, token))).toBe('TRAVELLER_NOT_IDENTIFIED');
    // The owner is not the guest.
    expect((await readReport(op, owner.token)).status).toBe(403);

    const passport = await documentPhoto('esp-passport', 'passport');
    expect((await identify(op, token, passport)).status).toBe('PASSED');
    // The blank template is not the guest's to accept before they completed it.
    const early = await api().post(
      `/api/v2/documentread/${op}`,
      { operationUuid: op, documentUuid: doc },
      bearer(token),
    );
    expect(await codeOf(early)).toBe('TRAVELLER_REPORT_REQUIRED');

    const view = (await (await readReport(op, token)).json()) as Record<string, unknown>;
    expect(view).toMatchObject({
      status: 'PENDING',
      signs: true,
      warnings: [],
      minor: false,
      contact: { email: 'guest1@example.com', phone: PHONE },
      establishment: { name: 'Hostal Las Acacias', registry: 'HM-4321' },
      document: {
        name: 'JOSE LUIS',
        firstSurname: 'GARCIA DE LA FUENTE',
        sex: 'M',
        documentType: 'PASAPORTE',
        documentNumber: 'PAB123456',
        supportNumber: null,
        nationality: 'ESP',
        birthDate: '1992-03-17',
        expiryDate: '2033-01-14',
      },
    });

    // Bad input: each refused with an English sentence and its localised message's key,
    // nothing stored.
    const invalid = async (patch: Record<string, unknown>) => {
      const response = await fill(op, token, completion(patch));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { message: string; key?: string }[] };
      for (const item of body.errors) expect(item.message).not.toMatch(/^flows:/);
      return body.errors.map((item) => item.key);
    };
    expect(await invalid({ phone: '12ab' })).toContain('flows:parte.validation.phoneInvalid');
    expect(await invalid({ checkOut: '2031-06-30' })).toContain(
      'flows:parte.validation.checkOutBeforeCheckIn',
    );
    expect(await invalid({ minorsTravelling: true })).toContain(
      'flows:parte.validation.relationshipRequired',
    );
    expect(await invalid({ email: 'nope' })).toContain('flows:parte.validation.emailInvalid');
    expect(await invalid({ travellers: 0 })).toContain('flows:parte.validation.travellersInvalid');
    expect(await server().platform.database.db.select().from(travellerReports)).toHaveLength(0);

    // Completed (and corrected once before accepting it), with values a spreadsheet would run.
    expect((await fill(op, token, completion({ rooms: 3 }))).status).toBe(200);
    const filled = await fill(op, token, completion(HOSTILE));
    expect(filled.status).toBe(200);
    expect(await filled.json()).toMatchObject({ status: 'FILLED', completion: { rooms: 1 } });

    const sign = await prepareOtpSignature(server(), op, doc, token, PHONE);
    expect((await sign()).status).toBe(200);
    const signed = await fetchDocument(server(), op, doc, token);
    expect(checkPdf(signed).pdfsig).toContain('Signature is Valid');
    const text = certificateText(signed, 'parte-signed');
    for (const value of [
      'Hostal Las Acacias',
      'HM-4321',
      'Calle Mayor 1',
      'JOSE LUIS',
      'GARCIA DE LA FUENTE',
      'Pasaporte',
      'PAB123456',
      'ESP',
      '17/03/1992',
      'Avenida de la Paz 7',
      'Sevilla, España',
      '01/07/2031',
      '05/07/2031',
      'Tarjeta',
      'RES-2031-77',
      'Sin menores',
    ]) {
      expect(text).toContain(value);
    }
    // Signed: final.
    expect(await codeOf(await fill(op, token, completion()))).toBe('TRAVELLER_REPORT_CLOSED');

    // The establishment's register: listed, searched, exported with every field.
    const register = async (q = '') =>
      (await (
        await owner.client.get(`/api/traveller/register?q=${encodeURIComponent(q)}`)
      ).json()) as {
        entries: { operationUuid: string; status: string; document: { documentNumber: string } }[];
      };
    expect((await register()).entries).toEqual([
      expect.objectContaining({ operationUuid: op, status: 'SIGNED' }),
    ]);
    expect((await register('pab123')).entries).toHaveLength(1);
    expect((await register('GUEST@example')).entries).toHaveLength(1);
    expect((await register('nobody')).entries).toHaveLength(0);
    const csv = await owner.client.get('/api/traveller/register/export?format=csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('confirma-guest-register-');
    const csvText = await csv.text();
    const [header = [], guest = []] = spreadsheetCells(csvText, ',');
    expect(spreadsheetCells(csvText, ',')).toHaveLength(2);
    const column = (name: string) => guest[header.indexOf(name)];
    expect(column('documentNumber')).toBe('PAB123456');
    expect(column('checkOut')).toBe('2031-07-05');
    expect(column('address')).toBe("Avenida de la Paz 7;'=HYPERLINK(CHAR(104)&CHAR(116)&A1)");
    expect(column('paymentHolder')).toBe("'@SUM(1+1)");
    // Opened with the separator of a Spanish or Italian spreadsheet, or a tab: no formula.
    for (const delimiter of [',', ';', '\t'] as const) {
      expect(formulaCells(spreadsheetCells(csvText, delimiter))).toEqual([]);
    }
    // A person's CSV: the columns named and the codes written in their language.
    const spanish = await (
      await owner.client.get('/api/traveller/register/export?format=csv&lang=es')
    ).text();
    const [spanishHeader = [], spanishGuest = []] = spreadsheetCells(spanish, ',');
    const cell = (name: string) => spanishGuest[spanishHeader.indexOf(name)];
    expect(cell('Número de documento')).toBe('PAB123456');
    expect(cell('Tipo de documento')).toBe('Pasaporte');
    expect(cell('Tipo de firma')).toBe(
      column('signatureType') === 'IDENTIFICATION_NO_ASISTIDA'
        ? 'Identificación no asistida'
        : 'Vídeo y OTP',
    );
    expect(spanishHeader).not.toContain('documentNumber');
    const json = await owner.client.get('/api/traveller/register/export?format=json');
    const exported = (await json.json()) as { entries: Record<string, unknown>[] };
    expect(exported.entries[0]).toMatchObject({
      completion: completion(HOSTILE),
      establishment: { name: 'Hostal Las Acacias', address: 'Calle Mayor 1, 28013 Madrid' },
    });
    // A visitor sees nothing; another account sees none of it.
    expect((await api().get('/api/traveller/register')).status).toBe(401);
    expect((await api().get('/api/traveller/register/export?format=csv')).status).toBe(401);
    const other = await signedInSender(server(), 'other.owner@example.com');
    expect(
      ((await (await other.client.get('/api/traveller/register')).json()) as { entries: [] })
        .entries,
    ).toEqual([]);

    // Retention: kept three years after the check-out, then deleted with its operation.
    const db = server().platform.database.db;
    const [row] = await db
      .select()
      .from(travellerReports)
      .where(eq(travellerReports.operationId, op));
    expect(row?.purgeAfter.toISOString().slice(0, 4)).toBe('2034');
    expect(await purgeTravellerReports(db, new Date('2034-07-01T00:00:00Z'))).toEqual({
      purged: 0,
    });
    expect(await purgeTravellerReports(db, new Date('2034-07-07T00:00:00Z'))).toEqual({
      purged: 1,
    });
    expect((await register()).entries).toEqual([]);
    expect(await db.select().from(operations).where(eq(operations.id, op))).toEqual([]);
  }, 240_000);

  it("a Spanish DNI: its number and its back's address are in the review, the filled parte, the register and the CSV", async () => {
    const {
      owner,
      operationId: op,
      documentId: doc,
      loginautToken: token,
    } = await travellerOperation('guest5@example.com', { type: 'VIDEO_1PASO_OTP' });
    const [front, back] = await Promise.all([
      documentPhoto('esp-dni-2', 'id-front'),
      documentPhoto('esp-dni-2', 'id-back'),
    ]);
    expect((await identify(op, token, front, back)).status).toBe('PASSED');
    const address = 'AV. DIAGONAL 211 P3, BARCELONA, BARCELONA';
    const document = {
      documentType: 'DNI',
      documentNumber: '12345678Z',
      supportNumber: 'CKL304871',
      address,
    };
    expect(await (await readReport(op, token)).json()).toMatchObject({ document });
    // The guest keeps the card's address (the page prefills it) and fills the rest.
    const filled = await fill(op, token, completion({ address: 'AV. DIAGONAL 211 P3' }));
    expect(filled.status).toBe(200);
    expect(await filled.json()).toMatchObject({ status: 'FILLED', document });
    const text = certificateText(await fetchDocument(server(), op, doc, token), 'parte-dni');
    for (const value of ['12345678Z', 'CKL304871', 'AV. DIAGONAL 211 P3']) {
      expect(text).toContain(value);
    }

    const register = (await (
      await owner.client.get('/api/traveller/register?q=12345678')
    ).json()) as { entries: { document: Record<string, unknown> }[] };
    expect(register.entries).toEqual([
      expect.objectContaining({ document: expect.objectContaining(document) }),
    ]);
    const csv = await (await owner.client.get('/api/traveller/register/export?format=csv')).text();
    const [header = [], guest = []] = spreadsheetCells(csv, ',');
    const column = (name: string) => guest[header.indexOf(name)];
    expect(column('documentType')).toBe('DNI');
    expect(column('documentNumber')).toBe('12345678Z');
    expect(column('supportNumber')).toBe('CKL304871');
    expect(column('documentAddress')).toBe(address);
    expect(column('address')).toBe('AV. DIAGONAL 211 P3');
  }, 240_000);

  it('identification only: the parte is filled and sealed without a signature; a name that contradicts the document is a recorded warning', async () => {
    const {
      operationId: op,
      documentId: doc,
      loginautToken: token,
    } = await travellerOperation('guest2@example.com', {
      type: 'IDENTIFICATION_NO_ASISTIDA',
      name: 'Pedro',
      phone: false,
    });
    const passport = await documentPhoto('esp-passport', 'passport');
    expect((await identify(op, token, passport)).status).toBe('PASSED');
    const view = (await (await readReport(op, token)).json()) as Record<string, unknown>;
    expect(view).toMatchObject({
      signs: false,
      warnings: [{ field: 'name', form: 'Pedro', document: 'JOSE LUIS' }],
      contact: { phone: '' },
    });
    const sealed = await fill(op, token, completion());
    expect(sealed.status).toBe(200);
    expect(await sealed.json()).toMatchObject({ status: 'SEALED' });
    const pdf = await fetchDocument(server(), op, doc, token);
    expect(checkPdf(pdf).pdfsig).toContain('Signature is Valid');
    const text = certificateText(pdf, 'parte-sealed');
    expect(text).toContain('PAB123456');
    expect(text).toContain('Hostal Las Acacias');
    expect(await codeOf(await fill(op, token, completion()))).toBe('TRAVELLER_REPORT_CLOSED');
    // The warning is in the report and the evidence.
    const [row] = await server()
      .platform.database.db.select()
      .from(travellerReports)
      .where(eq(travellerReports.operationId, op));
    expect(row?.warnings).toEqual([{ field: 'name', form: 'Pedro', document: 'JOSE LUIS' }]);
  }, 240_000);

  it('identification and signature on the contract template has no parte; an expired document is refused with its own message', async () => {
    const contract = await travellerOperation('guest3@example.com', {
      type: 'VIDEO_1PASO_OTP',
      opClass: 1241,
    });
    expect(await codeOf(await readReport(contract.operationId, contract.loginautToken))).toBe(
      'NOT_FOUND',
    );

    const { operationId: op, loginautToken: token } = await travellerOperation(
      'guest4@example.com',
      { type: 'VIDEO_1PASO_OTP' },
    );
    const base = FIXTURE_IDENTITIES.find((identity) => identity.id === 'esp-passport');
    const shot = SHOTS[0];
    if (!base || !shot) throw new Error('no fixture');
    const expired = (
      await photograph(
        await renderDocument({ ...base, id: 'expired', expirationDate: '200114' }, 'passport'),
        shot,
        1,
      )
    ).jpeg;
    const verdict = await identify(op, token, expired);
    expect(verdict.failures).toContain('DOCUMENT_EXPIRED');
    const refused = await readReport(op, token);
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe('TRAVELLER_DOCUMENT_EXPIRED');
    expect(await codeOf(await fill(op, token, completion()))).toBe('TRAVELLER_DOCUMENT_EXPIRED');
  }, 240_000);
});
