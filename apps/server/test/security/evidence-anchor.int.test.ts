import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TOperationEventType } from '@confirma/contracts/evidence-events';
import { type TVerifiedOperation, ZPublicAnchorPage } from '@confirma/contracts/verify';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorMovedChains } from '../../src/modules/evidence/anchor-moved-chains.ts';
import { evidenceHash, GENESIS_HASH } from '../../src/modules/evidence/evidence-hash.ts';
import { evidenceAnchors, evidenceEvents } from '../../src/modules/evidence/evidence-schema.ts';
import { recordEvidence } from '../../src/modules/evidence/record-evidence.ts';
import { verifyEvidenceChain } from '../../src/modules/evidence/verify-evidence-chain.ts';
import { run, writeTemp } from '../../src/modules/sealing/testing/pdf-tools.ts';
import { jobs } from '../../src/platform/jobs/job-table.ts';
import { createHttpClient } from '../support/http-client.ts';
import {
  bearer,
  createOperation,
  prepareOtpSignature,
  senderToken,
  signerData,
  verifyOperationChain,
} from '../support/operations.ts';
import { startTestServer, type TTestServer } from '../support/test-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PERSON = { email: 'ana@example.com', phone: '+34600000001', name: 'Ana' };

describe('evidence chain anchored by RFC 3161 time stamps', () => {
  let server: TTestServer;
  let token: string;
  let stopped = false;
  /** Operations the CLI checks at the end: one intact, one rewritten before its anchor. */
  const cli = { intact: '', rewritten: '' };

  beforeAll(async () => {
    server = await startTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });
    token = await senderToken(server, 'anchors@example.com');
  });
  afterAll(async () => {
    if (stopped) await server?.database.drop();
    else await server?.close();
  });

  const db = () => server.platform.database.db;
  const subject = (op: string) => ({ subjectType: 'operation' as const, subjectId: op });
  const sealer = async () => server.services.operations.sealer;
  const verify = (op: string) => verifyOperationChain(server, op);

  /** An operation created and signed (OTP) through the HTTP API, its jobs run. */
  async function signedOperation() {
    const { loginautToken, op, doc } = await createOperation(server, token, [
      { signerData: signerData(PERSON.email, [], PERSON), signaturesType: ['SIMPLE'] },
    ]);
    const signs = await prepareOtpSignature(server, op, doc, loginautToken, PERSON.phone);
    expect((await signs()).status).toBe(200);
    await server.worker.drain();
    return { op, loginautToken };
  }

  async function events(op: string) {
    return db()
      .select()
      .from(evidenceEvents)
      .where(and(eq(evidenceEvents.subjectType, 'operation'), eq(evidenceEvents.subjectId, op)))
      .orderBy(asc(evidenceEvents.seq));
  }

  /**
   * The insider's rewrite: change the event at `seq`, then recompute every later link and
   * hash with the project's own evidenceHash, so the chain alone still verifies.
   */
  async function rewrite(op: string, seq: number) {
    const chain = await events(op);
    let previous = chain[seq - 2]?.hash ?? GENESIS_HASH;
    for (const event of chain.slice(seq - 1)) {
      const { id, hash: _hash, ...fields } = event;
      const changed = {
        ...fields,
        ...(event.seq === seq ? { ip: '203.0.113.66', userAgent: 'forged' } : {}),
        prevHash: previous,
      };
      previous = evidenceHash(changed);
      await db()
        .update(evidenceEvents)
        .set({ ...changed, hash: previous })
        .where(eq(evidenceEvents.id, id));
    }
  }

  /** The insider's rewrite of the times: every event `ms` earlier, every hash recomputed. */
  async function backdate(op: string, ms: number) {
    let previous = GENESIS_HASH;
    for (const event of await events(op)) {
      const { id, hash: _hash, ...fields } = event;
      const changed = {
        ...fields,
        occurredAt: new Date(event.occurredAt.getTime() - ms),
        prevHash: previous,
      };
      previous = evidenceHash(changed);
      await db()
        .update(evidenceEvents)
        .set({ ...changed, hash: previous })
        .where(eq(evidenceEvents.id, id));
    }
  }

  // A made-up type: the anchors' mechanics take any.
  const appendSystemEvent = (op: string, type: string) =>
    db().transaction((tx) =>
      recordEvidence(tx, {
        subjectType: 'operation',
        subjectId: op,
        type: type as TOperationEventType,
        actorType: 'system',
      }),
    );

  it('anchors the chain head when a signature is sealed, and the chain verifies against it', async () => {
    const { op } = await signedOperation();
    cli.intact = op;
    const anchorJobs = await db().select().from(jobs).where(eq(jobs.name, 'evidence.anchor'));
    expect(anchorJobs.map((job) => job.state)).toEqual(['completed']);
    const stored = await db()
      .select()
      .from(evidenceAnchors)
      .where(eq(evidenceAnchors.subjectId, op));
    expect(stored).toHaveLength(1);
    const signed = (await events(op)).find((event) => event.type === 'signer.signed');
    expect(stored[0]?.seq).toBeGreaterThanOrEqual(signed?.seq ?? Number.POSITIVE_INFINITY);
    expect(stored[0]?.tsa).toBe('Confirma Time-Stamping Authority');

    const report = await verify(op);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.anchors).toEqual([
      expect.objectContaining({ seq: stored[0]?.seq, headHash: stored[0]?.headHash, valid: true }),
    ]);
    expect(report.anchoredEvents).toBe(stored[0]?.seq);
    // Without the TSA's certificate nobody can tell a real anchor from a forged one.
    const untrusted = await verifyEvidenceChain(db(), subject(op));
    expect(untrusted.problems).toEqual([{ seq: stored[0]?.seq, problem: 'anchor-untrusted' }]);
  });

  it('fails verification when an event before an anchor is rewritten and every later hash recomputed', async () => {
    const { op } = await signedOperation();
    cli.rewritten = op;
    const [anchor] = (await verify(op)).anchors;
    expect(anchor?.seq).toBeGreaterThan(2);
    await rewrite(op, 2);
    const report = await verify(op);
    // The hash chain alone sees nothing: the rewrite is consistent.
    expect(report.problems.filter((item) => !item.problem.startsWith('anchor-'))).toEqual([]);
    expect(report.ok).toBe(false);
    expect(report.problems).toContainEqual({ seq: anchor?.seq, problem: 'anchor-mismatch' });
    expect(report.anchoredEvents).toBe(0);

    // Moving the anchor row's hash along with the rewrite does not help: the token binds it.
    await db()
      .update(evidenceAnchors)
      .set({ headHash: report.head ?? '' })
      .where(eq(evidenceAnchors.subjectId, op));
    const rewritten = await events(op);
    await db()
      .update(evidenceAnchors)
      .set({ headHash: rewritten.find((event) => event.seq === anchor?.seq)?.hash ?? '' })
      .where(eq(evidenceAnchors.subjectId, op));
    expect((await verify(op)).problems).toContainEqual({
      seq: anchor?.seq,
      problem: 'anchor-mismatch',
    });
  });

  it('cannot catch a rewrite after the newest anchor, and reports those events as not covered', async () => {
    const { op } = await signedOperation();
    const anchored = (await verify(op)).anchoredEvents;
    await appendSystemEvent(op, 'test.after_anchor');
    await appendSystemEvent(op, 'test.after_anchor');
    await rewrite(op, anchored + 1);
    const report = await verify(op);
    expect(report.ok).toBe(true);
    expect(report.anchoredEvents).toBe(anchored);
    expect(report.events).toBe(anchored + 2);
  });

  it('the periodic sweep anchors every chain whose head moved, once, and refuses a rewritten one', async () => {
    const { op } = await signedOperation();
    await appendSystemEvent(op, 'test.after_anchor');
    await appendSystemEvent(cli.rewritten, 'test.after_anchor');
    const deps = await sealer();
    const first = await anchorMovedChains(db(), deps, 1);
    expect(first.refused).toEqual([subject(cli.rewritten)]);
    expect(first.anchored).toBeGreaterThanOrEqual(1);
    const report = await verify(op);
    expect(report.ok).toBe(true);
    expect(report.anchoredEvents).toBe(report.events);
    expect(report.anchors).toHaveLength(2);
    const second = await anchorMovedChains(db(), deps, 1);
    expect(second.anchored).toBe(0);
  });

  it('stamps an imprint that openssl verifies against the platform root', async () => {
    const report = await verify(cli.intact);
    const anchor = report.anchors[0];
    if (!anchor) throw new Error('no anchor');
    // The imprint as the docs and the acta describe it, computed without the project's code.
    const material = `["confirma-anchor-v1","operation","${cli.intact}",${anchor.seq},"${anchor.headHash}"]`;
    const digest = createHash('sha256').update(material).digest('hex');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confirma-anchor-'));
    try {
      const tokenFile = writeTemp(dir, 'anchor.der', Buffer.from(anchor.token, 'base64'));
      const rootFile = writeTemp(
        dir,
        'root.pem',
        new TextEncoder().encode((await sealer()).pki.root?.pem ?? ''),
      );
      const check = (hex: string) =>
        run('openssl', [
          'ts',
          '-verify',
          '-digest',
          hex,
          '-in',
          tokenFile,
          '-token_in',
          '-CAfile',
          rootFile,
        ]);
      const ok = check(digest);
      expect(ok.stdout + ok.stderr).toContain('Verification: OK');
      const other = check(createHash('sha256').update(`${material} `).digest('hex'));
      expect(other.stdout + other.stderr).not.toContain('Verification: OK');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints every anchor in the acta: seq, head hash, time, TSA and the token itself', async () => {
    const { op, loginautToken } = await signedOperation();
    const report = await verify(op);
    const anchor = report.anchors[0];
    const answer = await createHttpClient(server.url).get(
      `/api/v2/actabyoperationuuidb64/${op}`,
      bearer(loginautToken),
    );
    expect(answer.status).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confirma-acta-'));
    try {
      const file = writeTemp(dir, 'acta.pdf', Buffer.from(await answer.text(), 'base64'));
      const text = run('pdftotext', [file, '-']).stdout.toString().replace(/ +/g, ' ');
      expect(text).toContain('Sellos de tiempo de la cadena (RFC 3161)');
      expect(text).toContain(`#${anchor?.seq} ${anchor?.genTime} Confirma Time-Stamping Authority`);
      expect(text).toContain(`Hash del evento sellado: ${anchor?.headHash}`);
      expect(text.replace(/\s/g, '')).toContain(anchor?.token);
      // Where the public log is, and the chain's name in it.
      const flat = text.replace(/\s/g, '');
      expect(flat).toContain(`${server.url}/api/verify/anchors`);
      expect(flat).toContain(createHash('sha256').update(`operation:${op}`).digest('hex'));
      expect(text).toContain(
        `Eventos cubiertos por el sello más reciente: ${report.anchoredEvents} / ${report.events}`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('npm run evidence:verify prints the anchors, exits 0 when intact and 1 on the rewrite, and on events past their anchoring without an anchor', async () => {
    // A chain rewritten three hours ago, hashes and all, whose anchor rows were then deleted:
    // the chain alone verifies.
    const { op: deleted } = await signedOperation();
    await backdate(deleted, 3 * 3600_000);
    await rewrite(deleted, 2);
    await db().delete(evidenceAnchors).where(eq(evidenceAnchors.subjectId, deleted));
    const alone = await verify(deleted);
    expect(alone).toMatchObject({ ok: true, anchoredEvents: 0, anchors: [] });
    // A chain of now whose anchor is gone too: no anchoring sweep was due yet.
    const { op: fresh } = await signedOperation();
    // A third party's copy of the public anchor log, taken while its anchor was there: the
    // chain's subject hashed, no operation id anywhere.
    const mirror = ZPublicAnchorPage.parse(
      await (await fetch(`${server.url}/api/verify/anchors?limit=1000`)).json(),
    );
    const subject = createHash('sha256').update(`operation:${fresh}`).digest('hex');
    expect(mirror.items.filter((anchor) => anchor.subject === subject)).not.toEqual([]);
    expect(JSON.stringify(mirror)).not.toContain(fresh);
    const mirrorFile = path.join(os.tmpdir(), `anchors-${fresh}.json`);
    fs.writeFileSync(mirrorFile, JSON.stringify(mirror));
    await db().delete(evidenceAnchors).where(eq(evidenceAnchors.subjectId, fresh));
    await rewrite(fresh, 2);

    // The verify page asks the server the same: the copy's anchors of the rewritten chain
    // are missing here and fail it; an intact chain holds every anchor of the copy.
    const checkMirror = async (op: string, body: unknown) => {
      const response = await fetch(`${server.url}/api/verify/operations/${op}/mirror`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as TVerifiedOperation };
    };
    const inCopy = (op: string) =>
      mirror.items.filter(
        (anchor) => anchor.subject === createHash('sha256').update(`operation:${op}`).digest('hex'),
      ).length;
    const broken = await checkMirror(fresh, mirror);
    expect(broken.status).toBe(200);
    expect(broken.body.chain.valid).toBe(false);
    expect(broken.body.mirror).toEqual({
      anchors: inCopy(fresh),
      missing: inCopy(fresh),
      untrusted: 0,
    });
    expect(broken.body.chain.anchors).toContainEqual(
      expect.objectContaining({ mirrored: true, valid: false }),
    );
    const kept = await checkMirror(cli.intact, [mirror]);
    expect(kept.body.chain.valid).toBe(true);
    expect(kept.body.mirror).toEqual({ anchors: inCopy(cli.intact), missing: 0, untrusted: 0 });
    expect(inCopy(cli.intact)).toBeGreaterThan(0);
    const garbage = await checkMirror(cli.intact, { anchors: 'no' });
    expect(garbage.status).toBe(400);

    // PGlite serves one process: the server lets go of the database for the CLI.
    await server.worker.stop();
    await server.app.close();
    await server.platform.database.close();
    stopped = true;
    const verifyCli = (op: string, ...options: string[]) =>
      spawnSync('npm', ['run', '--silent', 'evidence:verify', '--', op, ...options], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', ...server.database.env },
        encoding: 'utf8',
      });
    const intact = verifyCli(cli.intact);
    expect(intact.status, intact.stderr).toBe(0);
    const printed = JSON.parse(intact.stdout);
    expect(printed).toMatchObject({
      ok: true,
      anchors: [expect.objectContaining({ valid: true })],
    });
    const rewritten = verifyCli(cli.rewritten);
    expect(rewritten.status).toBe(1);
    expect(JSON.parse(rewritten.stdout).problems).toContainEqual(
      expect.objectContaining({ problem: 'anchor-mismatch' }),
    );

    const gone = verifyCli(deleted);
    expect(gone.status, gone.stderr).toBe(1);
    const every = Array.from({ length: alone.events }, (_, index) => index + 1);
    expect(JSON.parse(gone.stdout)).toMatchObject({ ok: true, problems: [], overdue: every });
    expect(gone.stderr).toContain(
      `events 1..${alone.events} have no anchor, though two anchoring sweeps were due`,
    );
    const young = verifyCli(fresh);
    expect(young.status, young.stderr).toBe(0);
    expect(JSON.parse(young.stdout).overdue).toEqual([]);
    expect(young.stderr).toContain('are not covered by an anchor yet');
    // Against the mirrored log, the same rewrite with its anchor deleted fails.
    const mirrored = verifyCli(fresh, '--anchors', mirrorFile);
    expect(mirrored.status, mirrored.stderr).toBe(1);
    const problems = JSON.parse(mirrored.stdout).problems.map(
      (item: { problem: string }) => item.problem,
    );
    expect(problems).toEqual(expect.arrayContaining(['anchor-missing', 'anchor-mismatch']));
    fs.rmSync(mirrorFile, { force: true });
    // Five runs of the command, each starting node and opening the database.
  }, 300_000);
});
