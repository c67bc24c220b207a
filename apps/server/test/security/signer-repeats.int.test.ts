import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evidenceEvents } from '../../src/modules/evidence/evidence-schema.ts';
import { createHttpClient } from '../support/http-client.ts';
import {
  bearer,
  createOperation,
  fetchDocument,
  senderToken,
  signerData,
} from '../support/operations.ts';
import { useTestServer } from '../support/use-test-server.ts';

/** A signer's link cannot be used to grow the evidence, or to hammer the server. */
describe('repeated signer calls', () => {
  const server = useTestServer({
    AUTH_SIGN_IN_LIMIT: '50',
    AUTH_EMAIL_LIMIT: '50',
    SIGNER_RATE_LIMIT: '40',
  });

  async function operation(email: string) {
    const token = await senderToken(server(), email);
    const { op, doc, loginautToken } = await createOperation(server(), token, [
      { signerData: signerData(`signer-${email}`), signaturesType: ['SIMPLE'] },
    ]);
    return { op, doc, signerToken: loginautToken };
  }

  const events = (op: string, type: string) =>
    server()
      .platform.database.db.select({ id: evidenceEvents.id })
      .from(evidenceEvents)
      .where(and(eq(evidenceEvents.subjectId, op), eq(evidenceEvents.type, type)));

  it('records "read and accepted" once however often it is sent, in parallel too', async () => {
    const { op, doc, signerToken } = await operation('reads@example.com');
    await fetchDocument(server(), op, doc, signerToken);
    const api = createHttpClient(server().url);
    const read = () =>
      api.post(
        `/api/v2/documentread/${op}`,
        { operationUuid: op, documentUuid: doc },
        bearer(signerToken),
      );
    const answers = [
      ...(await Promise.all(Array.from({ length: 10 }, read))),
      await read(),
      await read(),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(await events(op, 'signer.document_read')).toHaveLength(1);
    const acta = () =>
      api
        .get(`/api/v2/actabyoperationuuidb64/${op}`, bearer(signerToken))
        .then((answer) => answer.text());
    const before = (await acta()).length;
    await read();
    expect((await acta()).length).toBe(before);
  });

  it("limits every call made with a signer's tokens, with Retry-After", async () => {
    const { op, doc, signerToken } = await operation('hammer@example.com');
    const api = createHttpClient(server().url);
    const statuses: number[] = [];
    let retryAfter = '';
    for (let call = 0; call < 45; call++) {
      const answer = await api.get(
        `/api/v2/getdocumentbyuuidb64/${op}/${doc}`,
        bearer(signerToken),
      );
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = answer.headers.get('retry-after') ?? '';
    }
    expect(statuses.slice(0, 40)).toEqual(Array(40).fill(200));
    expect(statuses.slice(40)).toEqual(Array(5).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    // The limit is the signer's, not the endpoint's: reading the operation is refused too.
    const read = await api.get(
      `/api/v2/getoperationbyuuid/${server().platform.domainUuid}/${op}`,
      bearer(signerToken),
    );
    expect(read.status).toBe(429);
    // Another signer is not affected.
    const other = await operation('bystander@example.com');
    expect(
      (await fetchDocument(server(), other.op, other.doc, other.signerToken)).length,
    ).toBeGreaterThan(0);
  });
});
