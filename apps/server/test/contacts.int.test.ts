import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZContactReceipt, ZContactsResponse } from '@confirma/contracts/contact';
import { type TProblem, ZProblem } from '@confirma/contracts/errors';
import { ZOutboxResponse } from '@confirma/contracts/outbox';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../src/db-schema.ts';
import { insertContact } from '../src/modules/contacts/insert-contact.ts';
import { jobs } from '../src/platform/jobs/job-table.ts';
import { solvedAltcha } from './support/demo.ts';
import { createHttpClient } from './support/http-client.ts';
import type { TTestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

const LOW_COST = { DEMO_POW_COST: '1', DEMO_POW_MAX_COUNTER: '20' };
const CHALLENGE = '/api/contacts/challenge';

const FORMS = {
  API: {
    kind: 'API',
    name: 'Ana García',
    email: 'ana.api@example.com',
    need: 'Firmar contratos desde nuestro CRM.',
    agree: true,
  },
  CONTACT_PAGE: {
    kind: 'CONTACT_PAGE',
    name: 'Luis',
    lastname: 'Pérez Gil',
    email: 'luis.page@example.com',
    nif: 'x-1234567-l',
    signatureSelected: 'TRAVELLER_REPORT',
    phone: '+34600111222',
  },
  CONTACT_REQUEST: {
    kind: 'CONTACT_REQUEST',
    name: 'Marta Ruiz',
    company: 'Hoteles del Sur S.L.',
    email: 'marta.request@example.com',
    phone: '955 123 456',
    message: 'Queremos identificar a los huéspedes antes de llegar.',
    consentPrivacy: true,
    consentContact: true,
  },
} as const;

const problem = async (response: Response): Promise<TProblem> => {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return ZProblem.parse(await response.json());
};

/** Solves a contact challenge and posts the form, as the web client does. */
async function postContact(server: TTestServer, form: object, lang = 'es') {
  const client = createHttpClient(server.url);
  const { altcha } = await solvedAltcha(server, client, CHALLENGE);
  return client.post('/api/contacts', { ...form, lang, altcha });
}

async function salesMails(server: TTestServer, to: string) {
  await server.worker.drain();
  const response = await fetch(
    `${server.url}/api/dev/outbox?channel=email&to=${encodeURIComponent(to)}`,
  );
  return ZOutboxResponse.parse(await response.json()).messages;
}

/** The web client's text for an i18n key `contact:a.b.c` in `lang`. */
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/locales');
function webText(lang: string, key: string): unknown {
  const [namespace, dotted] = key.split(':', 2);
  let node: unknown = JSON.parse(
    fs.readFileSync(path.join(LOCALES, lang, `${namespace}.json`), 'utf8'),
  );
  for (const part of (dotted ?? '').split('.')) node = (node as Record<string, unknown>)?.[part];
  return node;
}

describe('contact requests over HTTP', () => {
  const server = useTestServer({ ...LOW_COST, CONTACT_IP_LIMIT: '100' });

  const db = () => server().platform.database.db;
  const stored = async () => (await db().select({ n: count() }).from(contacts))[0]?.n ?? 0;
  const queued = async () => (await db().select({ n: count() }).from(jobs))[0]?.n ?? 0;
  const listed = async (query: string) =>
    ZContactsResponse.parse(await (await fetch(`${server().url}/api/dev/contacts?${query}`)).json())
      .contacts;

  it.each(Object.values(FORMS))(
    'stores a $kind request as RECEIVED and e-mails the sales inbox',
    async (form) => {
      const before = Date.now();
      const response = await postContact(server(), form, 'en');
      expect(response.status).toBe(201);
      const receipt = ZContactReceipt.parse(await response.json());
      expect(receipt.state).toBe('RECEIVED');
      expect(receipt.id).toMatch(/^C\d{13}$/);
      expect(Number(receipt.id.slice(1))).toBeGreaterThanOrEqual(before);

      const [contact] = await listed(`kind=${form.kind}&email=${encodeURIComponent(form.email)}`);
      expect(contact).toMatchObject({
        id: receipt.id,
        kind: form.kind,
        state: 'RECEIVED',
        lang: 'en',
        name: form.name,
        email: form.email,
      });

      const [mail, ...others] = await salesMails(server(), 'sales@confirma.local');
      expect(mail?.subject).toContain(form.name);
      expect(mail?.subject).toMatch(/^Nueva petición de contacto \(/);
      expect(mail?.text).toContain(`Referencia: ${receipt.id}`);
      expect(mail?.text).toContain(`Correo electrónico: ${form.email}`);
      expect(mail?.text).toContain('Idioma: inglés');
      expect(others.length).toBe(Object.keys(FORMS).indexOf(form.kind));
    },
  );

  it('keeps each form’s own fields: the normalised NIE, the type, the company, the consents', async () => {
    const [page] = await listed('kind=CONTACT_PAGE');
    expect(page).toMatchObject({
      lastname: 'Pérez Gil',
      nif: 'X1234567L',
      operationType: 'TRAVELLER_REPORT',
      phone: '+34600111222',
      company: null,
      message: null,
    });
    const [request] = await listed('kind=CONTACT_REQUEST');
    expect(request).toMatchObject({
      company: 'Hoteles del Sur S.L.',
      phone: '955 123 456',
      message: FORMS.CONTACT_REQUEST.message,
      consents: ['privacy', 'contact'],
      lastname: null,
      nif: null,
    });
    const [api] = await listed('kind=API');
    expect(api).toMatchObject({ message: FORMS.API.need, consents: ['agree'], phone: null });
    const mails = await salesMails(server(), 'sales@confirma.local');
    const pageMail = mails.find((mail) => mail.text.includes('DNI/NIE: X1234567L'));
    expect(pageMail?.text).toContain('Tipo de operación: Identificación y firma Parte Viajero');
  });

  it('drops the mobile number of a type that does not ask for it', async () => {
    const email = 'no.mobile@example.com';
    const response = await postContact(server(), {
      ...FORMS.CONTACT_PAGE,
      email,
      signatureSelected: 'IDENTIFICATION',
      phone: 'whatever',
    });
    expect(response.status).toBe(201);
    const [contact] = await listed(`email=${email}`);
    expect(contact).toMatchObject({ operationType: 'IDENTIFICATION', phone: null });
  });

  it('refuses bad input with a 400 problem: English sentences, and keys the web client translates; stores nothing', async () => {
    const before = { contacts: await stored(), jobs: await queued() };
    const api = createHttpClient(server().url);
    const invalid = async (form: object, expected: Record<string, string>) => {
      const response = await api.post('/api/contacts', { ...form, altcha: 'x' });
      expect(response.status).toBe(400);
      const body = await problem(response);
      expect(body.code).toBe('VALIDATION_FAILED');
      const issues = Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.key]));
      expect(issues).toMatchObject(expected);
      // The API's caller reads a sentence, never a key.
      for (const issue of body.errors ?? []) expect(issue.message).not.toMatch(/^[a-z]+:/);
      for (const key of Object.values(expected)) {
        for (const lang of ['es', 'en', 'it']) {
          expect(webText(lang, key), `${lang} ${key}`).toEqual(expect.any(String));
        }
      }
    };
    await invalid(
      { ...FORMS.API, name: ' ', email: 'ana@', agree: false },
      {
        'body.name': 'contact:api.validation.nameRequired',
        'body.email': 'contact:api.validation.emailInvalid',
        'body.agree': 'contact:api.validation.agreeRequired',
      },
    );
    await invalid(
      { ...FORMS.API, name: 'x'.repeat(81) },
      { 'body.name': 'contact:api.validation.nameMax' },
    );
    await invalid(
      { ...FORMS.CONTACT_PAGE, nif: '12345678A', phone: '', lastname: '' },
      {
        'body.nif': 'contact:page.validation.nifInvalid',
        'body.phone': 'contact:page.validation.phoneRequired',
        'body.lastname': 'contact:page.validation.lastnameRequired',
      },
    );
    await invalid(
      { ...FORMS.CONTACT_PAGE, signatureSelected: 'VIDEO' },
      { 'body.signatureSelected': 'contact:page.validation.typeRequired' },
    );
    await invalid(
      { ...FORMS.CONTACT_REQUEST, name: 'x'.repeat(201), phone: '123456', consentContact: false },
      {
        'body.name': 'contact:request.validation.nameMax',
        'body.phone': 'contact:request.validation.phoneInvalid',
        'body.consentContact': 'contact:request.validation.consentRequired',
      },
    );
    await invalid(
      { ...FORMS.CONTACT_REQUEST, company: 'x'.repeat(101), email: '' },
      {
        'body.company': 'contact:request.validation.companyMax',
        'body.email': 'contact:request.validation.emailRequired',
      },
    );
    const unknownKind = await api.post('/api/contacts', { ...FORMS.API, kind: 'OTHER' });
    expect(unknownKind.status).toBe(400);
    expect(await stored()).toBe(before.contacts);
    expect(await queued()).toBe(before.jobs);
  });

  it('refuses a missing, forged or reused proof of work; a race stores exactly one', async () => {
    const before = await stored();
    const api = createHttpClient(server().url);
    const post = (altcha?: string) =>
      api.post('/api/contacts', { ...FORMS.API, ...(altcha === undefined ? {} : { altcha }) });
    for (const altcha of [undefined, '', 'not a payload']) {
      const response = await post(altcha);
      expect(response.status).toBe(400);
      expect((await problem(response)).code).toBe('CAPTCHA_FAILED');
    }
    const { challenge, solution, altcha } = await solvedAltcha(server(), api, CHALLENGE);
    const forged = Buffer.from(
      JSON.stringify({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    expect((await problem(await post(forged))).code).toBe('CAPTCHA_FAILED');
    expect(await stored()).toBe(before);

    expect((await post(altcha)).status).toBe(201);
    const replay = await post(altcha);
    expect(replay.status).toBe(400);
    expect(await problem(replay)).toMatchObject({
      code: 'CAPTCHA_FAILED',
      detail: 'The proof of work was already used',
    });
    // Two posts of one fresh solution at once: the transaction that spends it second
    // stores nothing and queues no e-mail.
    const fresh = await solvedAltcha(server(), api, CHALLENGE);
    const jobsBefore = await queued();
    const race = await Promise.all([post(fresh.altcha), post(fresh.altcha)]);
    expect(race.map((response) => response.status).sort()).toEqual([201, 400]);
    expect(await stored()).toBe(before + 2);
    expect(await queued()).toBe(jobsBefore + 1);
  });

  it('gives every request its own C + milliseconds key, also within one millisecond', async () => {
    const frozen = () => 1_700_000_000_000;
    const values = { kind: 'API', lang: 'es', name: 'Clock', email: 'clock@example.com' } as const;
    const first = await db().transaction((tx) => insertContact(tx, values, frozen));
    const second = await db().transaction((tx) => insertContact(tx, values, frozen));
    expect([first.id, second.id]).toEqual(['C1700000000000', 'C1700000000001']);
    const parallel = await Promise.all(
      [1, 2, 3].map(() => db().transaction((tx) => insertContact(tx, values, frozen))),
    );
    expect(new Set(parallel.map((row) => row.id)).size).toBe(3);
    for (const row of parallel) expect(row.id).toMatch(/^C170000000000[2-4]$/);
    await db().delete(contacts).where(eq(contacts.email, 'clock@example.com'));
  });

  it('refuses a post from another site', async () => {
    const response = await createHttpClient(server().url, { origin: 'https://evil.example' }).post(
      '/api/contacts',
      FORMS.API,
    );
    expect(response.status).toBe(403);
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server().url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    expect(document.paths[CHALLENGE]?.get?.tags).toEqual(['contact requests']);
    expect(document.paths['/api/contacts']?.post?.summary).toMatch(/contact request/);
    expect(document.paths['/api/dev/contacts']?.get?.tags).toEqual(['development']);
  });
});

describe('contact request limits and settings', () => {
  const server = useTestServer({
    ...LOW_COST,
    CONTACT_IP_LIMIT: '2',
    CONTACT_CHALLENGE_LIMIT: '4',
    SALES_EMAIL: 'ventas@example.com',
    SALES_EMAIL_LANG: 'it',
    OUTBOX_ENABLED: 'true',
  });

  it('allows CONTACT_IP_LIMIT requests an hour per IP, then 429 with Retry-After; nothing stored', async () => {
    expect((await postContact(server(), FORMS.API)).status).toBe(201);
    expect((await postContact(server(), FORMS.CONTACT_REQUEST)).status).toBe(201);
    const over = await postContact(server(), FORMS.CONTACT_PAGE);
    expect(over.status).toBe(429);
    expect((await problem(over)).code).toBe('RATE_LIMITED');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const rows = await server().platform.database.db.select().from(contacts);
    expect(rows.map((row) => row.kind).sort()).toEqual(['API', 'CONTACT_REQUEST']);

    // Three challenges so far; the fourth is the last one this minute.
    expect((await createHttpClient(server().url).get(CHALLENGE)).status).toBe(200);
    const tooMany = await createHttpClient(server().url).get(CHALLENGE);
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('e-mails SALES_EMAIL in SALES_EMAIL_LANG', async () => {
    await server().worker.drain();
    const response = await fetch(`${server().url}/api/dev/outbox?to=ventas@example.com`);
    const { messages } = ZOutboxResponse.parse(await response.json());
    // Two jobs sent them: in either order.
    expect(messages.map((mail) => mail.subject).sort()).toEqual([
      'Nuova richiesta di contatto (modulo di richiesta di contatto): Marta Ruiz',
      'Nuova richiesta di contatto (pagina API): Ana García',
    ]);
    const request = messages.find((mail) => mail.subject?.includes('Marta Ruiz'));
    expect(request?.text).toContain('Azienda: Hoteles del Sur S.L.');
  });
});

describe('the contact listing outside development', () => {
  const server = useTestServer({ OUTBOX_ENABLED: 'false' });

  it('is not served where the outbox is not', async () => {
    expect((await fetch(`${server().url}/api/dev/contacts`)).status).toBe(404);
    expect((await createHttpClient(server().url).get(CHALLENGE)).status).toBe(200);
  });
});
