import { createHash } from 'node:crypto';
import { ZProblem } from '@confirma/contracts/errors';
import { ZCreateOperationResponse } from '@confirma/contracts/operations';
import { ZAuditPage } from '@confirma/contracts/organizations';
import { ZRequestTemplate, ZRequestTemplateList } from '@confirma/contracts/request-templates';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findReferencedBlobs } from '../src/blob-collection.ts';
import { getCredits } from '../src/modules/credits/get-credits.ts';
import { operationSigners, operations } from '../src/modules/operations/operations-schema.ts';
import { makeLabelledPdf } from '../src/modules/pdf-inspection/testing/labelled-pdfs.ts';
import { createHttpClient } from './support/http-client.ts';
import { bearer, outboxTo, readOperation, signedInSender } from './support/operations.ts';
import { useTestServer } from './support/use-test-server.ts';

const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const box = (x: number, y: number, width = 150, height = 18) => ({
  pageNumber: 1,
  x,
  y,
  width,
  height,
});

/** A lease on a 3-page PDF: the tenant signs by code and fills two texts, the owner by hand. */
async function leaseTemplate(name = 'Alquiler') {
  const pdf = await makeLabelledPdf(3);
  return {
    pdf,
    body: {
      name,
      subject: 'Contrato de alquiler',
      message: 'Hola, aquí tienes el contrato.',
      order: 'sequential',
      copies: [{ name: 'Gestoría', email: 'gestoria@example.com' }],
      document: { name: 'alquiler.pdf', b64: Buffer.from(pdf).toString('base64') },
      roles: [
        {
          name: 'Inquilino',
          method: 'SIMPLE',
          language: 'es',
          placement: { pageNumber: 3, x: 60, y: 90, width: 180, height: 60 },
          fields: [
            {
              type: 'text',
              label: 'Renta',
              required: true,
              value: '900 €',
              placement: box(60, 40),
            },
            { type: 'text', label: 'Ciudad', required: false, placement: box(220, 40) },
            { type: 'date', label: '', required: false, placement: box(380, 40, 80) },
          ],
        },
        { name: 'Propietario', method: 'BIOMETRICA', language: 'en' },
      ],
    },
  };
}

/** A sender with credits: the browser (session cookie) and an API client (account token). */
async function sender(email: string, credits = 20) {
  const { client, token, userId } = await signedInSender(server(), email, credits);
  const api = createHttpClient(server().url, bearer(token));
  return { browser: client, api, userId };
}

async function problemOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ZProblem.parse(await response.json());
}

const pathsOf = async (response: Response) =>
  ((await problemOf(response, 400)).errors ?? []).map((error) => error.path);

