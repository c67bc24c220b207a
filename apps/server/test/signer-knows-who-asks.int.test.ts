import { ZProblem } from '@confirma/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './support/http-client.ts';
import {
  bearer,
  createOperation,
  invitationToken,
  outboxTo,
  prepareOtpSignature,
  readOperation,
  signedInSender,
} from './support/operations.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

const TITLE = 'Contrato de mantenimiento anual de la flota de furgonetas 2027';
const BUSINESS = 'Talleres Ruiz S.L.';

/** A signer as the API takes them: who, how to reach them, their language. */
function signer(
  person: { name: string; lastname?: string; email?: string; phone: string; language: string },
  level = 1,
  order = 1,
) {
  return {
    level,
    order,
    signaturesType: ['SIMPLE'],
    signerData: [
      { identifier: 'name', value: person.name, label: 'Nombre', resumen: 'Y' },
      ...(person.lastname
        ? [{ identifier: 'lastname', value: person.lastname, label: 'Apellidos', resumen: 'Y' }]
        : []),
      ...(person.email
        ? [{ identifier: 'email', value: person.email, label: 'E-mail', resumen: 'Y' }]
        : []),
      { identifier: 'cellphone', value: person.phone, label: 'Móvil', resumen: 'N' },
      { identifier: 'idiomadef', value: person.language, label: 'Idioma', resumen: 'N' },
    ],
  };
}

/** The signer token an SMS invitation's link carries. */
function smsToken(text: string) {
  const token = /[?&]token=([^&\s]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no link with a token in: ${text}`);
  return decodeURIComponent(token);
}

describe('a signer is told who asks and for what, in their own language', () => {
  let server: TTestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
    const sender = await signedInSender(server, 'luis.talleres@example.com');
    token = sender.token;
    // A business without a brand: the invitation must still name it.
    const profile = await sender.client.patch('/api/account/profile', {
      firstname: 'Luis',
      lastname: 'Ortega',
      companyName: BUSINESS,
    });
    expect(profile.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names the sender and the subject in the e-mail, the SMS and the signing page; codes in the signer language', async () => {
    const ana = {
      name: 'Ana',
      email: 'ana.who@example.com',
      phone: '+34600000101',
      language: 'es-es',
    };
    const john = { name: 'John', lastname: 'Smith', phone: '+34600000102', language: 'en-gb' };
    const mary = {
      name: 'Mary',
      lastname: 'Jones',
      email: 'mary.who@example.com',
      phone: '+34600000103',
      language: 'en-gb',
    };
    // Ana signs first: the operation is Spanish; John (SMS only) and Mary are English.
    const { op, doc } = await createOperation(
      server,
      token,
      [signer(ana, 1, 1), signer(john, 1, 2), signer(mary, 1, 3)],
      { subject: TITLE },
    );

    const [maryMail] = await outboxTo(server, mary.email, 'email');
    expect(maryMail?.subject).toBe(`“${TITLE}”: ${BUSINESS} asks for your signature`);
    expect(maryMail?.text).toContain('Hello Mary Jones,');
    expect(maryMail?.text).toContain(
      `${BUSINESS} (Luis Ortega) has sent you “${TITLE}” to sign with Confirma.`,
    );

    const [anaMail] = await outboxTo(server, ana.email, 'email');
    expect(anaMail?.subject).toBe(`«${TITLE}»: ${BUSINESS} te pide tu firma`);
    expect(anaMail?.text).toContain(`${BUSINESS} (Luis Ortega) te ha enviado «${TITLE}»`);

    const [johnSms] = await outboxTo(server, john.phone, 'sms');
    const invitation = johnSms?.text ?? '';
    // English words, the business and the title cut with "..." so the words fit one SMS.
    expect(invitation).toMatch(
      /^Confirma: John Smith, Talleres Ruiz S\.L\. asks you to sign "Contrato de mantenimiento anual de la\.\.\."\. Your link: /,
    );
    expect(invitation.slice(0, invitation.indexOf('http')).length).toBeLessThanOrEqual(160);

    // The signing page's data names them too.
    const johnToken = smsToken(invitation);
    const page = await readOperation(server, op, johnToken);
    expect(page.sender).toEqual({ name: BUSINESS, person: 'Luis Ortega' });
    expect(page.subject).toBe(TITLE);

    // John's code comes in English though the operation is Spanish; a wrong code says how
    // many tries are left.
    const sign = await prepareOtpSignature(server, op, doc, johnToken, john.phone);
    const [codeSms] = await outboxTo(server, john.phone, 'sms');
    // It names what it signs and who asks: a code relayed by a phishing page says so.
    expect(codeSms?.text).toMatch(
      /^Confirma: your code to sign "Contrato de mantenimiento anual de la\.\.\." from Talleres Ruiz S\.L\. is \d{6}\. It expires in 5 minutes\./,
    );
    expect(codeSms?.text.length).toBeLessThanOrEqual(160);
    const api = createHttpClient(server.url);
    const code = /\b(\d{6})\b/.exec(codeSms?.text ?? '')?.[1] ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const left of [4, 3]) {
      const answer = await api.post(
        `/api/v2/verifyotpforbot/${op}`,
        { operationUuid: op, otpValue: wrong, otpType: 'FIRMA' },
        bearer(johnToken),
      );
      expect(answer.status).toBe(422);
      const problem = ZProblem.parse(await answer.json());
      expect(problem).toMatchObject({ code: 'OTP_INVALID', attemptsLeft: left });
    }
    expect((await sign()).status).toBe(200);
  });

  it('tells every invited signer, in their language, that the sender cancelled; the page says who and when', async () => {
    const eva = {
      name: 'Eva',
      email: 'eva.cancel@example.com',
      phone: '+34600000201',
      language: 'es',
    };
    const tom = { name: 'Tom', phone: '+34600000202', language: 'en' };
    const later = {
      name: 'Lia',
      email: 'lia.cancel@example.com',
      phone: '+34600000203',
      language: 'it',
    };
    const { op } = await createOperation(
      server,
      token,
      [signer(eva, 1, 1), signer(tom, 1, 2), signer(later, 2, 1)],
      { subject: 'Alquiler del local' },
    );
    const evaToken = await invitationToken(server, eva.email);
    const cancel = await createHttpClient(server.url).post(
      `/api/v2/canceloperation/${op}`,
      {},
      bearer(token),
    );
    expect(cancel.status).toBe(200);

    const [evaNotice] = await outboxTo(server, eva.email, 'email');
    expect(evaNotice?.subject).toBe('Solicitud cancelada: «Alquiler del local»');
    expect(evaNotice?.text).toContain(
      `${BUSINESS} (Luis Ortega) ha cancelado la solicitud de firma «Alquiler del local» el `,
    );
    const [tomNotice] = await outboxTo(server, tom.phone, 'sms');
    expect(tomNotice?.text).toBe(
      `Confirma: ${BUSINESS} cancelled the signature request "Alquiler del local". You no longer need to sign.`,
    );
    // Lia's turn never came: she was never invited and is not written to.
    expect(await outboxTo(server, later.email, 'email')).toHaveLength(0);

    const page = await readOperation(server, op, evaToken);
    expect(page.status).toBe('CANCELLED');
    expect(page.sender?.name).toBe(BUSINESS);
    expect(Date.now() - Date.parse(page.endedAt ?? '')).toBeLessThan(60_000);
  });
});
