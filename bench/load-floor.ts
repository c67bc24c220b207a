import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';

/**
 * A floor for the load bench, run as its own process: bare Fastify (`none`), or Fastify +
 * Drizzle answering GET /health after `select 1` on PGlite (in `DATA_DIR`) or PostgreSQL
 * (`DATABASE_URL`): what /api/health does with nothing of ours around it. Prints the port.
 */
const kind = process.argv[2] ?? 'none';
const database =
  kind === 'none'
    ? undefined
    : await openDatabase({
        url: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
        pgliteDir: path.join(process.env.DATA_DIR ?? '.', 'pglite'),
      });
const app = Fastify({ logger: false });
app.get('/health', async () => {
  if (database) await database.db.execute(sql`select 1`);
  return { status: 'ok', db: database ? 'ok' : 'none' };
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
process.on('SIGTERM', async () => {
  await app.close();
  await database?.close();
  process.exit(0);
});
