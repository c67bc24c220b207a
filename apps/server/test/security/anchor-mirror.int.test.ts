import { createHash } from 'node:crypto';
import { ANCHOR_MIRROR_SUBJECT_MAX } from '@confirma/contracts/constants';
import {
  ANCHOR_MIRROR_MAX_BYTES,
  type TPublicAnchor,
  type TVerifiedOperation,
  ZPublicAnchorPage,
} from '@confirma/contracts/verify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAnchorChecker } from '../../src/modules/evidence/anchor-token.ts';
import { evidenceAnchors } from '../../src/modules/evidence/evidence-schema.ts';
import {
  createOperation,
  prepareOtpSignature,
  senderToken,
  signerData,
} from '../support/operations.ts';
import { useTestServer } from '../support/use-test-server.ts';

const PERSON = { email: 'mirror@example.com', phone: '+34600000002', name: 'Marta' };

/**
 * The check of an operation's evidence against a mirrored copy of the public anchor log
 * (POST /api/verify/operations/{op}/mirror): anyone may post a copy, so its anchors count
 * only once they verify, and its size and repetitions do not set the server's work.
 */
describe('the mirror check of the anchor log', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
  const subjectOf = (op: string) => createHash('sha256').update(`operation:${op}`).digest('hex');

  /** An operation signed (OTP) through the API, its anchoring job run. */
  async function signedOperation(sender: string) {
    const token = await senderToken(server(), sender);
    const { loginautToken, op, doc } = await createOperation(server(), token, [
      { signerData: signerData(PERSON.email, [], PERSON), signaturesType: ['SIMPLE'] },
    ]);
    const signs = await prepareOtpSignature(server(), op, doc, loginautToken, PERSON.phone);
    expect((await signs()).status).toBe(200);
    await server().worker.drain();
    return op;
  }

  /** The public log as a mirror fetches it. */
  async function publicLog(): Promise<TPublicAnchor[]> {
    const response = await fetch(`${server().url}/api/verify/anchors?limit=1000`);
    return ZPublicAnchorPage.parse(await response.json()).items;
  }

  async function checkMirror(op: string, body: string) {
    const response = await fetch(`${server().url}/api/verify/operations/${op}/mirror`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: response.status, body: (await response.json()) as TVerifiedOperation };
  }

  /** Counts the tokens the real anchor verifier is given, while `during` runs. */
  async function countChecks(during: () => Promise<void>): Promise<number> {
    const { context } = server().services.verification;
    const real = context.anchors;
    let checked = 0;
    const counting: TAnchorChecker = (anchors) => {
      checked += anchors.length;
      return real.check(anchors);
    };
    context.anchors = { ...real, check: counting };
    try {
      await during();
    } finally {
      context.anchors = real;
    }
    return checked;
  }

  it('reports a forged anchor (token AA==) as untrusted and keeps an intact chain valid', async () => {
    const op = await signedOperation('forged-mirror@example.com');
    const other = await signedOperation('other-mirror@example.com');
    const log = await publicLog();
    const [stored] = log.filter((anchor) => anchor.subject === subjectOf(op));
    const [elsewhere] = log.filter((anchor) => anchor.subject === subjectOf(other));
    if (!stored || !elsewhere) throw new Error('an operation has no anchor');
    const forged: TPublicAnchor[] = [
      // An anchor the database never had: a token that is none.
      { ...stored, id: 999_001, seq: stored.seq + 1, token: 'AA==' },
      // A real token of the platform's TSA, another chain's, claimed for this one.
      { ...stored, id: 999_002, seq: stored.seq + 2, token: elsewhere.token },
    ];
    const { status, body } = await checkMirror(op, JSON.stringify([stored, ...forged]));
    expect(status).toBe(200);
    expect(body.chain.valid).toBe(true);
    expect(body.mirror).toEqual({ anchors: 3, missing: 0, untrusted: 2 });
    expect(body.chain.anchors).toEqual([expect.objectContaining({ seq: stored.seq, valid: true })]);
  });

  it('refuses a flood of one anchor spelt with line breaks, and checks a repeated one once', async () => {
    const op = await signedOperation('flood-mirror@example.com');
    const [stored] = (await publicLog()).filter((anchor) => anchor.subject === subjectOf(op));
    if (!stored) throw new Error('the operation has no anchor');
    // 3,902 copies, each token broken by one line break somewhere: about 10 MB.
    const copies = 3_902;
    const spelt = Array.from({ length: copies }, (_, index) => {
      const at = 1 + (index % (stored.token.length - 2));
      return { ...stored, token: `${stored.token.slice(0, at)}\n${stored.token.slice(at)}` };
    });
    const flood = JSON.stringify(spelt);
    expect(flood.length).toBeLessThanOrEqual(ANCHOR_MIRROR_MAX_BYTES);
    const refused = await countChecks(async () => {
      const answer = await checkMirror(op, flood);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      // The refusal names the first issues, not one per anchor.
      expect(JSON.stringify(answer.body).length).toBeLessThan(2048);
    });
    expect(refused).toBe(0);

    // The same anchor in the log's own spelling, 3,902 times, after the database lost it:
    // one token checked (the stored ones: none left), the anchor reported missing once.
    await server()
      .platform.database.db.delete(evidenceAnchors)
      .where(eq(evidenceAnchors.subjectId, op));
    const repeated = JSON.stringify(Array.from({ length: copies }, () => stored));
    const checked = await countChecks(async () => {
      const answer = await checkMirror(op, repeated);
      expect(answer.status).toBe(200);
      expect(answer.body.chain.valid).toBe(false);
      expect(answer.body.mirror).toEqual({ anchors: 1, missing: 1, untrusted: 0 });
    });
    expect(checked).toBe(1);
  });

  it(`refuses a copy with more than ${ANCHOR_MIRROR_SUBJECT_MAX} distinct anchors of the operation`, async () => {
    const op = await signedOperation('many-mirror@example.com');
    const [stored] = (await publicLog()).filter((anchor) => anchor.subject === subjectOf(op));
    if (!stored) throw new Error('the operation has no anchor');
    // Distinct tokens, each one more byte of junk: each would be a check of its own.
    const many = Array.from({ length: ANCHOR_MIRROR_SUBJECT_MAX + 1 }, (_, index) => ({
      ...stored,
      token: Buffer.alloc(index + 1, 0x30).toString('base64'),
    }));
    const checked = await countChecks(async () => {
      const answer = await checkMirror(op, JSON.stringify(many));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
    expect(checked).toBe(0);
    // As many as a chain may have are checked, each once.
    const allowed = JSON.stringify(many.slice(0, ANCHOR_MIRROR_SUBJECT_MAX));
    const answer = await checkMirror(op, allowed);
    expect(answer.status).toBe(200);
    expect(answer.body.mirror).toEqual({
      anchors: ANCHOR_MIRROR_SUBJECT_MAX,
      missing: 0,
      untrusted: ANCHOR_MIRROR_SUBJECT_MAX,
    });
    expect(answer.body.chain.valid).toBe(true);
  });
});
