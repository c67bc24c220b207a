import { createCanvas, loadImage } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findReferencedBlobs } from '../src/blob-collection.ts';
import { operationDocuments } from '../src/modules/operations/operations-schema.ts';
import { PREVIEW_WIDTH } from '../src/modules/page-previews/index.ts';
import { pagePreviews } from '../src/modules/page-previews/page-previews-schema.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  bearer,
  createOperation,
  readOperation,
  senderToken,
  signerData,
} from './support/operations.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';

/** The share of an image's pixels that are dark: text drawn on a white page. */
async function darkShare(image: Buffer) {
  const picture = await loadImage(image);
  const canvas = createCanvas(picture.width, picture.height);
  const context = canvas.getContext('2d');
  context.drawImage(picture, 0, 0);
  const { data } = context.getImageData(0, 0, picture.width, picture.height);
  let dark = 0;
  for (let index = 0; index < data.length; index += 4) {
    if ((data[index] ?? 255) < 128) dark += 1;
  }
  return { width: picture.width, height: picture.height, dark: dark / (data.length / 4) };
}

describe('page previews over HTTP', () => {
  let server: TTestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({
      AUTH_SIGN_IN_LIMIT: '50',
      AUTH_EMAIL_LIMIT: '50',
      PAGE_PREVIEWS_AHEAD: 'true',
    });
    token = await senderToken(server, 'preview.sender@example.com');
  });
  afterAll(async () => {
    await server?.close();
  });

  const api = () => createHttpClient(server.url);
  const create = async (email: string, sender = token) => {
    const signers = [
      { level: 1, order: 1, signerData: signerData(email), signaturesType: ['SIMPLE'] },
    ];
    const created = await createOperation(server, sender, signers, { documents: {} });
    return { ...created, operationId: created.op, documentId: created.doc };
  };
  const page = (operationId: string, documentId: string, number: number, credential?: string) =>
    api().get(
      `/api/v2/getdocumentpage/${operationId}/${documentId}/${number}`,
      credential ? bearer(credential) : {},
    );
  const status = async (operationId: string, signerToken: string) =>
    (await readOperation(server, operationId, signerToken)).status;

  it("draws the document's first page for its signer, once, and records no reading", async () => {
    const { loginautToken, operationId, documentId } = await create('preview.one@example.com');
    const before = await status(operationId, loginautToken);
    const first = await page(operationId, documentId, 1, loginautToken);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const pages = Number(first.headers.get('x-document-pages'));
    expect(pages).toBeGreaterThanOrEqual(1);
    const image = Buffer.from(await first.arrayBuffer());
    expect(image.subarray(0, 4).toString()).toBe('RIFF');
    expect(image.subarray(8, 12).toString()).toBe('WEBP');
    const drawn = await darkShare(image);
    expect(drawn.width).toBe(PREVIEW_WIDTH);
    expect(drawn.height).toBeGreaterThan(drawn.width); // the contract is a portrait A4 page
    expect(drawn.dark).toBeGreaterThan(0.01); // its text is drawn (not as empty boxes: 0.0002)
    expect(drawn.dark).toBeLessThan(0.5); // on a white page

    const again = await page(operationId, documentId, 1, loginautToken);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(image);
    const db = server.platform.database.db;
    const kept = await db.select().from(pagePreviews).where(eq(pagePreviews.page, 1));
    expect(kept).toHaveLength(1);
    // The picture is a reference: the collection of unreferenced blobs leaves it.
    const imageKey = kept[0]?.imageSha256 ?? '';
    expect(await findReferencedBlobs(db)([imageKey])).toEqual(new Set([imageKey]));
    // Looking at the picture is not opening the document: that is the PDF's read.
    expect(await status(operationId, loginautToken)).toBe(before);

    const pastTheEnd = await page(operationId, documentId, pages + 1, loginautToken);
    expect(pastTheEnd.status).toBe(404);
  });

  it("is the operation's signer's or sender's only", async () => {
    const one = await create('preview.two@example.com');
    const otherToken = await senderToken(server, 'preview.other@example.com');
    const other = await create('preview.three@example.com', otherToken);
    expect((await page(one.operationId, one.documentId, 1)).status).toBe(401);
    expect((await page(one.operationId, one.documentId, 1, other.loginautToken)).status).toBe(404);
    expect((await page(one.operationId, other.documentId, 1, one.loginautToken)).status).toBe(404);
    expect((await page(one.operationId, one.documentId, 1, otherToken)).status).toBe(404);
    expect((await page(one.operationId, one.documentId, 1, token)).status).toBe(200);
  });

  it("draws a new operation's first page before its signer asks, once per document", async () => {
    const db = server.platform.database.db;
    const { loginautToken, operationId, documentId } = await create('preview.four@example.com');
    const [document] = await db
      .select({ sha256: operationDocuments.originalSha256 })
      .from(operationDocuments)
      .where(eq(operationDocuments.id, documentId));
    const keptRows = () =>
      db
        .select()
        .from(pagePreviews)
        .where(eq(pagePreviews.documentSha256, document?.sha256 ?? ''));
    // Nobody has asked for the page: the creation's own drawing keeps it.
    await vi.waitFor(async () => expect(await keptRows()).toHaveLength(1), {
      timeout: 30_000,
      interval: 100,
    });
    const [kept] = await keptRows();
    expect(kept).toMatchObject({ page: 1, width: PREVIEW_WIDTH });
    const first = await page(operationId, documentId, 1, loginautToken);
    expect(first.status).toBe(200);
    const image = Buffer.from(await first.arrayBuffer());
    expect(image.subarray(8, 12).toString()).toBe('WEBP');
    expect(await findReferencedBlobs(db)([kept?.imageSha256 ?? ''])).toEqual(
      new Set([kept?.imageSha256]),
    );
    expect(await keptRows()).toHaveLength(1);
    // Pages still waiting to be drawn when the server stops (afterAll): the stop drops them
    // and waits for the one under way, which no longer uses the database after it.
    for (const name of ['five', 'six', 'seven']) await create(`preview.${name}@example.com`);
  });
});
