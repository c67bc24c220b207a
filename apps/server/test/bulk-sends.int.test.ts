import { ZBulkPreview, ZBulkSend, ZBulkSendList } from '@confirma/contracts/bulk-sends';
import { ZProblem } from '@confirma/contracts/errors';
import { ZAuditPage } from '@confirma/contracts/organizations';
import { ZRequestTemplate } from '@confirma/contracts/request-templates';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger } from '../src/db-schema.ts';
import { enqueueBulkSendJob } from '../src/modules/bulk-sends/bulk-send-job.ts';
import { BULK_SEND_JOB } from '../src/modules/bulk-sends/bulk-sends.types.ts';
import { bulkSends } from '../src/modules/bulk-sends/bulk-sends-schema.ts';
import { getCredits } from '../src/modules/credits/get-credits.ts';
import { readCreditFigures } from '../src/modules/credits/read-credit-figures.ts';
import { operationSigners, operations } from '../src/modules/operations/operations-schema.ts';
import { makeLabelledPdf } from '../src/modules/pdf-inspection/testing/labelled-pdfs.ts';
import { FETCH_JOBS } from '../src/platform/jobs/job-runner.ts';
import { jobs } from '../src/platform/jobs/job-table.ts';
import { createHttpClient } from './support/http-client.ts';
import { jobsOf, retriesDue } from './support/jobs.ts';
import { bearer, outboxTo, signedInSender } from './support/operations.ts';
import { spreadsheetCells } from './support/spreadsheet.ts';
import { createTestDatabase } from './support/test-database.ts';
import { startTestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

const box = (x: number, y: number) => ({ pageNumber: 1, x, y, width: 150, height: 18 });

/** A lease: the tenant signs by SMS code and has a rent to fill, the owner signs by hand (2 + 2 credits). */
async function leaseBody() {
  const pdf = await makeLabelledPdf(2);
  return {
    name: 'Alquiler',
    subject: 'Contrato de alquiler',
    document: { name: 'alquiler.pdf', b64: Buffer.from(pdf).toString('base64') },
    roles: [
      {
        name: 'Inquilino',
        method: 'SIMPLE',
        placement: { pageNumber: 2, x: 60, y: 90, width: 180, height: 60 },
        fields: [{ type: 'text', label: 'Renta', required: true, placement: box(60, 40) }],
      },
      { name: 'Propietario', method: 'BIOMETRICA' },
    ],
  };
}

async function sender(email: string, credits = 20) {
  const { client, token, userId } = await signedInSender(server(), email, credits);
  return { browser: client, api: createHttpClient(server().url, bearer(token)), userId };
}

type TSender = Awaited<ReturnType<typeof sender>>;

async function leaseOf({ api }: TSender) {
  const created = await api.post('/api/request-templates', await leaseBody());
  expect(created.status).toBe(201);
  return ZRequestTemplate.parse(await created.json());
}

/** As Spanish Excel saves it: a byte-order mark, `;`, CRLF, a quoted cell with a `;`. */
const HEADER =
  '\uFEFFInquilino nombre;Inquilino apellidos;Inquilino email;Inquilino móvil;Propietario nombre;Propietario email;Propietario móvil;Renta\r\n';
const row = (
  n: number,
  { tenantEmail = `inquilino${n}@example.com`, ownerPhone = '600222333' } = {},
) =>
  `Inquilina ${n};"García; Ruiz";${tenantEmail};60011122${n};Propietario ${n};propietario${n}@example.com;${ownerPhone};${900 + n} €\r\n`;

const problemOf = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  return ZProblem.parse(await response.json());
};

const db = () => server().platform.database.db;
/** The ledger after the credits the sender started with (the sign-up bonus and the test's grant). */
const ledgerOf = (userId: string) =>
  db()
    .select({
      kind: creditLedger.kind,
      amount: creditLedger.amount,
      reference: creditLedger.reference,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.organizationId, userId), ne(creditLedger.kind, 'grant')))
    .orderBy(asc(creditLedger.id));
/** A CSV answer's text as sent, its byte-order mark included (Response.text() drops it). */
const textOf = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
const operationsOf = (userId: string) =>
  db().select().from(operations).where(eq(operations.organizationId, userId));

