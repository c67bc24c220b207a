import { ZAccountDocument } from '@confirma/contracts/account';
import { ZSenderActionResult } from '@confirma/contracts/workspace';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCredits } from '../src/modules/credits/add-credits.ts';
import { listEvidence } from '../src/modules/evidence/index.ts';
import { findOperation, SYSTEM_SCOPE } from '../src/modules/operations/operation-queries.ts';
import { listSigners } from '../src/modules/operations/signer-queries.ts';
import { nextReminderAt } from '../src/modules/workspace/automatic-reminders.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  bearer,
  createOperation,
  invitationToken,
  outboxTo,
  prepareOtpSignature,
  readOperation,
  signerData,
  verifyOperationChain,
} from './support/operations.ts';
import { signedInClient, TEST_PASSWORD } from './support/sign-up.ts';
import type { TTestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

const DAY = 24 * 60 * 60_000;

const person = (name: string, n: number) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: `+3460000${String(n).padStart(4, '0')}`,
});

const signer = (who: ReturnType<typeof person>, level = 1, extra: object[] = []) => ({
  level,
  order: 1,
  signerData: signerData(who.email, extra, who),
  signaturesType: ['SIMPLE'],
});

/** A signed-up sender (interface language `lang`) with credits: cookie client and token. */
async function sender(server: TTestServer, email: string, lang: 'es' | 'en' | 'it') {
  const client = await signedInClient(server, email, TEST_PASSWORD, { 'x-lang': lang });
  const account = ZAccountDocument.parse(await (await client.get('/api/account')).json());
  await addCredits(server.platform.database.db, {
    organizationId: account.userUid,
    kind: 'grant',
    amount: 30,
    reason: 'test',
  });
  const token = await (await client.post('/api/v2/login')).text();
  return { client, token, account };
}

/** A signer signs with the SMS code (their invitation's token). */
async function signs(server: TTestServer, op: string, doc: string, who: ReturnType<typeof person>) {
  const token = await invitationToken(server, who.email);
  const verify = await prepareOtpSignature(server, op, doc, token, who.phone);
  expect((await verify()).status).toBe(200);
}

/** Runs the operation sweep as the workers do: a job of its queue, then the due jobs. */
async function sweep(server: TTestServer) {
  await server.platform.jobs.boss.send('operations.sweep', {});
  await server.worker.drain();
}

const mailsTo = (server: TTestServer, email: string) => outboxTo(server, email, 'email');

/** The e-mails about signature requests a sender got (not the sign-up's verification). */
const noticesTo = async (server: TTestServer, email: string) =>
  (await mailsTo(server, email)).filter((mail) => !mail.text.includes('/verify-email'));

