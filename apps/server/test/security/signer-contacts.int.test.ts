import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, operationSigners, operations } from '../../src/db-schema.ts';
import { createHttpClient } from '../support/http-client.ts';
import {
  bearer,
  createOperation,
  fetchDocument,
  outboxTo,
  readOperation,
  signedInSender,
  signerData,
} from '../support/operations.ts';
import { startTestServer, type TTestServer } from '../support/test-server.ts';

const ANA = { email: 'ana@example.com', phone: '+34600000001', name: 'Ana' };
const BEA = { email: 'bea@example.com', phone: '+34600000002', name: 'Bea' };

const signer = (
  person: { email: string; phone?: string; name: string },
  level = 1,
  type = 'SIMPLE',
) => ({
  level,
  order: 1,
  signerData: signerData(person.email, [], person),
  signaturesType: [type],
});

/** A signer's data with `identifier` left out. */
const without = (item: ReturnType<typeof signer>, identifier: string) => ({
  ...item,
  signerData: item.signerData.filter((datum) => datum.identifier !== identifier),
});

/**
 * The v2 API took signer data it could not deliver, charged for it, and
 * failed later (a 500 to the other signer, an operation stuck in OTP_SENT, a phone no code
 * could reach). Creation now refuses it before anything is stored or charged.
 */
describe('signer e-mails and phones at creation', () => {
  let server: TTestServer;
  let sender: Awaited<ReturnType<typeof signedInSender>>;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
    sender = await signedInSender(server, 'contacts-sender@example.com', 50);
  });
  afterAll(async () => {
    await server?.close();
  });

  const create = (signers: object[], body: object = {}) =>
    createHttpClient(server.url).post(
      `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`,
      { signers, operationData: { opClass: 1241 }, ...body },
      bearer(sender.token),
    );
  const ledger = () =>
    server.platform.database.db
      .select({ amount: creditLedger.amount, kind: creditLedger.kind })
      .from(creditLedger)
      .where(eq(creditLedger.organizationId, sender.userId));
  const owned = () =>
    server.platform.database.db
      .select({ id: operations.id })
      .from(operations)
      .where(eq(operations.organizationId, sender.userId));

  /** Sends `signers`, expects 400 naming `paths`, and that nothing was stored or charged. */
  async function refused(signers: object[], paths: string[]) {
    const [entries, created] = [await ledger(), await owned()];
    const answer = await create(signers);
    const problem = (await answer.json()) as { code: string; errors: { path: string }[] };
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors.map((issue) => issue.path)).toEqual(paths);
    expect(await ledger()).toEqual(entries);
    expect(await owned()).toEqual(created);
    return problem;
  }

  it("refuses a level-2 signer's e-mail the mail job cannot send to, charging nothing", async () => {
    const problem = await refused(
      [signer(ANA), signer({ ...BEA, email: 'mal@@correo' }, 2)],
      ['body.signers[1].signerData[email]'],
    );
    expect(problem.errors[0]).toMatchObject({
      message: 'Not an e-mail address mail can be sent to',
      key: 'flows:create.validation.emailInvalid',
    });
  });

  it("refuses a bad first signer's e-mail with a 400, not a 500 and a -2/+2 pair", async () => {
    await refused([signer({ ...ANA, email: 'ana@' })], ['body.signers[0].signerData[email]']);
  });

  it('refuses a phone that is no number, and an OTP signer without a phone', async () => {
    await refused([signer({ ...ANA, phone: '12' })], ['body.signers[0].signerData[cellphone]']);
    await refused([without(signer(ANA), 'cellphone')], ['body.signers[0].signerData[cellphone]']);
  });

  it('refuses a signer nobody could invite, and names every problem of every signer', async () => {
    const unreachable = without(without(signer(BEA, 2, 'BIOMETRICA'), 'email'), 'cellphone');
    await refused(
      [signer({ ...ANA, email: 'x@y', phone: '123' }), unreachable],
      [
        'body.signers[0].signerData[email]',
        'body.signers[0].signerData[cellphone]',
        'body.signers[1].signerData[email]',
      ],
    );
    // An unknown country for a national number is named too.
    await refused(
      [
        {
          ...signer(ANA),
          signerData: [...signer(ANA).signerData, { identifier: 'country', value: 'XX' }],
        },
      ],
      ['body.signers[0].signerData[country]'],
    );
  });

  it("stores phones in E.164, read in the signer's country (Spain by default)", async () => {
    const national = signer({ ...ANA, email: 'national@example.com', phone: '600 111 333' });
    const italian = {
      ...signer({ ...BEA, email: 'italian@example.com', phone: '312 345 6789' }),
      signerData: [
        ...signer({ ...BEA, email: 'italian@example.com', phone: '312 345 6789' }).signerData,
        { identifier: 'country', value: 'it' },
      ],
    };
    const { op, doc, loginautToken } = await createOperation(server, sender.token, [
      national,
      italian,
    ]);
    const stored = await server.platform.database.db
      .select({ cellphone: operationSigners.cellphone })
      .from(operationSigners)
      .where(eq(operationSigners.operationId, op))
      .orderBy(operationSigners.level, operationSigners.order);
    expect(stored.map((row) => row.cellphone).sort()).toEqual(['+34600111333', '+393123456789']);
    // The signer may ask for the code with the number as the sender wrote it; the SMS goes
    // to its E.164 form.
    const api = createHttpClient(server.url);
    await fetchDocument(server, op, doc, loginautToken);
    const ids = { operationUuid: op, documentUuid: doc };
    expect((await api.post(`/api/v2/documentread/${op}`, ids, bearer(loginautToken))).status).toBe(
      200,
    );
    const otp = { operationUuid: op, cellPhone: '600-111-333', otpType: 'FIRMA' };
    const asked = await api.post(`/api/v2/createotp/${op}`, otp, bearer(loginautToken));
    expect(asked.status).toBe(200);
    expect(await outboxTo(server, '+34600111333', 'sms')).toHaveLength(1);
  });

  it('invites by SMS a signer who has a phone and no e-mail', async () => {
    const phoneOnly = without(signer({ ...BEA, phone: '+34600000009' }, 1, 'BIOMETRICA'), 'email');
    // No confirmation e-mail is asked without an address.
    phoneOnly.signerData = phoneOnly.signerData.map((datum) => ({ ...datum, actions: [] }));
    const { op } = await createOperation(server, sender.token, [phoneOnly]);
    const [sms] = await outboxTo(server, '+34600000009', 'sms');
    expect(sms?.text).toContain(`#/handwrittenSignature?operation=${op}`);
    expect((await readOperation(server, op, sender.token)).status).toBe('SENT');
  });
});