/** The figures always add up (modules/credits, "The figures"). */
async function figuresOf(userId: string) {
  const f = await readCreditFigures(db(), { organizationId: userId });
  expect(f.available - f.debt).toBe(
    f.purchased + f.granted + f.adjusted - f.used - f.reserved - f.revoked,
  );
  return f;
}

describe('bulk send', () => {
  it('gives the CSV template: each role part in the reader language, the text field by its label', async () => {
    const owner = await sender('bulk-plantilla@example.com');
    const template = await leaseOf(owner);
    const es = await owner.browser.get(
      `/api/request-templates/${template.id}/bulk/template.csv?lang=es`,
    );
    expect(es.status).toBe(200);
    expect(es.headers.get('content-type')).toContain('text/csv');
    expect(await textOf(es)).toBe(
      '\uFEFF"Inquilino nombre";"Inquilino apellidos";"Inquilino email";"Inquilino móvil";"Propietario nombre";"Propietario apellidos";"Propietario email";"Renta"\r\n',
    );
    const program = await owner.api.get(`/api/request-templates/${template.id}/bulk/template.csv`);
    expect(await textOf(program)).toBe(
      '\uFEFF"r1.name","r1.lastname","r1.email","r1.phone","r2.name","r2.lastname","r2.email","f1"\r\n',
    );
  });

  it('previews every row without sending anything; a real send of a bad file is refused whole', async () => {
    const owner = await sender('bulk-preview@example.com');
    const template = await leaseOf(owner);
    const csv = `${HEADER}${row(1)}\r\n${row(2, { tenantEmail: 'no-es-correo' })}${row(3, { ownerPhone: '+34000000000' })}`;
    const before = await ledgerOf(owner.userId);
    const answer = await owner.browser.post(`/api/request-templates/${template.id}/bulk/preview`, {
      csv,
    });
    expect(answer.status).toBe(200);
    const preview = ZBulkPreview.parse(await answer.json());
    expect(preview).toMatchObject({
      template: { id: template.id, name: 'Alquiler' },
      separator: ';',
      rows: 3,
      invalidRows: 2,
      valid: false,
      creditsPerRow: 4,
      creditsTotal: 12,
      balance: { available: 25, debt: 0 },
      enough: true,
      issuesLeftOut: 0,
    });
    expect(preview.columns.map((column) => column.target)).toEqual([
      { kind: 'person', roleId: 'r1', part: 'name' },
      { kind: 'person', roleId: 'r1', part: 'lastname' },
      { kind: 'person', roleId: 'r1', part: 'email' },
      { kind: 'person', roleId: 'r1', part: 'phone' },
      { kind: 'person', roleId: 'r2', part: 'name' },
      { kind: 'person', roleId: 'r2', part: 'email' },
      { kind: 'person', roleId: 'r2', part: 'phone' },
      { kind: 'field', fieldId: 'f1' },
    ]);
    // The empty line (row 3) is left out; rows keep the spreadsheet's numbers.
    expect(preview.first.map(({ row, cells, valid }) => [row, cells[1], valid])).toEqual([
      [2, 'García; Ruiz', true],
      [4, 'García; Ruiz', false],
      [5, 'García; Ruiz', false],
    ]);
    expect(preview.issues.map(({ row, column, key }) => [row, column, key])).toEqual([
      [4, 'Inquilino email', 'flows:create.validation.emailInvalid'],
      [5, 'Propietario móvil', 'flows:create.validation.phoneInvalid'],
    ]);

    const refused = await problemOf(
      await owner.api.post(`/api/request-templates/${template.id}/bulk`, { csv }),
      400,
    );
    expect(refused.errors?.map(({ path, key }) => [path, key])).toEqual([
      ['rows.4.Inquilino email', 'flows:create.validation.emailInvalid'],
      ['rows.5.Propietario móvil', 'flows:create.validation.phoneInvalid'],
    ]);
    // Nothing created, no credit moved.
    expect(await operationsOf(owner.userId)).toEqual([]);
    expect(await ledgerOf(owner.userId)).toEqual(before);
    const list = ZBulkSendList.parse(await (await owner.api.get('/api/bulk-sends')).json());
    expect(list.items).toEqual([]);

    // A file without the columns a role needs: said once, of the header.
    const missing = ZBulkPreview.parse(
      await (
        await owner.api.post(`/api/request-templates/${template.id}/bulk/preview`, {
          csv: 'Inquilino nombre,Inquilino email\nAna,ana@example.com\n',
        })
      ).json(),
    );
    expect(missing.issues.map(({ row, key, params }) => [row, key, params])).toEqual([
      [1, 'bulk:issues.columnMissing.phone', { role: 'Inquilino' }],
      [1, 'bulk:issues.columnMissing.name', { role: 'Propietario' }],
      [1, 'bulk:issues.columnMissing.email', { role: 'Propietario' }],
    ]);
    expect(missing).toMatchObject({ rows: 1, invalidRows: 1, valid: false });
  });

  it('sends a CSV of 3 rows: 12 credits reserved at once, 3 operations with their invitations, a result file', async () => {
    const owner = await sender('bulk-envio@example.com');
    const template = await leaseOf(owner);
    const csv = `${HEADER}${row(1)}${row(2)}${row(3)}`;
    const key = { 'idempotency-key': 'bulk-envio-0001' };
    const sent = await owner.api.post(`/api/request-templates/${template.id}/bulk`, { csv }, key);
    expect(sent.status).toBe(201);
    const bulk = ZBulkSend.parse(await sent.json());
    expect(bulk).toMatchObject({
      templateId: template.id,
      templateName: 'Alquiler',
      state: 'running',
      total: 3,
      pending: 3,
      created: 0,
      credits: { reserved: 12, used: 0, returned: 0 },
      resultUrl: `/api/bulk-sends/${bulk.id}/result.csv`,
    });
    // Reserved up front, before any row is created: one ledger row.
    expect(await ledgerOf(owner.userId)).toEqual([
      { kind: 'reserve', amount: -12, reference: bulk.id },
    ]);
    expect(await figuresOf(owner.userId)).toMatchObject({ available: 13, used: 0, reserved: 12 });
    // The same key again: the first answer, nothing sent or reserved twice.
    const again = await owner.api.post(`/api/request-templates/${template.id}/bulk`, { csv }, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(ZBulkSend.parse(await again.json()).id).toBe(bulk.id);

    await server().worker.drain();
    const done = ZBulkSend.parse(await (await owner.api.get(`/api/bulk-sends/${bulk.id}`)).json());
    expect(done).toMatchObject({
      state: 'done',
      created: 3,
      failed: 0,
      pending: 0,
      credits: { reserved: 12, used: 12, returned: 0 },
    });
    expect(done.finishedAt).not.toBeNull();
    const created = await operationsOf(owner.userId);
    // Each request titled apart: the template's subject and the row's first person.
    expect(created.map((operation) => [operation.subject, operation.creditsSpent]).sort()).toEqual([
      ['Contrato de alquiler — Inquilina 1 García; Ruiz', 4],
      ['Contrato de alquiler — Inquilina 2 García; Ruiz', 4],
      ['Contrato de alquiler — Inquilina 3 García; Ruiz', 4],
    ]);
    // Each row is a send of the member who started the bulk send, in the audit log.
    const audit = ZAuditPage.parse(
      await (await owner.browser.get('/api/organization/audit')).json(),
    );
    const sends = audit.entries.filter((entry) => entry.action === 'operation.sent');
    expect(sends.map(({ target, actorEmail, data }) => ({ target, actorEmail, data }))).toEqual(
      expect.arrayContaining(
        created.map((operation) => ({
          target: operation.id,
          actorEmail: 'bulk-envio@example.com',
          data: { kind: 'signature' },
        })),
      ),
    );
    expect(sends).toHaveLength(3);
    const signers = await db()
      .select()
      .from(operationSigners)
      .where(
        inArray(
          operationSigners.operationId,
          created.map((operation) => operation.id),
        ),
      );
    expect(
      signers.map((signer) => [signer.fullName, signer.email, signer.cellphone]).sort(),
    ).toEqual(
      [1, 2, 3]
        .flatMap((n) => [
          [`Inquilina ${n} García; Ruiz`, `inquilino${n}@example.com`, `+3460011122${n}`],
          // A handwritten signer's mobile is not kept (the request form's rule).
          [`Propietario ${n}`, `propietario${n}@example.com`, null],
        ])
        .sort(),
    );
    for (const n of [1, 2, 3]) {
      const [invitation] = await outboxTo(server(), `inquilino${n}@example.com`, 'email');
      expect(invitation?.subject).toContain(`Contrato de alquiler — Inquilina ${n} García; Ruiz`);
    }
    // Nothing debited again: the operations were paid out of the reservation.
    expect(await ledgerOf(owner.userId)).toEqual([
      { kind: 'reserve', amount: -12, reference: bulk.id },
    ]);
    expect(await figuresOf(owner.userId)).toMatchObject({ available: 13, used: 12, reserved: 0 });

    const result = await owner.browser.get(`${done.resultUrl}?lang=es`);
    expect(result.headers.get('content-disposition')).toContain('.csv');
    const cells = spreadsheetCells(await result.text(), ';');
    expect(cells[0]).toEqual([
      'Fila',
      'Inquilino email',
      'Propietario email',
      'Resultado',
      'Operación',
      'Motivo',
    ]);
    const ids = new Set(created.map((operation) => operation.id));
    expect(
      cells
        .slice(1)
        .map(([n, tenant, , outcome, operation, reason]) => [
          n,
          tenant,
          outcome,
          ids.has(operation ?? ''),
          reason,
        ]),
    ).toEqual([
      ['2', 'inquilino1@example.com', 'Enviada', true, ''],
      ['3', 'inquilino2@example.com', 'Enviada', true, ''],
      ['4', 'inquilino3@example.com', 'Enviada', true, ''],
    ]);
    const forProgram = spreadsheetCells(await (await owner.api.get(done.resultUrl)).text(), ',');
    expect(forProgram[0]).toEqual(['row', 'r1.email', 'r2.email', 'outcome', 'operation', 'error']);
    expect(forProgram[1]?.[3]).toBe('created');

    // Another job for the same bulk send (a retry after a crash) creates nothing twice.
    await server().platform.database.db.transaction((tx) =>
      enqueueBulkSendJob(server().platform, tx, { bulkId: bulk.id }),
    );
    await server().worker.drain();
    expect(await operationsOf(owner.userId)).toHaveLength(3);
  });

  it('reports a row the creation refuses, with its reason, and gives back its credits', async () => {
    const owner = await sender('bulk-fallo@example.com');
    const template = await leaseOf(owner);
    const csv = `${HEADER}${row(1)}${row(2, { ownerPhone: '' })}${row(3)}`;
    const bulk = ZBulkSend.parse(
      await (await owner.api.post(`/api/request-templates/${template.id}/bulk`, { csv })).json(),
    );
    // Before the job runs, the owner is made to sign by SMS code: row 3 has no mobile for them.
    const changed = await owner.api.patch(`/api/request-templates/${template.id}`, {
      roles: template.roles.map((role) =>
        role.id === 'r2' ? { ...role, method: 'SIMPLE' } : role,
      ),
    });
    expect(changed.status).toBe(200);
    await server().worker.drain();

    const done = ZBulkSend.parse(await (await owner.api.get(`/api/bulk-sends/${bulk.id}`)).json());
    expect(done).toMatchObject({
      state: 'done',
      created: 2,
      failed: 1,
      credits: { reserved: 12, used: 8, returned: 4 },
    });
    expect(await ledgerOf(owner.userId)).toEqual([
      { kind: 'reserve', amount: -12, reference: bulk.id },
      { kind: 'release', amount: 4, reference: bulk.id },
    ]);
    expect(await figuresOf(owner.userId)).toMatchObject({ available: 17, used: 8, reserved: 0 });
    expect((await getCredits(db(), { organizationId: owner.userId })).currentcredits).toBe(17);
    expect(await operationsOf(owner.userId)).toHaveLength(2);

    const cells = spreadsheetCells(
      await (await owner.browser.get(`${done.resultUrl}?lang=es`)).text(),
      ';',
    );
    expect(
      cells
        .slice(1)
        .map(([n, , , outcome, operation, reason]) => [n, outcome, Boolean(operation), reason]),
    ).toEqual([
      ['2', 'Enviada', true, ''],
      ['3', 'No enviada', false, 'Propietario móvil: el móvil es obligatorio'],
      ['4', 'Enviada', true, ''],
    ]);
    const italian = spreadsheetCells(
      await (await owner.browser.get(`${done.resultUrl}?lang=it`)).text(),
      ';',
    );
    expect(italian[2]?.slice(3)).toEqual([
      'Non inviata',
      '',
      'Propietario cellulare: il cellulare è obbligatorio',
    ]);
  });

  it('refuses up front a send the balance does not cover, reserving and creating nothing', async () => {
    const owner = await sender('bulk-saldo@example.com', 5);
    const template = await leaseOf(owner);
    const csv = `${HEADER}${row(1)}${row(2)}${row(3)}`;
    const preview = ZBulkPreview.parse(
      await (
        await owner.api.post(`/api/request-templates/${template.id}/bulk/preview`, { csv })
      ).json(),
    );
    expect(preview).toMatchObject({
      valid: true,
      creditsTotal: 12,
      balance: { available: 10 },
      enough: false,
    });
    const refused = await problemOf(
      await owner.api.post(`/api/request-templates/${template.id}/bulk`, { csv }),
      402,
    );
    expect(refused.code).toBe('INSUFFICIENT_CREDITS');
    await server().worker.drain();
    expect(await operationsOf(owner.userId)).toEqual([]);
    expect(await ledgerOf(owner.userId)).toEqual([]);
    expect(
      ZBulkSendList.parse(await (await owner.api.get('/api/bulk-sends')).json()).items,
    ).toEqual([]);
  });

  it('lets one of two bulk sends racing for one balance reserve it; the other is refused whole', async () => {
    // 15 credits: one file of 3 rows (12) fits, two do not.
    const owner = await sender('bulk-carrera@example.com', 10);
    const template = await leaseOf(owner);
    const send = (n: number) =>
      owner.api.post(`/api/request-templates/${template.id}/bulk`, {
        csv: `${HEADER}${row(n)}${row(n + 1)}${row(n + 2)}`,
      });
    const answers = await Promise.all([send(1), send(4)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 402]);
    const refused = answers.find((answer) => answer.status === 402);
    expect((await problemOf(refused as Response, 402)).code).toBe('INSUFFICIENT_CREDITS');
    const bulk = ZBulkSend.parse(await answers.find((answer) => answer.status === 201)?.json());
    expect(await ledgerOf(owner.userId)).toEqual([
      { kind: 'reserve', amount: -12, reference: bulk.id },
    ]);
    await server().worker.drain();
    expect(await operationsOf(owner.userId)).toHaveLength(3);
    expect(
      ZBulkSendList.parse(await (await owner.api.get('/api/bulk-sends')).json()).items,
    ).toHaveLength(1);
    expect(await figuresOf(owner.userId)).toMatchObject({ available: 3, used: 12, reserved: 0 });
  });

  it('is cancelled before its rows are created: every row given back', async () => {
    const owner = await sender('bulk-cancelar@example.com');
    const template = await leaseOf(owner);
    const bulk = ZBulkSend.parse(
      await (
        await owner.api.post(`/api/request-templates/${template.id}/bulk`, {
          csv: `${HEADER}${row(1)}${row(2)}`,
        })
      ).json(),
    );
    const cancelling = ZBulkSend.parse(
      await (await owner.browser.post(`/api/bulk-sends/${bulk.id}/cancel`)).json(),
    );
    expect(cancelling).toMatchObject({ state: 'running', cancelling: true });
    await server().worker.drain();
    const ended = ZBulkSend.parse(await (await owner.api.get(`/api/bulk-sends/${bulk.id}`)).json());
    expect(ended).toMatchObject({
      state: 'cancelled',
      cancelling: false,
      created: 0,
      cancelled: 2,
      credits: { reserved: 8, used: 0, returned: 8 },
    });
    expect(await figuresOf(owner.userId)).toMatchObject({ available: 25, used: 0, reserved: 0 });
    expect(await operationsOf(owner.userId)).toEqual([]);
    // Listed, by template too.
    const listed = ZBulkSendList.parse(
      await (await owner.api.get(`/api/bulk-sends?templateId=${template.id}`)).json(),
    );
    expect(listed.items.map((item) => [item.id, item.state])).toEqual([[bulk.id, 'cancelled']]);
  });

  it("is another account's 404, every one of its routes", async () => {
    const owner = await sender('bulk-dueno@example.com');
    const other = await sender('bulk-otro@example.com');
    const template = await leaseOf(owner);
    const csv = `${HEADER}${row(1)}`;
    const bulk = ZBulkSend.parse(
      await (await owner.api.post(`/api/request-templates/${template.id}/bulk`, { csv })).json(),
    );
    for (const client of [other.api, other.browser]) {
      const base = `/api/request-templates/${template.id}/bulk`;
      await problemOf(await client.get(`${base}/template.csv`), 404);
      await problemOf(await client.post(`${base}/preview`, { csv }), 404);
      await problemOf(await client.post(base, { csv }), 404);
      await problemOf(await client.get(`/api/bulk-sends/${bulk.id}`), 404);
      await problemOf(await client.get(`/api/bulk-sends/${bulk.id}/result.csv`), 404);
      await problemOf(await client.post(`/api/bulk-sends/${bulk.id}/cancel`), 404);
      expect(ZBulkSendList.parse(await (await client.get('/api/bulk-sends')).json()).items).toEqual(
        [],
      );
    }
    await problemOf(await fetch(`${server().url}/api/bulk-sends/${bulk.id}`), 401);
    // Untouched: still running, nothing reserved by the other account.
    const mine = ZBulkSend.parse(await (await owner.api.get(`/api/bulk-sends/${bulk.id}`)).json());
    expect(mine).toMatchObject({ state: 'running', cancelling: false });
    expect(await ledgerOf(other.userId)).toEqual([]);
  });
});

describe('bulk send: its worker dies', () => {
  it('goes on within a minute of a restart, each row created once', async () => {
    const database = await createTestDatabase();
    try {
      const env = { AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' };
      const first = await startTestServer(env, { database });
      let bulkId: string;
      let userId: string;
      try {
        const owner = await signedInSender(first, 'bulk-caida@example.com');
        userId = owner.userId;
        const api = createHttpClient(first.url, bearer(owner.token));
        const created = await api.post('/api/request-templates', await leaseBody());
        const template = ZRequestTemplate.parse(await created.json());
        const sent = await api.post(`/api/request-templates/${template.id}/bulk`, {
          csv: `${HEADER}${row(1)}${row(2)}${row(3)}`,
        });
        bulkId = ZBulkSend.parse(await sent.json()).id;
        // A worker takes the bulk send's job and dies before it ends.
        const taken = await first.platform.database.executeSql(FETCH_JOBS, [BULK_SEND_JOB, 1]);
        expect(taken.rows).toHaveLength(1);
        // Its try expires in seconds, not after JOBS_EXPIRE_SECONDS (5 minutes).
        expect(Number(taken.rows[0]?.expireInSeconds)).toBeLessThanOrEqual(30);
      } finally {
        await first.close();
      }

      // The process comes back, at its address, 31 s after the worker took the job.
      const port = new URL(first.url).port;
      const second = await startTestServer({ ...env, PORT: port }, { database });
      try {
        const { db } = second.platform.database;
        await db
          .update(jobs)
          .set({ startedOn: sql`${jobs.startedOn} - interval '31 seconds'` })
          .where(and(eq(jobs.name, BULK_SEND_JOB), eq(jobs.state, 'active')));
        await second.worker.drain();
        // Taken back into its retry, whose wait the test server makes a minute: due now.
        await retriesDue(db, BULK_SEND_JOB);
        await second.worker.drain();
        const [bulk] = await db.select().from(bulkSends).where(eq(bulkSends.id, bulkId));
        expect(bulk?.state).toBe('done');
        const made = await db
          .select()
          .from(operations)
          .where(eq(operations.organizationId, userId));
        expect(made).toHaveLength(3);
        expect(await jobsOf(db, BULK_SEND_JOB)).toMatchObject([{ state: 'completed', tries: 2 }]);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
