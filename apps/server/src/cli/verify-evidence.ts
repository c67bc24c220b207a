import path from 'node:path';
import { verifyEvidenceChain } from '../modules/evidence/verify-evidence-chain.ts';
import { loadPlatformSealer } from '../modules/operations/platform-sealer.ts';
import { loadConfig, loadDotEnv } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';

/**
 * `npm run evidence:verify -- <operationUuid> [subjectType]`: recomputes the operation's
 * evidence chain, checks it against its RFC 3161 anchors (trusting the platform TSA of
 * DATA_DIR/pki or TSA_P12_PATH, and TSA_CA_PATH) and prints the report with every anchor.
 * Exits 0 when intact, 1 when any event was altered, removed or reordered or an anchor
 * fails, 2 on bad usage.
 */
async function main() {
  const [subjectId, subjectType = 'operation'] = process.argv.slice(2);
  if (!subjectId) {
    console.error('usage: npm run evidence:verify -- <operationUuid> [subjectType]');
    process.exit(2);
  }
  loadDotEnv();
  const config = loadConfig();
  const { trust } = await loadPlatformSealer(config);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
  });
  try {
    const report = await verifyEvidenceChain(database.db, { subjectType, subjectId }, trust);
    console.log(JSON.stringify({ subjectType, subjectId, ...report }, null, 2));
    if (report.anchoredEvents < report.events) {
      console.error(
        `events ${report.anchoredEvents + 1}..${report.events} are not covered by an anchor yet`,
      );
    }
    process.exitCode = report.ok && report.events > 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