describe("e-mails to the sender, and the sender's actions", () => {
  const server = useTestServer({
    AUTH_SIGN_IN_LIMIT: '100',
    AUTH_EMAIL_LIMIT: '100',
    SENDER_NUDGE_INTERVAL_SECONDS: '4',
    SENDER_NUDGE_DAILY_MAX: '2',
  });

  it('keeps the sign-up language and the e-mail switches, all on, editable one by one', async () => {
    const { client, account } = await sender(server(), 'prefs@example.com', 'it');
    expect(account.language).toBe('it');
    expect(account.notifications).toEqual({
      signerSigned: true,
      allSigned: true,
      rejected: true,
      expired: true,
      identification: true,
    });
    await client.patch('/api/account/profile', { city: 'Roma' });
    const saved = await client.patch('/api/account/profile', {
      notifications: { expired: false },
      language: 'en',
    });
    expect(saved.status).toBe(200);
    const document = ZAccountDocument.parse(await saved.json());
    expect(document.notifications).toEqual({
      signerSigned: true,
      allSigned: true,
      rejected: true,
      expired: false,
      identification: true,
    });
    expect(document.language).toBe('en');
    expect(document.profile.city).toBe('Roma');
  });

  it('tells the sender each signature, in English, then once that everybody signed', async () => {
    const { token } = await sender(server(), 'owner-en@example.com', 'en');
    const [ana, bea] = [person('Ana', 1), person('Bea', 2)];
    const { op, doc } = await createOperation(server(), token, [signer(ana, 1), signer(bea, 2)]);
    expect(await noticesTo(server(), 'owner-en@example.com')).toHaveLength(0);

    await signs(server(), op, doc, ana);
    const [first, ...none] = await noticesTo(server(), 'owner-en@example.com');
    expect(none).toHaveLength(0);
    expect(first?.subject).toBe('Ana Pérez Núñez has signed “contrato.pdf”');
    // Greeted by the whole name the sign-up gave ('Test User'), never its first word alone:
    // a company's name ("Talleres Ruiz S.L.") read "Hola Talleres:".
    expect(first?.text).toContain('Hello Test User,');
    expect(first?.text).toContain('Still to sign: Bea Pérez Núñez.');
    expect(first?.text).toContain(`${server().url}/#/operations/${op}`);
    expect(first?.text).toContain(`${server().url}/#/profilepage`);

    await signs(server(), op, doc, bea);
    const mails = await noticesTo(server(), 'owner-en@example.com');
    expect(mails).toHaveLength(2);
    const [last] = mails;
    expect(last?.subject).toBe('“contrato.pdf”: signed by everybody');
    expect(last?.text).toContain('Every signer has signed');
    expect(last?.text).toContain('Ana Pérez Núñez and Bea Pérez Núñez');
    expect(last?.text).toContain('Download the signed document and the operation certificate');
    expect(last?.text).toContain(`${server().url}/#/operations/${op}`);
    expect((await readOperation(server(), op, token)).status).toBe('SIGNED');
  });

  it('tells one signer operation only that everybody signed', async () => {
    const { token } = await sender(server(), 'owner-one@example.com', 'es');
    const cris = person('Cris', 3);
    const { op, doc } = await createOperation(server(), token, [signer(cris)]);
    await signs(server(), op, doc, cris);
    const mails = await noticesTo(server(), 'owner-one@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual(['«contrato.pdf»: firmado por todos']);
    expect(mails[0]?.text).toContain('Hola Test User:');
    expect(mails[0]?.text).toContain('Descarga el documento firmado y el certificado');
  });

  it('tells the sender of a rejection with its reason, in Italian', async () => {
    const { token } = await sender(server(), 'owner-it@example.com', 'it');
    const dani = person('Dani', 4);
    const { op, loginautToken } = await createOperation(server(), token, [signer(dani)]);
    const rejected = await createHttpClient(server().url).post(
      `/api/v2/rejectoperation/${op}`,
      { operationUuid: op, reason: 'Il prezzo è sbagliato' },
      bearer(loginautToken),
    );
    expect(rejected.status).toBe(200);
    const [mail, ...more] = await noticesTo(server(), 'owner-it@example.com');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Dani Pérez Núñez ha rifiutato di firmare «contrato.pdf»');
    expect(mail?.text).toContain('Motivo: «Il prezzo è sbagliato»');
    expect(mail?.text).toContain(`/#/operations/${op}`);
  });

  it('tells the sender that a request expired, in Spanish, naming who did not sign', async () => {
    const { token } = await sender(server(), 'owner-es@example.com', 'es');
    const eva = person('Eva', 5);
    const { op } = await createOperation(server(), token, [signer(eva)]);
    await server().platform.database.db.execute(
      sql`update operations set expires_at = now() - interval '1 minute' where id = ${op}`,
    );
    await sweep(server());
    expect((await readOperation(server(), op, token)).status).toBe('EXPIRED');
    const [mail] = await noticesTo(server(), 'owner-es@example.com');
    expect(mail?.subject).toBe('La solicitud de firma de «contrato.pdf» ha caducado');
    expect(mail?.text).toContain('No llegó a firmar: Eva Pérez Núñez.');
  });

  it('sends nothing of a kind the sender switched off', async () => {
    const { client, token } = await sender(server(), 'quiet@example.com', 'es');
    await client.patch('/api/account/profile', {
      notifications: { rejected: false, signerSigned: false },
    });
    const [fede, gala] = [person('Fede', 6), person('Gala', 7)];
    const first = await createOperation(server(), token, [signer(fede), signer(gala, 2)]);
    await signs(server(), first.op, first.doc, fede);
    const second = await createOperation(server(), token, [signer(person('Hugo', 8))]);
    await createHttpClient(server().url).post(
      `/api/v2/rejectoperation/${second.op}`,
      { operationUuid: second.op },
      bearer(second.loginautToken),
    );
    expect((await readOperation(server(), second.op, token)).status).toBe('REJECTED');
    expect(await noticesTo(server(), 'quiet@example.com')).toHaveLength(0);
    // The other kinds still arrive.
    await signs(server(), first.op, first.doc, gala);
    expect((await noticesTo(server(), 'quiet@example.com')).map((mail) => mail.subject)).toEqual([
      '«contrato.pdf»: firmado por todos',
    ]);
  });

  it('resends the invitation with a new link and reminds, within the limits (429)', async () => {
    const { client, token } = await sender(server(), 'nudger@example.com', 'es');
    const [ines, juan] = [person('Ines', 9), person('Juan', 10)];
    const { op } = await createOperation(server(), token, [signer(ines), signer(juan, 2)]);
    const firstToken = await invitationToken(server(), ines.email);

    const resent = await createHttpClient(server().url).post(
      `/api/operations/${op}/resend`,
      undefined,
      bearer(token),
    );
    expect(resent.status).toBe(200);
    expect(ZSenderActionResult.parse(await resent.json())).toEqual({ result: 'OK', notified: 1 });
    const invitations = await mailsTo(server(), ines.email);
    expect(invitations).toHaveLength(2);
    expect(invitations[0]?.subject).toMatch(/^«.+»: Test User te pide tu firma$/);
    const newToken = await invitationToken(server(), ines.email);
    expect(newToken).not.toBe(firstToken);
    expect((await readOperation(server(), op, newToken)).viewer?.status).toBe('INVITED');
    // Level 2 is not at its turn yet.
    expect(await mailsTo(server(), juan.email)).toHaveLength(0);

    // Within the interval: refused, with the wait.
    const early = await client.post(`/api/operations/${op}/remind`);
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await early.json()) as { code: string }).code).toBe('RATE_LIMITED');

    await new Promise((resolve) => setTimeout(resolve, 4100));
    const reminded = await client.post(`/api/operations/${op}/remind`);
    expect(reminded.status).toBe(200);
    const [reminder] = await mailsTo(server(), ines.email);
    // It names the request and who sent it, as the invitation did.
    expect(reminder?.subject).toMatch(/^Recordatorio: «.+» \(Test User\)$/);
    expect(reminder?.text).toMatch(/Es «.+», que te envió Test User\./);
    expect(reminder?.text).toMatch(/La solicitud caduca el \d+ de \w+ de \d{4}/);
    expect(reminder?.text).toContain('/#/simpleSignature?operation=');

    // The daily maximum (2 here): refused for about a day.
    await new Promise((resolve) => setTimeout(resolve, 4100));
    const over = await client.post(`/api/operations/${op}/resend`);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(DAY / 1000 - 60);

    const db = server().platform.database.db;
    const events = await listEvidence(db, { subjectType: 'operation', subjectId: op });
    const nudges = events.filter((event) => event.actorType === 'sender' && event.seq > 1);
    expect(nudges.map((event) => event.type)).toEqual([
      'operation.invitation_resent',
      'operation.reminder_sent',
    ]);
    expect((await verifyOperationChain(server(), op)).ok).toBe(true);
  });

  it('cancels; then resend, remind and cancel are 409', async () => {
    const { client, token } = await sender(server(), 'canceller@example.com', 'es');
    const { op } = await createOperation(server(), token, [signer(person('Kai', 11))]);
    const cancelled = await client.post(`/api/operations/${op}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ status: 'CANCELLED' });
    expect((await readOperation(server(), op, token)).status).toBe('CANCELLED');
    for (const action of ['resend', 'remind', 'cancel']) {
      const again = await client.post(`/api/operations/${op}/${action}`);
      expect(again.status).toBe(409);
    }
  });

  it('answers 404 to another account, 401 without an account, 403 from another site', async () => {
    const { token } = await sender(server(), 'owner-x@example.com', 'es');
    const other = await sender(server(), 'other-x@example.com', 'es');
    const { op, loginautToken } = await createOperation(server(), token, [
      signer(person('Lola', 12)),
    ]);
    const anonymous = createHttpClient(server().url);
    for (const action of ['resend', 'remind', 'cancel']) {
      const path = `/api/operations/${op}/${action}`;
      expect((await other.client.post(path)).status).toBe(404);
      expect((await anonymous.post(path, undefined, bearer(other.token))).status).toBe(404);
      expect((await anonymous.post(path)).status).toBe(401);
      expect((await anonymous.post(path, undefined, bearer(loginautToken))).status).toBe(401);
      const foreign = await other.client.post(path, undefined, { origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
    }
    expect((await readOperation(server(), op, token)).status).toBe('SENT');
  });
});

describe('automatic reminders (REMINDER_DAYS=2,5)', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '100', AUTH_EMAIL_LIMIT: '100' });

  /** Moves the signer's invitation `days` (and a minute) into the past. */
  async function invitedDaysAgo(op: string, days: number) {
    await server().platform.database.db.execute(
      sql`update operation_signers set invited_at = now() - make_interval(days => ${days}, mins => 1)
          where operation_id = ${op} and status <> 'PENDING'`,
    );
  }

  const remindersTo = async (email: string) =>
    (await mailsTo(server(), email)).filter((mail) => mail.subject?.startsWith('Recordatorio'));

  async function nextOf(op: string) {
    const db = server().platform.database.db;
    const operation = await findOperation(db, { operationId: op, scope: SYSTEM_SCOPE });
    if (!operation) throw new Error('no operation');
    return nextReminderAt(operation, await listSigners(db, { operationId: op }), [2, 5]);
  }

  it('reminds on day 2 and on day 5, once each, whatever the number of sweeps', async () => {
    const { token } = await sender(server(), 'auto@example.com', 'es');
    const mara = person('Mara', 20);
    const { op } = await createOperation(server(), token, [signer(mara)]);
    const [invited] = await listSigners(server().platform.database.db, { operationId: op });
    expect((await nextOf(op))?.getTime()).toBe((invited?.invitedAt?.getTime() ?? 0) + 2 * DAY);
    await sweep(server());
    expect(await remindersTo(mara.email)).toHaveLength(0);

    await invitedDaysAgo(op, 2);
    await sweep(server());
    await sweep(server());
    const [reminder, ...more] = await remindersTo(mara.email);
    expect(more).toHaveLength(0);
    expect(reminder?.text).toContain('La solicitud caduca el');
    expect(reminder?.text).toContain(`operation=${op}`);
    // The link in the reminder opens the operation for the signer.
    const token2 = /[?&]token=([^&\s]+)/.exec(reminder?.text ?? '')?.[1] ?? '';
    expect((await readOperation(server(), op, decodeURIComponent(token2))).viewer).not.toBeNull();
    expect((await nextOf(op))?.getTime()).toBeGreaterThan(Date.now() + 2 * DAY);

    await invitedDaysAgo(op, 5);
    await sweep(server());
    await sweep(server());
    expect(await remindersTo(mara.email)).toHaveLength(2);
    expect(await nextOf(op)).toBeNull();

    await invitedDaysAgo(op, 9);
    await sweep(server());
    expect(await remindersTo(mara.email)).toHaveLength(2);
    const events = await listEvidence(server().platform.database.db, {
      subjectType: 'operation',
      subjectId: op,
    });
    const reminders = events.filter((event) => event.type === 'operation.reminder_sent');
    expect(
      reminders.map((event) => [event.actorType, (event.data as { step: number }).step]),
    ).toEqual([
      ['system', 1],
      ['system', 2],
    ]);
  });

  it('sends one reminder, not two, to a signer two steps behind, with parallel sweeps', async () => {
    const { token } = await sender(server(), 'behind@example.com', 'es');
    const nico = person('Nico', 21);
    const { op } = await createOperation(server(), token, [signer(nico)]);
    await invitedDaysAgo(op, 6);
    const { context } = server().services.operations;
    const { sendDueReminders } = await import('../src/modules/workspace/automatic-reminders.ts');
    const counts = await Promise.all([sendDueReminders(context), sendDueReminders(context)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await remindersTo(nico.email)).toHaveLength(1);
    await sweep(server());
    expect(await remindersTo(nico.email)).toHaveLength(1);
  });

  it('reminds nobody of an expired, signed, cancelled or on-device operation', async () => {
    const { client, token } = await sender(server(), 'none@example.com', 'es');
    const [olga, pau, quim, rosa] = [
      person('Olga', 22),
      person('Pau', 23),
      person('Quim', 24),
      person('Rosa', 25),
    ];
    const expired = await createOperation(server(), token, [signer(olga)]);
    await server().platform.database.db.execute(
      sql`update operations set expires_at = now() - interval '1 minute' where id = ${expired.op}`,
    );
    const signed = await createOperation(server(), token, [signer(pau)]);
    await signs(server(), signed.op, signed.doc, pau);
    const cancelled = await createOperation(server(), token, [signer(quim)]);
    await client.post(`/api/operations/${cancelled.op}/cancel`);
    const onDevice = await createOperation(server(), token, [
      signer(rosa, 1, [{ actions: [{ action: 'avoidSendSignEmail', step: 'FIRMA-INICIO' }] }]),
    ]);
    for (const { op } of [expired, signed, cancelled, onDevice]) await invitedDaysAgo(op, 3);
    await sweep(server());
    for (const who of [olga, pau, quim, rosa]) expect(await remindersTo(who.email)).toHaveLength(0);
    expect(await nextOf(expired.op)).toBeNull();
    expect(await nextOf(signed.op)).toBeNull();
    expect(await nextOf(onDevice.op)).toBeNull();
  });
});

describe("the sender's e-mails wait SENDER_NOTICE_DELAY_SECONDS", () => {
  const server = useTestServer({ SENDER_NOTICE_DELAY_SECONDS: '30' });
  /** The sender notices queued for `op` and when each may run. */
  const queued = async (op: string) => {
    const { rows } = await server().platform.database.executeSql(
      `select extract(epoch from start_after - now())::float as due_in from pgboss.job
        where name = 'operations.sender-notice' and data->>'operationId' = $1
          and state = 'created'`,
      [op],
    );
    return rows.map((row) => Number(row.due_in));
  };
  /** Time passes: the queued notices of `op` are due now. */
  const elapse = (op: string) =>
    server().platform.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'operations.sender-notice'
          and data->>'operationId' = ${op}`,
    );

  it('queues the notice with the signature and sends it when it is due, with what happened', async () => {
    const { token } = await sender(server(), 'patient@example.com', 'en');
    const ivo = person('Ivo', 9);
    const { op, doc } = await createOperation(server(), token, [signer(ivo)]);
    await signs(server(), op, doc, ivo);
    expect(await noticesTo(server(), 'patient@example.com')).toHaveLength(0);
    const [dueIn, ...more] = await queued(op);
    expect(more).toHaveLength(0);
    expect(dueIn).toBeGreaterThan(20);
    expect(dueIn).toBeLessThanOrEqual(30);

    await elapse(op);
    const [mail] = await noticesTo(server(), 'patient@example.com');
    expect(mail?.subject).toBe('“contrato.pdf”: signed by everybody');
    expect(mail?.text).toContain('Ivo Pérez Núñez');
  });

  it('reads the switches when it sends: one turned off meanwhile sends nothing', async () => {
    const { client, token } = await sender(server(), 'changed@example.com', 'es');
    const juan = person('Juan', 10);
    const { op, loginautToken } = await createOperation(server(), token, [signer(juan)]);
    await createHttpClient(server().url).post(
      `/api/v2/rejectoperation/${op}`,
      { operationUuid: op, reason: 'No' },
      bearer(loginautToken),
    );
    expect(await queued(op)).toHaveLength(1);
    await client.patch('/api/account/profile', { notifications: { rejected: false } });
    await elapse(op);
    expect(await noticesTo(server(), 'changed@example.com')).toHaveLength(0);
    expect(await queued(op)).toHaveLength(0);
  });
});
