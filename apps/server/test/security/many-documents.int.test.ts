import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../../src/modules/sealing/testing/sample-pdfs.ts';
import { createHttpClient } from '../support/http-client.ts';
import {
  bearer,
  checkPdf,
  outboxTo,
  PHONE,
  prepareOtpSignature,
  senderToken,
  signerData,
} from '../support/operations.ts';
import { useTestServer } from '../support/use-test-server.ts';

/**
 * No job may die on its own payload: an operation with more documents than one e-mail may
 * carry is confirmed with download links, and an operation has a documented maximum.
 */
describe('operations with many documents', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

  async function documents(count: number) {
    const pdf = Buffer.from(await makeTextPdf(1)).toString('base64');
    return Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `doc${index + 1}`,
        { documentName: `Anexo ${index + 1} — ñ.pdf`, documentB64: pdf },
      ]),
    );
  }

  const create = async (token: string, email: string, count: number) =>
    createHttpClient(server().url).post(
      `/api/v2/create/withotpandtoken/${server().platform.domainUuid}`,
      {
        documents: await documents(count),
        signers: [{ signerData: signerData(email), signaturesType: ['SIMPLE'] }],
        operationData: { opClass: 1241 },
      },
      bearer(token),
    );

  it('confirms a signature of 24 documents with one download link per file', async () => {
    const email = 'annexes@example.com';
    const response = await create(
      await senderToken(server(), 'annexes-sender@example.com'),
      email,
      24,
    );
    expect(response.status).toBe(200);
    const created = (await response.json()) as {
      loginautToken: string;
      uuids: string[];
      documentsUuid: string[];
    };
    const [op = ''] = created.uuids;
    expect(created.documentsUuid).toHaveLength(24);
    const signs = await prepareOtpSignature(
      server(),
      op,
      created.documentsUuid[0] ?? '',
      created.loginautToken,
      PHONE,
    );
    expect((await signs()).status).toBe(200);

    const [confirmation] = await outboxTo(server(), email, 'email');
    expect(confirmation?.subject).toBe('Documento firmado');
    expect(confirmation?.attachments).toEqual([]);
    const links = [...(confirmation?.text ?? '').matchAll(/\/api\/v2\/files\?token=(\S+)/g)];
    expect(links).toHaveLength(25);
    expect(confirmation?.text).toContain('Anexo 24 — ñ-firmado.pdf');

    const api = createHttpClient(server().url);
    // Every body is read: an unread body holds its connection open and the server's close.
    const downloads = await Promise.all(
      links.map(async (link) => {
        const download = await api.get(`/api/v2/files?token=${link[1]}`);
        return { download, body: Buffer.from(await download.arrayBuffer()) };
      }),
    );
    expect(downloads.map(({ download }) => download.status)).toEqual(Array(25).fill(200));
    for (const { download } of downloads) {
      expect(download.headers.get('content-type')).toBe('application/pdf');
    }
    const [lastDocument, acta] = [downloads[23], downloads[24]];
    expect(lastDocument?.download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Anexo 24 — ñ-firmado.pdf')}`,
    );
    expect(checkPdf(lastDocument?.body ?? Buffer.alloc(0)).pdfsig).toContain('Signature is Valid');
    expect(acta?.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(acta?.download.headers.get('content-disposition')).toContain(`acta-${op}.pdf`);

    // A link is only good as issued: a changed or missing token opens nothing.
    const token = links[0]?.[1] ?? '';
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await api.get(`/api/v2/files?token=${forged}`)).status).toBe(401);
    expect((await api.get('/api/v2/files')).status).toBe(400);
    // The signer's own token is not a download link.
    expect(
      (await api.get(`/api/v2/files?token=${encodeURIComponent(created.loginautToken)}`)).status,
    ).toBe(401);
  });

  it('refuses more documents than OPERATION_MAX_DOCUMENTS with a clear 400', async () => {
    const response = await create(
      await senderToken(server(), 'too-many@example.com'),
      'x@example.com',
      51,
    );
    expect(response.status).toBe(400);
    const problem = (await response.json()) as {
      code: string;
      detail: string;
      errors: { path: string }[];
    };
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.detail).toBe('An operation carries at most 50 documents');
    expect(problem.errors[0]?.path).toBe('body.documents');
  });
});
