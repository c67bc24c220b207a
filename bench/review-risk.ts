import { pathToFileURL } from 'node:url';
import { authUsers } from '../apps/server/src/modules/accounts/accounts-schema.ts';
import { ensurePersonalOrganization } from '../apps/server/src/modules/accounts/index.ts';
import { identifications } from '../apps/server/src/modules/identification/identification-schema.ts';
import { listKeptFaces } from '../apps/server/src/modules/identification/verdict/risk-queries.ts';
import {
  RISK_BANDS,
  reuseSignals,
} from '../apps/server/src/modules/identification/verdict/risk-signals.ts';
import {
  operationSigners,
  operations,
} from '../apps/server/src/modules/operations/operations-schema.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createLogger } from '../apps/server/src/platform/logger.ts';
import { createPlatform } from '../apps/server/src/platform/platform.ts';
import { createTestDatabase } from '../apps/server/test/support/test-database.ts';
import { median, percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';

// The reuse checks of risk routing at their cap: a verdict compares the selfie with the
// account's RISK_BANDS.compared newest kept descriptors (FaceRes, 1024 numbers each), read
// from the database and compared in the process. On PGlite (the embedded default), the
// read and the comparison timed apart. Part of `npm run bench -- review`; standalone:
// `node --import tsx bench/review-risk.ts`.

const DIMENSIONS = 1024;
const ROUNDS = 15;

/** A unit descriptor drawn at random: unrelated faces. */
function descriptor(): number[] {
  const values = Array.from({ length: DIMENSIONS }, () => Math.random() - 0.5);
  const norm = Math.hypot(...values);
  return values.map((value) => Number((value / norm).toFixed(6)));
}

export async function reviewRiskBench(): Promise<TBenchResult[]> {
  const database = await createTestDatabase({ adminUrl: undefined });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...database.env,
  });
  const platform = await createPlatform(config, createLogger(config));
  const { db } = platform.database;
  try {
    const organizationId = 'bench-owner';
    await db
      .insert(authUsers)
      .values({ id: organizationId, name: 'Bench', email: 'bench@example.com' });
    await ensurePersonalOrganization(db, { userId: organizationId });
    const [operation] = await db
      .insert(operations)
      .values({
        domainUuid: platform.domainUuid,
        organizationId,
        opClass: 1243,
        signatureType: 'IDENTIFICATION_NO_ASISTIDA',
        status: 'IDENTIFIED',
        language: 'es',
        creditsSpent: 0,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: operations.id });
    const [signer] = await db
      .insert(operationSigners)
      .values({
        operationId: operation?.id ?? '',
        level: 1,
        order: 1,
        operationType: 'IDENTIFICATION',
        signerData: [],
        signatureTypes: ['IDENTIFICATION_NO_ASISTIDA'],
        fullName: 'Bench Signer',
      })
      .returning({ id: operationSigners.id });
    const kept = RISK_BANDS.compared;
    for (let first = 0; first < kept; first += 100) {
      await db.insert(identifications).values(
        Array.from({ length: 100 }, (_, i) => ({
          operationId: operation?.id ?? '',
          signerId: signer?.id ?? '',
          sessionId: `bench-${first + i}`,
          status: 'PASSED' as const,
          completedAt: new Date(),
          reuseEmbedding: descriptor(),
          documentNumber: `${10_000_000 + first + i}Z`,
        })),
      );
    }
    const selfie = descriptor();
    const reads: number[] = [];
    const compares: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const read = performance.now();
      const faces = await listKeptFaces(db, {
        organizationId,
        exceptId: '00000000-0000-4000-8000-000000000000',
        limit: kept,
      });
      const compare = performance.now();
      reuseSignals(selfie, '12345678Z', faces);
      const done = performance.now();
      if (round > 1) {
        reads.push(compare - read);
        compares.push(done - compare);
      }
    }
    return [
      { name: `review risk: read ${kept} kept descriptors p50`, value: median(reads), unit: 'ms' },
      {
        name: `review risk: read ${kept} kept descriptors p95`,
        value: percentile(reads, 95),
        unit: 'ms',
      },
      { name: `review risk: compare ${kept} selfies p50`, value: median(compares), unit: 'ms' },
    ];
  } finally {
    await platform.close();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await reviewRiskBench()) {
    console.log(`${result.name}: ${result.value.toFixed(1)} ${result.unit}`);
  }
}
