import { parseArgs } from 'node:util';
import { sha256Hex } from '../platform/blobs/blob-store.ts';
import { openBlobStore, type TBlobStoreKind } from '../platform/blobs/open-blob-store.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';
import { openCliDatabase } from './cli-database.ts';

const KINDS: TBlobStoreKind[] = ['disk', 'postgres', 's3'];
const USAGE = `usage:
  npm run blobs:migrate -- --from disk|postgres|s3 --to disk|postgres|s3 [--delete-source]
Copies every blob of one store into the other (the stores as the environment describes
them: DATA_DIR, DATABASE_URL, S3_*), each checked against its SHA-256 on the way; blobs
already there are skipped, so it can be run again. Then set BLOB_STORE to the new store.`;

/** `npm run blobs:migrate -- --from KIND --to KIND` (see docs/operations.md). */
async function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      'delete-source': { type: 'boolean' },
    },
  });
  const from = KINDS.find((kind) => kind === values.from);
  const to = KINDS.find((kind) => kind === values.to);
  if (!from || !to || from === to) {
    console.error(USAGE);
    process.exit(2);
  }
  // The store named by --to may differ from BLOB_STORE: S3_BUCKET is checked here.
  const { config, database } = await openCliDatabase();
  try {
    await migrateDatabase(database);
    const source = openBlobStore(from, config, database.db);
    const target = openBlobStore(to, config, database.db);
    const counts = { copied: 0, present: 0, bytes: 0, deleted: 0 };
    for await (const blob of source.list()) {
      if (await target.has(blob.key)) {
        counts.present++;
      } else {
        // `get` checks the bytes against the name: a damaged blob stops the migration.
        const data = await source.get(blob.key);
        const stored = await target.put(data);
        if (stored.key !== blob.key || sha256Hex(await target.get(blob.key)) !== blob.key) {
          throw new Error(`blob ${blob.key} did not arrive intact`);
        }
        counts.copied++;
        counts.bytes += data.byteLength;
      }
      if (values['delete-source']) {
        await source.delete(blob.key);
        counts.deleted++;
      }
    }
    console.log(
      `blobs ${from} -> ${to}: ${counts.copied} copied (${counts.bytes} bytes), ` +
        `${counts.present} already there, ${counts.deleted} deleted from ${from}`,
    );
  } finally {
    await database.close();
  }
}

await main();
// The S3 client's kept-alive sockets would hold the process open.
process.exit(process.exitCode ?? 0);
