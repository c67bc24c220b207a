import { describe, expect, it } from 'vitest';
import { blackPng, signaturePng } from '../../src/modules/sealing/testing/encode-png.ts';
import {
  createdOperation,
  fetchDocument,
  handwrittenRequest,
  readOperation,
  signByHand,
} from '../support/operations.ts';
import { problemOf, uploadingSender } from '../support/uploads.ts';
import { useTestServer } from '../support/use-test-server.ts';

describe('handwritten signature images', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

  it('refuses a PNG above the pixel cap from its header, before decoding it, then signs with a normal one', async () => {
    const sender = await uploadingSender(server(), 'drawing@example.com');
    const created = await createdOperation(
      await sender.create(handwrittenRequest('grafo@example.com')),
    );
    const { operationId, documentId, loginautToken } = created;
    await fetchDocument(server(), operationId, documentId, loginautToken);

    // 25 megapixels in ~25 KB: over the default cap of 16 megapixels (4000 x 4000).
    const huge = blackPng(5000, 5000);
    expect(huge.byteLength).toBeLessThan(64 * 1024);
    const refused = await signByHand(server(), created, huge);
    expect(refused.status).toBe(413);
    expect((await problemOf(refused)).code).toBe('IMAGE_TOO_LARGE');
    expect((await readOperation(server(), operationId, loginautToken)).status).not.toBe('SIGNED');

    expect((await signByHand(server(), created, signaturePng())).status).toBe(200);
    expect((await readOperation(server(), operationId, loginautToken)).status).toBe('SIGNED');
  });
});
