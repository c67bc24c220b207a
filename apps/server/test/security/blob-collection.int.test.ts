import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findReferencedBlobs } from '../../src/blob-collection.ts';
import { collectUnreferencedBlobs } from '../../src/platform/blobs/collect-blobs.ts';
import {
  createOperation,
  fetchDocument,
  outboxTo,
  PHONE,
  prepareOtpSignature,
  senderToken,
  signerData,
} from '../support/operations.ts';
import { useTestServer } from '../support/use-test-server.ts';

const DAY = 24 * 60 * 60_000;

/**
 * Stored files nothing references (a seal killed half-way, a creation that failed, an
 * e-mailed certificate) are collected; nothing that is referenced, or was stored within the
 * grace period, ever is.
 */
describe('the collection of unreferenced blobs', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

  /** Back-dates a stored blob, as if it had been stored `ms` ago. */
  async function age(key: string, ms: number) {
    const file = path.join(
      server().database.dataDir,
      'blobs',
      key.slice(0, 2),
      key.slice(2, 4),
      key,
    );
    const then = new Date(Date.now() - ms);
    await fs.utimes(file, then, then);
  }
  const collect = () =>
    collectUnreferencedBlobs(
      server().platform.blobs,
      findReferencedBlobs(server().platform.database.db),
      { graceMs: DAY },
    );

  it('deletes old unreferenced blobs only', async () => {
    const { blobs } = server().platform;
    const token = await senderToken(server(), 'collector@example.com');
    const email = 'kept@example.com';
    const { loginautToken, op, doc } = await createOperation(server(), token, [
      {
        level: 1,
        order: 1,
        signerData: signerData(email),
        signaturesType: ['SIMPLE'],
      },
    ]);
    const signs = await prepareOtpSignature(server(), op, doc, loginautToken, PHONE);
    expect((await signs()).status).toBe(200);
    const [confirmation] = await outboxTo(server(), email, 'email');
    expect(confirmation?.attachments.length).toBe(2);

    // What a seal killed between storing its result and committing leaves behind.
    const orphan = await blobs.put(new TextEncoder().encode('%PDF-1.7 half-sealed'));
    const fresh = await blobs.put(new TextEncoder().encode('%PDF-1.7 being created'));
    const keys: string[] = [];
    for await (const blob of blobs.list()) keys.push(blob.key);
    // Everything is two days old, except the blob of a change still in flight.
    for (const key of keys) await age(key, 2 * DAY);
    await age(fresh.key, 60_000);

    const result = await collect();
    expect(result.collected).toBe(1);
    expect(result.scanned).toBe(keys.length);
    expect(await blobs.has(orphan.key)).toBe(false);
    expect(await blobs.has(fresh.key)).toBe(true);
    for (const key of keys.filter((item) => item !== orphan.key)) {
      expect(await blobs.has(key)).toBe(true);
    }
    // The signed document, the original and the e-mailed certificate are all still there.
    expect((await fetchDocument(server(), op, doc, token)).length).toBeGreaterThan(0);
    for (const attachment of confirmation?.attachments ?? []) {
      expect(await blobs.has(attachment.blobKey)).toBe(true);
    }
    expect((await collect()).collected).toBe(0);
  });

  it('keeps a blob that is stored again while the collection runs', async () => {
    const { blobs } = server().platform;
    const bytes = new TextEncoder().encode('%PDF-1.7 stored twice');
    const stored = await blobs.put(bytes);
    await age(stored.key, 2 * DAY);
    // A new operation uploads the same bytes after the collection listed them.
    const collection = collectUnreferencedBlobs(
      blobs,
      async (keys) => {
        await blobs.put(bytes);
        return findReferencedBlobs(server().platform.database.db)(keys);
      },
      { graceMs: DAY },
    );
    expect((await collection).collected).toBe(0);
    expect(await blobs.has(stored.key)).toBe(true);
  });

  it('keeps the files a queued e-mail attaches while its job waits', async () => {
    const { blobs, database, queueMail } = server().platform;
    const attached = await blobs.put(new TextEncoder().encode('%PDF-1.7 waiting to be mailed'));
    const loose = await blobs.put(new TextEncoder().encode('%PDF-1.7 named by nothing'));
    await age(attached.key, 2 * DAY);
    await age(loose.key, 2 * DAY);
    await database.db.transaction((tx) =>
      queueMail(tx, {
        to: 'later@example.com',
        subject: 'Adjunto',
        text: 'Adjunto.',
        language: 'es',
        attachments: [
          { filename: 'contrato.pdf', contentType: 'application/pdf', blobKey: attached.key },
        ],
      }),
    );
    await collect();
    expect(await blobs.has(loose.key)).toBe(false);
    expect(await blobs.has(attached.key)).toBe(true);
  });
});
