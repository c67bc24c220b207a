import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TOperationEventType } from '@confirma/contracts/evidence-events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENESIS_HASH } from '../src/modules/evidence/evidence-hash.ts';
import { recordEvidence } from '../src/modules/evidence/record-evidence.ts';
import { verifyEvidenceChain } from '../src/modules/evidence/verify-evidence-chain.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';
import { createTestDatabase, type TTestDatabase } from './support/test-database.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('evidence chain', () => {
  let test: TTestDatabase;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  const open = () =>
    openDatabase({
      url: test.url,
      pgliteDir: test.url ? undefined : path.join(test.dataDir, 'pglite'),
    });

  beforeAll(async () => {
    test = await createTestDatabase();
    database = await open();
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  // The chain's mechanics take any type: these tests append made-up ones too.
  const append = (subjectId: string, type: string, data: Record<string, unknown> = {}) =>
    database.db.transaction((tx) =>
      recordEvidence(tx, {
        subjectType: 'operation',
        subjectId,
        type: type as TOperationEventType,
        actorType: 'signer',
        actorId: 'signer-1',
        ip: '192.0.2.10',
        userAgent: 'Mozilla/5.0 (test)',
        documentSha256: 'ab'.repeat(32),
        data,
      }),
    );

  it('chains events: each links to the previous hash and the chain verifies', async () => {
    const first = await append('op-1', 'operation.created', {
      opClass: 1241,
      nested: { b: 1, a: [2, 'x'] },
    });
    const second = await append('op-1', 'signer.document_read');
    const third = await append('op-1', 'signer.signed');
    expect([first.seq, second.seq, third.seq]).toEqual([1, 2, 3]);
    expect(first.prevHash).toBe(GENESIS_HASH);
    expect(second.prevHash).toBe(first.hash);
    expect(third.prevHash).toBe(second.hash);
    const report = await verifyEvidenceChain(database.db, {
      subjectType: 'operation',
      subjectId: 'op-1',
    });
    expect(report).toEqual({
      ok: true,
      events: 3,
      head: third.hash,
      anchoredEvents: 0,
      unanchored: [first, second, third].map((event) => ({
        seq: event.seq,
        occurredAt: event.occurredAt.toISOString(),
      })),
      anchors: [],
      problems: [],
      mirror: null,
    });
  });

  it('keeps nothing of a rolled-back transaction', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordEvidence(tx, {
          subjectType: 'operation',
          subjectId: 'op-2',
          type: 'operation.created',
          actorType: 'system',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const report = await verifyEvidenceChain(database.db, {
      subjectType: 'operation',
      subjectId: 'op-2',
    });
    expect(report.events).toBe(0);
  });

  it('never forks under concurrent writers', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => append('op-3', `event.${i}`)));
    const report = await verifyEvidenceChain(database.db, {
      subjectType: 'operation',
      subjectId: 'op-3',
    });
    expect(report).toMatchObject({ ok: true, events: 12 });
  });

  it('detects an altered, a removed and a re-hashed event', async () => {
    for (const type of ['a', 'b', 'c', 'd']) await append('op-4', type);
    await database.db.execute(
      sql`update evidence_events set ip = '198.51.100.7' where subject_id = 'op-4' and seq = 2`,
    );
    let report = await verifyEvidenceChain(database.db, {
      subjectType: 'operation',
      subjectId: 'op-4',
    });
    expect(report.ok).toBe(false);
    expect(report.problems).toContainEqual({ seq: 2, problem: 'hash-mismatch' });

    for (const type of ['a', 'b', 'c']) await append('op-5', type);
    await database.db.execute(
      sql`delete from evidence_events where subject_id = 'op-5' and seq = 2`,
    );
    report = await verifyEvidenceChain(database.db, {
      subjectType: 'operation',
      subjectId: 'op-5',
    });
    expect(report.problems).toEqual(
      expect.arrayContaining([
        { seq: 3, problem: 'sequence-gap' },
        { seq: 3, problem: 'broken-link' },
      ]),
    );

    // Recomputing the altered event's own hash still breaks the link from the next one.
    for (const type of ['a', 'b', 'c']) await append('op-6', type);
    await database.db.execute(
      sql`update evidence_events set type = 'forged', hash = repeat('f', 64) where subject_id = 'op-6' and seq = 2`,
    );
    report = await verifyEvidenceChain(database.db, {
      subjectType: 'operation',
      subjectId: 'op-6',
    });
    expect(report.problems).toContainEqual({ seq: 3, problem: 'broken-link' });
  });

  it('the npm run evidence:verify command exits 0 on an intact chain and 1 on a tampered one', async () => {
    await database.close();
    const run = (id: string) =>
      spawnSync('npm', ['run', '--silent', 'evidence:verify', '--', id], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', ...test.env },
        encoding: 'utf8',
      });
    const intact = run('op-1');
    expect(intact.status, intact.stderr).toBe(0);
    expect(JSON.parse(intact.stdout)).toMatchObject({ ok: true, events: 3 });
    const tampered = run('op-4');
    expect(tampered.status).toBe(1);
    expect(tampered.stdout).toContain('hash-mismatch');
    database = await open();
  });
});
