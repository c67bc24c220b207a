import path from 'node:path';
import { overdueEvents, seqRanges } from '../modules/evidence/anchor-deadline.ts';
import { verifyEvidenceChain } from '../modules/evidence/verify-evidence-chain.ts';
import { loadPlatformSealer } from '../modules/operations/platform-sealer.ts';
import { loadConfig, loadDotEnv } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';

/**
 * `npm run evidence:verify -- <operationUuid> [subjectType]`: recomputes the operation's
 * evidence chain, checks it against its RFC 3161 anchors (trusting the platform TSA of
 * DATA_DIR/pki or TSA_P12_PATH, and TSA_CA_PATH) and prints the report with every anchor.
 * Exits 0 when intact, 1 when any event was altered, removed or reordered, an anchor fails,
 * or events have no anchor though two anchoring sweeps were due since they were recorded
 * (EVIDENCE_ANCHOR_CRON, JOBS_EXPIRE_SECONDS each: deleted anchor rows), naming them; 2 on
 * bad usage.
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
    const overdue = overdueEvents(report.unanchored, config).map((event) => event.seq);
    console.log(JSON.stringify({ subjectType, subjectId, ...report, overdue }, null, 2));
    if (overdue.length > 0) {
      console.error(
        `events ${seqRanges(overdue)} have no anchor, though two anchoring sweeps were due ` +
          `since each was recorded (EVIDENCE_ANCHOR_CRON "${config.EVIDENCE_ANCHOR_CRON}", ` +
          `${config.JOBS_EXPIRE_SECONDS} s each to run): their anchors were deleted, or no ` +
          'sweep ran (no worker, or the TSA down)',
      );
    } else if (report.unanchored.length > 0) {
      const seqs = report.unanchored.map((event) => event.seq);
      console.error(`events ${seqRanges(seqs)} are not covered by an anchor yet`);
    }
    process.exitCode = report.ok && report.events > 0 && overdue.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
