import { createHash } from 'node:crypto';
import {
  type TOperationListResponse,
  ZOperationDetail,
  ZOperationListResponse,
} from '@confirma/contracts/workspace';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signaturePng } from '../src/modules/sealing/testing/encode-png.ts';
import { makeTextPdf } from '../src/modules/sealing/testing/sample-pdfs.ts';
import { postDemo } from './support/demo.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  bearer,
  createOperation,
  fetchDocument,
  handwrittenRequest,
  signerData,
} from './support/operations.ts';
import { formulaCells, spreadsheetCells } from './support/spreadsheet.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';
import { problemOf } from './support/uploads.ts';
import {
  ANDROID_CHROME,
  otpSigner,
  type TWorkspaceSender,
  workspaceSender,
} from './support/workspace.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the sender workspace: list, detail, files, CSV', () => {
  let server: TTestServer;
  let alice: TWorkspaceSender;
  let bob: TWorkspaceSender;
  /** Alice's operations by what they show. */
  const ops = { sent: '', tricky: '', signed: '', cancelled: '', expired: '' };
  let bobOp = '';
  let signed = { doc: '', signerToken: '' };

  const setCreatedAt = (op: string, at: string) =>
    server.platform.database.db.execute(
      sql`update operations set created_at = ${at}::timestamptz where id = ${op}`,
    );
  const list = async (sender: TWorkspaceSender, query = '') => {
    const response = await sender.client.get(`/api/operations${query}`);
    expect(response.status).toBe(200);
    return ZOperationListResponse.parse(await response.json());
  };
  const uuids = (page: TOperationListResponse) => page.items.map((item) => item.uuid);
  const detail = async (op: string) =>
    ZOperationDetail.parse(await (await alice.client.get(`/api/operations/${op}`)).json());

  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
    alice = await workspaceSender(server, 'alice@example.com');
    bob = await workspaceSender(server, 'bob@example.com');

    ops.sent = (
      await createOperation(server, alice.token, [otpSigner('Ana', 'ana@example.com')])
    ).op;
    // A signer and a document whose names a spreadsheet would misread.
    const tricky = await alice.api.post(
      `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`,
      {
        signers: [
          {
            signerData: signerData('inj@example.com', [], { name: '=HYPERLINK("http://x")' }),
            signaturesType: ['SIMPLE'],
          },
        ],
        documents: {
          acuerdo: {
            documentName: 'Acuerdo, "marco" 100%;=HYPERLINK(CHAR(104)&A1).pdf',
            documentB64: Buffer.from(await makeTextPdf(1)).toString('base64'),
          },
        },
        operationData: { opClass: 1240 },
      },
    );
    expect(tricky.status).toBe(200);
    ops.tricky = ((await tricky.json()) as { uuids: string[] }).uuids[0] ?? '';

    // Signed by hand on a phone: the timeline shows its device and masked address.
    const hand = await createOperation(
      server,
      alice.token,
      [],
      handwrittenRequest('hugo@example.com'),
    );
    ops.signed = hand.op;
    signed = { doc: hand.doc, signerToken: hand.loginautToken };
    const phone = createHttpClient(server.url, { 'user-agent': ANDROID_CHROME });
    await phone.get(
      `/api/v2/getdocumentbyuuidb64/${hand.op}/${hand.doc}`,
      bearer(hand.loginautToken),
    );
    const signing = await phone.post(
      `/api/v2/addsigntodocument/${hand.op}/${hand.doc}`,
      {
        operationUuid: hand.op,
        documentUuid: hand.doc,
        signaturetype: 6,
        message: '',
        signboxName: 'cajafirma1',
        b64img: Buffer.from(signaturePng()).toString('base64'),
      },
      bearer(hand.loginautToken),
    );
    expect(signing.status).toBe(200);

    ops.cancelled = (
      await createOperation(server, alice.token, [otpSigner('Carla', 'carla@example.com')])
    ).op;
    expect((await alice.api.post(`/api/v2/canceloperation/${ops.cancelled}`)).status).toBe(200);
    ops.expired = (
      await createOperation(server, alice.token, [otpSigner('Elena', 'elena@example.com')])
    ).op;
    await server.platform.database.db.execute(
      sql`update operations set expires_at = now() - interval '1 day' where id = ${ops.expired}`,
    );
    bobOp = (await createOperation(server, bob.token, [otpSigner('Bruno', 'bruno@example.com')]))
      .op;

    // Known creation days; two operations created at the very same instant (the id breaks the tie).
    await setCreatedAt(ops.sent, '2025-03-01T09:00:00Z');
    await setCreatedAt(ops.tricky, '2025-03-02T09:00:00Z');
    await setCreatedAt(ops.cancelled, '2025-06-01T12:00:00.123456Z');
    await setCreatedAt(ops.expired, '2025-06-01T12:00:00.123456Z');
    // A public demo operation has no owner: nobody's workspace shows it.
    expect((await postDemo(server, { email: 'lucia@example.com' })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("lists the account's operations newest first, each with its documents, signers and times", async () => {
    const page = await list(alice);
    const tie = [ops.cancelled, ops.expired].sort().reverse();
    expect(uuids(page)).toEqual([ops.signed, ...tie, ops.tricky, ops.sent]);
    expect(page.nextCursor).toBeNull();
    const row = page.items.find((item) => item.uuid === ops.sent);
    expect(row).toMatchObject({
      signatureType: 'SIMPLE',
      status: 'SENT',
      demo: false,
      creditsSpent: 2,
      completedAt: null,
      createdAt: '2025-03-01T09:00:00.000Z',
      signers: [
        { name: 'Ana Pérez Núñez', email: 'ana@example.com', status: 'INVITED', method: null },
      ],
    });
    expect(row?.documents).toHaveLength(1);
    expect(Date.parse(row?.lastEventAt ?? '')).toBeGreaterThan(Date.parse('2025-03-02'));
    const hand = page.items.find((item) => item.uuid === ops.signed);
    expect(hand).toMatchObject({ status: 'SIGNED', signatureType: 'BIOMETRICA' });
    expect(hand?.documents[0]?.signed).toBe(true);
    expect(hand?.signers[0]).toMatchObject({ status: 'SIGNED', method: 'HANDWRITTEN' });
    // The expiry has passed but is not recorded yet: readers see EXPIRED all the same.
    expect(page.items.find((item) => item.uuid === ops.expired)?.status).toBe('EXPIRED');
  });

  it('filters by status (as readers see it), type and creation dates', async () => {
    expect(uuids(await list(alice, '?status=SIGNED'))).toEqual([ops.signed]);
    expect(new Set(uuids(await list(alice, '?status=CANCELLED,EXPIRED')))).toEqual(
      new Set([ops.cancelled, ops.expired]),
    );
    expect(uuids(await list(alice, '?status=SENT'))).toEqual([ops.tricky, ops.sent]);
    expect(uuids(await list(alice, '?type=BIOMETRICA'))).toEqual([ops.signed]);
    expect(uuids(await list(alice, '?from=2025-03-01&to=2025-03-01'))).toEqual([ops.sent]);
    expect(uuids(await list(alice, '?to=2025-03-02'))).toEqual([ops.tricky, ops.sent]);
    expect(
      uuids(await list(alice, '?from=2025-03-02T00:00:00Z&to=2025-06-01T12:00:00.123Z')),
    ).toEqual([ops.cancelled, ops.expired].sort().reverse().concat(ops.tricky));
    expect(uuids(await list(alice, '?from=2025-06-02&type=SIMPLE&status=SENT'))).toEqual([]);
    const bad = await alice.client.get('/api/operations?status=LOST');
    expect(bad.status).toBe(400);
    expect((await problemOf(bad)).code).toBe('VALIDATION_FAILED');
  });

  it("searches signers' names and e-mails and documents' names, wildcards taken literally", async () => {
    expect(uuids(await list(alice, '?q=ana@EXAMPLE'))).toEqual([ops.sent]);
    expect(uuids(await list(alice, '?q=carla'))).toEqual([ops.cancelled]);
    expect(uuids(await list(alice, '?q=hyperlink'))).toEqual([ops.tricky]);
    expect(uuids(await list(alice, `?q=${encodeURIComponent('"MARCO"')}`))).toEqual([ops.tricky]);
    expect(uuids(await list(alice, `?q=${encodeURIComponent('100%')}`))).toEqual([ops.tricky]);
    expect(uuids(await list(alice, '?q=%25'))).toEqual([ops.tricky]);
    expect(uuids(await list(alice, '?q=_'))).toEqual([]);
    expect(uuids(await list(alice, '?q=bruno'))).toEqual([]);
    expect(uuids(await list(alice, '?q=lucia'))).toEqual([]);
  });

  it('pages with an opaque cursor: every operation once, in order, ties included', async () => {
    const all = uuids(await list(alice));
    for (const limit of [1, 2, 4]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: TOperationListResponse = await list(
          alice,
          `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...uuids(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
    }
    // Filters hold across pages.
    const first = await list(alice, '?status=SENT&limit=1');
    const second = await list(alice, `?status=SENT&limit=1&cursor=${first.nextCursor}`);
    expect([...uuids(first), ...uuids(second)]).toEqual([ops.tricky, ops.sent]);
    expect(second.nextCursor).toBeNull();
    const forged = await alice.client.get('/api/operations?cursor=bm9wZQ');
    expect((await problemOf(forged)).code).toBe('VALIDATION_FAILED');
  });

  it('keeps each account to its own: lists, details, files and exports (cookie or token)', async () => {
    expect(uuids(await list(bob))).toEqual([bobOp]);
    for (const path of [
      `/api/operations/${ops.signed}`,
      `/api/operations/${ops.signed}/files/certificate`,
      `/api/operations/${ops.signed}/files/signed/${signed.doc}`,
      `/api/operations/${ops.signed}/files/original/${signed.doc}`,
    ]) {
      for (const response of [await bob.client.get(path), await bob.api.get(path)]) {
        expect(response.status).toBe(404);
        expect((await problemOf(response)).code).toBe('NOT_FOUND');
      }
    }
    const bobCsv = await (await bob.api.get('/api/operations/export.csv')).text();
    expect(bobCsv).toContain(bobOp);
    for (const op of Object.values(ops)) expect(bobCsv).not.toContain(op);
    // No account, or a signer's token: no workspace.
    const anonymous = createHttpClient(server.url);
    expect((await anonymous.get('/api/operations')).status).toBe(401);
    expect((await anonymous.get('/api/operations', bearer(signed.signerToken))).status).toBe(401);
    expect((await anonymous.get(`/api/operations/${ops.signed}`)).status).toBe(401);
  });

  it('answers the same list to the account token as to the browser session', async () => {
    const response = await alice.api.get('/api/operations?limit=3');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = ZOperationListResponse.parse(await response.json());
    expect(uuids(page)).toEqual(uuids(await list(alice, '?limit=3')));
  });

  it('reads one operation with its evidence timeline: masked address, device, signer', async () => {
    const operation = await detail(ops.signed);
    expect(operation.status).toBe('SIGNED');
    const types = operation.timeline.map((event) => event.type);
    expect(types[0]).toBe('operation.created');
    expect(types).toContain('signer.opened');
    expect(types.at(-1)).toBe('signer.signed');
    expect(operation.timeline.map((event) => event.seq)).toEqual(
      operation.timeline.map((_, index) => index + 1),
    );
    expect(operation.lastEventAt).toBe(operation.timeline.at(-1)?.occurredAt);
    const opened = operation.timeline.find((event) => event.type === 'signer.opened');
    expect(opened).toMatchObject({
      actorType: 'signer',
      signerUuid: operation.signers[0]?.signerUuid,
      signerName: 'José Pérez Núñez',
      ip: '127.0.0.x',
      device: 'Chrome 142 on Android',
    });
    const signature = operation.timeline.at(-1);
    expect(signature?.data).toMatchObject({ method: 'HANDWRITTEN' });
    expect(JSON.stringify(operation.timeline)).not.toMatch(/127\.0\.0\.1\b/);
    expect(operation.actions).toEqual({ resend: false, remind: false, cancel: false });
    expect(operation.nextReminderAt).toBeNull();
    // A signature without video has no identification.
    expect(operation.identifications).toEqual([]);

    const live = await detail(ops.sent);
    expect(live.actions).toEqual({ resend: true, remind: true, cancel: true });
    // The first automatic reminder (REMINDER_DAYS 2,5): two days after the invitation.
    const invited = live.timeline.find((event) => event.type === 'operation.invitation_sent');
    expect(
      Date.parse(live.nextReminderAt ?? '') - Date.parse(invited?.occurredAt ?? ''),
    ).toBeCloseTo(2 * 86_400_000, -4);
    expect(live.timeline.find((event) => event.type === 'operation.invitation_sent')).toMatchObject(
      {
        actorType: 'system',
        signerName: 'Ana Pérez Núñez',
      },
    );
    expect(live.files.map((file) => file.kind)).toEqual(['original']);
    for (const ended of [ops.cancelled, ops.expired]) {
      expect((await detail(ended)).actions).toEqual({
        resend: false,
        remind: false,
        cancel: false,
      });
    }
    expect((await alice.client.get('/api/operations/not-a-uuid')).status).toBe(400);
  });

  it('downloads the original, the signed PDF and the certificate: the bytes the signer gets', async () => {
    const operation = await detail(ops.signed);
    expect(operation.files.map((file) => [file.kind, file.documentUuid])).toEqual([
      ['original', signed.doc],
      ['signed', signed.doc],
      ['certificate', null],
    ]);
    const download = async (url: string) => {
      const response = await alice.client.get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      return new Uint8Array(await response.arrayBuffer());
    };
    const [original, signedPdf, certificate] = await Promise.all(
      operation.files.map((file) => download(file.url)),
    );
    const created = operation.timeline[0]?.data as { documents: { sha256: string }[] };
    expect(sha256(original ?? new Uint8Array())).toBe(created.documents[0]?.sha256);
    const signerCopy = await fetchDocument(server, ops.signed, signed.doc, signed.signerToken);
    expect(Buffer.from(signedPdf ?? []).equals(signerCopy)).toBe(true);
    const signerActa = await createHttpClient(server.url).get(
      `/api/v2/actabyoperationuuidb64/${ops.signed}`,
      bearer(signed.signerToken),
    );
    expect(
      Buffer.from(certificate ?? []).equals(Buffer.from(await signerActa.text(), 'base64')),
    ).toBe(true);
    // An integrator downloads the same way with its token.
    const byToken = await alice.api.get(operation.files[1]?.url ?? '');
    expect(Buffer.from(await byToken.arrayBuffer()).equals(signerCopy)).toBe(true);
    // A document not signed yet has no signed file; a document of another operation is none of this one's.
    const pending = await detail(ops.sent);
    const pendingDoc = pending.documents[0]?.documentUuid;
    expect(
      (await alice.client.get(`/api/operations/${ops.sent}/files/signed/${pendingDoc}`)).status,
    ).toBe(404);
    expect(
      (await alice.client.get(`/api/operations/${ops.signed}/files/original/${pendingDoc}`)).status,
    ).toBe(404);
  });

  it('exports CSV: RFC 4180 quoting, formula injection guarded, the same filters', async () => {
    const response = await alice.client.get('/api/operations/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="confirma-operations-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    // A byte-order mark first (fetch's text() would drop it), so spreadsheets read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = spreadsheetCells(text, ',');
    expect(header).toEqual([
      'uuid',
      'type',
      'status',
      'created',
      'last_event',
      'expires',
      'completed',
      'credits',
      'documents',
      'signers',
      'subject',
      'copy_recipients',
    ]);
    expect(rows.map((row) => row[0])).toEqual(uuids(await list(alice)));
    const tricky = rows.find((row) => row[0] === ops.tricky) ?? [];
    expect(tricky.slice(1, 4)).toEqual(['SIMPLE', 'SENT', '2025-03-02T09:00:00.000Z']);
    expect(tricky.slice(7)).toEqual([
      '2',
      `Acuerdo, "marco" 100%;'=HYPERLINK(CHAR(104)&A1).pdf`,
      `'=HYPERLINK("http://x") Pérez Núñez <inj@example.com>: INVITED`,
      '',
      '',
    ]);
    // Opened with the separator of a Spanish or Italian spreadsheet, or a tab: no formula.
    for (const delimiter of [',', ';', '\t'] as const) {
      expect(formulaCells(spreadsheetCells(text, delimiter))).toEqual([]);
    }
    const cancelled = await (
      await alice.api.get('/api/operations/export.csv?status=CANCELLED')
    ).text();
    const [, ...cancelledRows] = spreadsheetCells(cancelled, ',');
    expect(cancelledRows.map((row) => row.slice(0, 3))).toEqual([
      [ops.cancelled, 'SIMPLE', 'CANCELLED'],
    ]);
    // A person's export: the columns, types and statuses in their language.
    const spanish = await (
      await alice.api.get('/api/operations/export.csv?status=CANCELLED&lang=es')
    ).text();
    const [spanishHeader, ...spanishRows] = spreadsheetCells(spanish, ',');
    expect(spanishHeader?.slice(0, 4)).toEqual(['Operación', 'Tipo', 'Estado', 'Creada']);
    expect(spanishRows.map((row) => row.slice(0, 3))).toEqual([
      [ops.cancelled, 'Firma con OTP', 'Cancelada'],
    ]);
    expect(spanishRows[0]?.[9]).toMatch(/: Invitado$/);
    expect((await createHttpClient(server.url).get('/api/operations/export.csv')).status).toBe(401);
  });
});