describe('request templates', () => {
  it('are saved, listed, read with their PDF, renamed, changed and deleted', async () => {
    const { browser, api } = await sender('plantillas@example.com');
    const { pdf, body } = await leaseTemplate();
    const created = await api.post('/api/request-templates', body);
    expect(created.status).toBe(201);
    const template = ZRequestTemplate.parse(await created.json());
    expect(template).toMatchObject({
      name: 'Alquiler',
      subject: 'Contrato de alquiler',
      order: 'sequential',
      contractType: null,
      document: {
        name: 'alquiler.pdf',
        pages: 3,
        sha256: sha256(pdf),
        url: `/api/request-templates/${template.id}/document`,
      },
    });
    // Roles and fields get their ids; only a text keeps words; a date asks nothing.
    expect(
      template.roles.map(({ id, name, method, language }) => [id, name, method, language]),
    ).toEqual([
      ['r1', 'Inquilino', 'SIMPLE', 'es'],
      ['r2', 'Propietario', 'BIOMETRICA', 'en'],
    ]);
    expect(template.roles[0]?.fields.map(({ id, type, value }) => [id, type, value])).toEqual([
      ['f1', 'text', '900 €'],
      ['f2', 'text', undefined],
      ['f3', 'date', undefined],
    ]);

    // The browser's session sees the same list, newest first.
    const second = ZRequestTemplate.parse(
      await (await browser.post('/api/request-templates', { ...body, name: 'Alquiler 2' })).json(),
    );
    const list = ZRequestTemplateList.parse(
      await (await browser.get('/api/request-templates')).json(),
    );
    expect(list.items.map((item) => [item.name, item.roles.length, item.document?.name])).toEqual([
      ['Alquiler 2', 2, 'alquiler.pdf'],
      ['Alquiler', 2, 'alquiler.pdf'],
    ]);

    const document = await api.get(`/api/request-templates/${template.id}/document`);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await document.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    const renamed = await api.patch(`/api/request-templates/${template.id}`, {
      name: 'Alquiler de vivienda',
    });
    expect(ZRequestTemplate.parse(await renamed.json())).toMatchObject({
      name: 'Alquiler de vivienda',
      roles: template.roles,
    });

    // New content: one role, parallel, on contract type 2 (the PDF dropped).
    const changed = ZRequestTemplate.parse(
      await (
        await api.patch(`/api/request-templates/${template.id}`, {
          order: 'parallel',
          contractType: '2',
          roles: [{ id: 'r2', name: 'Cliente', method: 'SIMPLE', language: 'it' }],
        })
      ).json(),
    );
    expect(changed).toMatchObject({
      name: 'Alquiler de vivienda',
      order: 'parallel',
      contractType: '2',
      document: null,
      roles: [{ id: 'r2', name: 'Cliente', method: 'SIMPLE', language: 'it', fields: [] }],
    });
    expect((await api.get(`/api/request-templates/${template.id}/document`)).status).toBe(404);

    const deleted = await api.send('DELETE', `/api/request-templates/${second.id}`);
    expect(deleted.status).toBe(204);
    await problemOf(await api.get(`/api/request-templates/${second.id}`), 404);
    const left = ZRequestTemplateList.parse(await (await api.get('/api/request-templates')).json());
    expect(left.items.map((item) => item.id)).toEqual([template.id]);
  });

  it('keep their PDF from the collection of unreferenced blobs until deleted', async () => {
    const { api } = await sender('plantillas-blob@example.com');
    const { pdf, body } = await leaseTemplate();
    const template = ZRequestTemplate.parse(
      await (await api.post('/api/request-templates', body)).json(),
    );
    const referenced = () => findReferencedBlobs(server().platform.database.db)([sha256(pdf)]);
    expect(await referenced()).toEqual(new Set([sha256(pdf)]));
    expect((await api.send('DELETE', `/api/request-templates/${template.id}`)).status).toBe(204);
    expect(await referenced()).toEqual(new Set());
  });

  it('start a request: each role its person, in order, with its fields and the invitation', async () => {
    const { api, userId } = await sender('plantillas-uso@example.com');
    const template = ZRequestTemplate.parse(
      await (await api.post('/api/request-templates', (await leaseTemplate()).body)).json(),
    );
    const db = server().platform.database.db;
    const before = (await getCredits(db, { organizationId: userId })).currentcredits;
    const people = {
      roles: {
        r1: {
          name: 'Ana',
          lastname: 'García',
          email: 'ana.inquilina@example.com',
          phone: '+34600111333',
        },
        r2: { name: 'Luis', lastname: 'Pérez', email: 'luis.propietario@example.com' },
      },
      fieldValues: { f2: 'Valladolid' },
    };
    const started = await api.post(`/api/request-templates/${template.id}/requests`, people, {
      'idempotency-key': 'lease-ana-1',
    });
    expect(started.status).toBe(201);
    const answer = ZCreateOperationResponse.parse(await started.json());
    const operationId = answer.uuids[0] ?? '';

    const [operation] = await db.select().from(operations).where(eq(operations.id, operationId));
    expect(operation).toMatchObject({
      organizationId: userId,
      subject: 'Contrato de alquiler',
      message: 'Hola, aquí tienes el contrato.',
      copyRecipients: [{ name: 'Gestoría', email: 'gestoria@example.com' }],
      creditsSpent: 4,
    });
    expect((await getCredits(db, { organizationId: userId })).currentcredits).toBe(before - 4);
    const signers = await db
      .select()
      .from(operationSigners)
      .where(eq(operationSigners.operationId, operationId))
      .orderBy(asc(operationSigners.level));
    expect(
      signers.map((row) => [row.level, row.fullName, row.email, row.signatureTypes, row.status]),
    ).toEqual([
      [1, 'Ana García', 'ana.inquilina@example.com', ['SIMPLE'], 'INVITED'],
      [2, 'Luis Pérez', 'luis.propietario@example.com', ['BIOMETRICA'], 'PENDING'],
    ]);
    // The owner signs in English, the role's language.
    expect(signers[1]?.signerData.find((datum) => datum.identifier === 'idiomadef')?.value).toBe(
      'en-en',
    );
    expect(signers[0]?.boxPositions).toMatchObject([
      { pageNumber: 3, x: 60, y: 90, width: 180, height: 60, source: 'request' },
    ]);
    // The tenant's fields keep the template's ids: the rent's default, the city the request gave.
    const read = await readOperation(server(), operationId, answer.loginautToken);
    expect(read.viewer?.fields?.map(({ id, type, value }) => [id, type, value])).toEqual([
      ['f1', 'text', '900 €'],
      ['f2', 'text', 'Valladolid'],
      ['f3', 'date', undefined],
    ]);
    // Ana is invited now, with the template's subject; Luis after her.
    const [invitation] = await outboxTo(server(), 'ana.inquilina@example.com', 'email');
    expect(invitation?.subject).toContain('Contrato de alquiler');
    expect(await outboxTo(server(), 'luis.propietario@example.com', 'email')).toEqual([]);

    // The same key and body again: the first answer, nothing created or charged twice.
    const again = await api.post(`/api/request-templates/${template.id}/requests`, people, {
      'idempotency-key': 'lease-ana-1',
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(ZCreateOperationResponse.parse(await again.json()).uuids).toEqual(answer.uuids);
    expect((await getCredits(db, { organizationId: userId })).currentcredits).toBe(before - 4);
  });

  it('start a request on a contract type, the request giving its own subject', async () => {
    const { api, browser } = await sender('plantillas-contrato@example.com');
    const template = ZRequestTemplate.parse(
      await (
        await api.post('/api/request-templates', {
          name: 'Servicios',
          contractType: '1',
          roles: [{ name: 'Cliente', method: 'SIMPLE' }],
        })
      ).json(),
    );
    const started = await api.post(`/api/request-templates/${template.id}/requests`, {
      roles: { r1: { name: 'Eva', email: 'eva.cliente@example.com', phone: '+34600111444' } },
      subject: 'Servicios de Eva',
    });
    expect(started.status).toBe(201);
    const operationId = ZCreateOperationResponse.parse(await started.json()).uuids[0] ?? '';
    const [operation] = await server()
      .platform.database.db.select()
      .from(operations)
      .where(eq(operations.id, operationId));
    expect(operation).toMatchObject({ opClass: 1241, subject: 'Servicios de Eva', message: null });
    // A send of the member, in the organisation's audit log.
    const audit = ZAuditPage.parse(await (await browser.get('/api/organization/audit')).json());
    expect(audit.entries.filter((entry) => entry.action === 'operation.sent')).toEqual([
      expect.objectContaining({
        target: operationId,
        actorEmail: 'plantillas-contrato@example.com',
        data: { kind: 'signature' },
      }),
    ]);
  });

  it("are another account's 404, every one of their routes", async () => {
    const owner = await sender('plantillas-dueno@example.com');
    const other = await sender('plantillas-otro@example.com');
    const template = ZRequestTemplate.parse(
      await (await owner.api.post('/api/request-templates', (await leaseTemplate()).body)).json(),
    );
    const path = `/api/request-templates/${template.id}`;
    for (const client of [other.api, other.browser]) {
      await problemOf(await client.get(path), 404);
      await problemOf(await client.get(`${path}/document`), 404);
      await problemOf(await client.patch(path, { name: 'Mía' }), 404);
      await problemOf(await client.send('DELETE', path), 404);
      await problemOf(
        await client.post(`${path}/requests`, {
          roles: {
            r1: { name: 'Ana', email: 'ana.x@example.com', phone: '+34600111555' },
            r2: { name: 'Luis', email: 'luis.x@example.com' },
          },
        }),
        404,
      );
      const list = ZRequestTemplateList.parse(
        await (await client.get('/api/request-templates')).json(),
      );
      expect(list.items).toEqual([]);
    }
    // Untouched.
    expect(ZRequestTemplate.parse(await (await owner.api.get(path)).json()).name).toBe('Alquiler');
    // No credential at all: 401.
    await problemOf(await fetch(`${server().url}/api/request-templates`), 401);
  });

  it('refuse bad templates with the fields named', async () => {
    const { api } = await sender('plantillas-mal@example.com');
    const { body } = await leaseTemplate();
    const [tenant, owner] = body.roles as [object, object];
    const save = (changes: object) => api.post('/api/request-templates', { ...body, ...changes });
    // Two roles of one name; a name too long.
    expect(
      await pathsOf(
        await save({ roles: [tenant, { ...owner, name: 'inquilino' }], name: 'x'.repeat(101) }),
      ),
    ).toEqual(expect.arrayContaining(['body.name', 'body.roles.1.name']));
    // A box off its page; a field on a page the PDF lacks.
    expect(
      await pathsOf(
        await save({
          roles: [
            { ...tenant, placement: { pageNumber: 1, x: 500, y: 10, width: 180, height: 60 } },
          ],
        }),
      ),
    ).toEqual(['body.roles.0.placement']);
    expect(
      await pathsOf(
        await save({
          roles: [
            {
              ...tenant,
              fields: [
                {
                  type: 'date',
                  label: '',
                  required: false,
                  placement: { ...box(60, 40), pageNumber: 9 },
                },
              ],
            },
          ],
        }),
      ),
    ).toEqual(['body.roles.0.fields.0.pageNumber']);
    // Neither a PDF nor a contract; boxes on a contract type.
    expect(await pathsOf(await save({ document: null }))).toEqual(['body.document']);
    expect(await pathsOf(await save({ document: null, contractType: '1' }))).toEqual([
      'body.roles.0.placement',
    ]);
    // Not a PDF: 415 on the document, nothing stored.
    const notPdf = await problemOf(
      await save({
        document: { name: 'x.pdf', b64: Buffer.from('<html>hola</html>').toString('base64') },
      }),
      415,
    );
    expect(notPdf.errors?.map((error) => error.path)).toEqual(['body.document.b64']);
    // A change that leaves the roles off the new document's pages: nothing changes.
    const template = ZRequestTemplate.parse(await (await save({})).json());
    const onePage = await makeLabelledPdf(1);
    const smaller = await api.patch(`/api/request-templates/${template.id}`, {
      document: { name: 'corto.pdf', b64: Buffer.from(onePage).toString('base64') },
    });
    expect(await pathsOf(smaller)).toEqual(['body.roles.0.placement.pageNumber']);
    expect(
      ZRequestTemplate.parse(await (await api.get(`/api/request-templates/${template.id}`)).json())
        .document?.name,
    ).toBe('alquiler.pdf');
    // Nothing to change.
    await problemOf(await api.patch(`/api/request-templates/${template.id}`, {}), 400);
  });

  it('refuse a request whose people or values do not fit the template, naming the role', async () => {
    const { api, userId } = await sender('plantillas-personas@example.com');
    const template = ZRequestTemplate.parse(
      await (await api.post('/api/request-templates', (await leaseTemplate()).body)).json(),
    );
    const start = (body: object) =>
      api.post(`/api/request-templates/${template.id}/requests`, body);
    const ana = { name: 'Ana', email: 'ana.p@example.com', phone: '+34600111666' };
    const luis = { name: 'Luis', email: 'luis.p@example.com' };
    const db = server().platform.database.db;
    const before = (await getCredits(db, { organizationId: userId })).currentcredits;
    // Luis missing, a role the template lacks, a value for no text field.
    expect(
      await pathsOf(
        await start({ roles: { r1: ana, r9: luis }, fieldValues: { f3: 'x', f7: 'y' } }),
      ),
    ).toEqual(
      expect.arrayContaining([
        'body.roles.r9',
        'body.roles.r2',
        'body.fieldValues.f3',
        'body.fieldValues.f7',
      ]),
    );
    // Ana signs by SMS code: her mobile is needed; an e-mail that is none (checked first).
    const noPhone = await problemOf(
      await start({ roles: { r1: { ...ana, phone: '' }, r2: luis } }),
      400,
    );
    expect(noPhone.errors?.map(({ path, key }) => [path, key])).toEqual([
      ['body.roles.r1.phone', 'flows:create.validation.phoneRequired'],
    ]);
    const noEmail = await problemOf(
      await start({ roles: { r1: ana, r2: { ...luis, email: 'luis' } } }),
      400,
    );
    expect(noEmail.errors?.map(({ path, key }) => [path, key])).toEqual([
      ['body.roles.r2.email', 'flows:create.validation.emailInvalid'],
    ]);
    // A mobile of the right shape that is no number: refused by the creation, said of Ana.
    expect(
      await pathsOf(await start({ roles: { r1: { ...ana, phone: '+34000000000' }, r2: luis } })),
    ).toEqual(['body.roles.r1.phone']);
    expect((await getCredits(db, { organizationId: userId })).currentcredits).toBe(before);
  });
});
