import fs from 'node:fs';
import path from 'node:path';
import { ZAnchorMirror } from '@confirma/contracts/verify';
import { overdueEvents, seqRanges } from '../modules/evidence/anchor-deadline.ts';
import type { TMirroredAnchor } from '../modules/evidence/evidence-chain.types.ts';
import { verifyEvidenceChain } from '../modules/evidence/verify-evidence-chain.ts';
import { loadPlatformSealer } from '../modules/pdf-reports/platform-sealer.ts';
import { loadConfig, loadDotEnv } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { outboundClientFor } from '../platform/outbound/outbound-client.ts';

const USAGE =
  'usage: npm run evidence:verify -- <operationUuid> [subjectType] [--anchors <mirror.json>]';

/**
 * `npm run evidence:verify -- <operationUuid> [subjectType] [--anchors <mirror.json>]`:
 * recomputes the operation's evidence chain, checks it against its RFC 3161 anchors
 * (trusting the platform TSA of DATA_DIR/pki or TSA_P12_PATH, and TSA_CA_PATH) and, with
 * `--anchors`, against those of a mirrored copy of the public anchor log too, and prints
 * the report with every anchor. Exits 0 when intact, 1 when any event was altered, removed
 * or reordered, an anchor fails, a mirrored anchor is missing from the database, or events
 * have no anchor though two anchoring sweeps were due since they were recorded
 * (EVIDENCE_ANCHOR_CRON, JOBS_EXPIRE_SECONDS each: deleted anchor rows), naming them; 2 on
 * bad usage or an unreadable mirror.
 */
async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--anchors');
  const mirrorFile = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0) args.splice(at, 2);
  const [subjectId, subjectType = 'operation'] = args;
  if (!subjectId || (at >= 0 && !mirrorFile)) {
    console.error(USAGE);
    process.exit(2);
  }
  let mirrored: TMirroredAnchor[] | undefined;
  if (mirrorFile) {
    const parsed = ZAnchorMirror.safeParse(JSON.parse(fs.readFileSync(mirrorFile, 'utf8')));
    if (!parsed.success) {
      console.error(`${mirrorFile} is no copy of GET /api/verify/anchors: ${parsed.error.message}`);
      process.exit(2);
    }
    mirrored = parsed.data;
  }
  loadDotEnv();
  const config = loadConfig();
  const { trust } = await loadPlatformSealer(config, outboundClientFor(config));
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
  });
  try {
    const report = await verifyEvidenceChain(database.db, { subjectType, subjectId }, trust, {
      mirrored,
    });
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
    const untrusted = report.mirror?.untrusted ?? [];
    if (untrusted.length > 0) {
      console.error(
        `${untrusted.length} anchors of the copy do not verify against the head they claim ` +
          `(events ${seqRanges([...new Set(untrusted.map((item) => item.seq))])}): not evidence, ignored`,
      );
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
