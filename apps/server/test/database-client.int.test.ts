import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase, type TDb } from '../src/platform/db/client.ts';
import { runWhen } from './support/run-when.ts';
import { createTestDatabase, type TTestDatabase } from './support/test-database.ts';

/** The statements this connection keeps prepared, by their text. */
async function prepared(db: TDb): Promise<string[]> {
  const result = (await db.execute(
    sql`select statement from pg_prepared_statements order by statement`,
  )) as unknown as { rows: { statement: string }[] };
  return result.rows.map((row) => row.statement);
}

const POSTGRES_ONLY = runWhen(
  process.env.DATABASE_URL,
  'PostgreSQL only: its prepared statements and pool',
);

describe('the PostgreSQL client', POSTGRES_ONLY, () => {
  let test: TTestDatabase;
  let database: TDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    database = await openDatabase({ url: test.url, poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it('names a statement text it runs again with parameters, and leaves one-offs unnamed', async () => {
    await database.withConnection(async (db) => {
      for (let n = 0; n < 3; n += 1) await db.execute(sql`select ${n}::int + 1 as repeated`);
      await db.execute(sql`select ${7}::int + 2 as once`);
      await db.execute(sql.raw('select 3 + 3 as literal'));
      await db.execute(sql.raw('select 3 + 3 as literal'));
      const statements = await prepared(db);
      expect(statements).toContain('select $1::int + 1 as repeated');
      expect(statements.some((text) => text.includes('as once'))).toBe(false);
      expect(statements.some((text) => text.includes('as literal'))).toBe(false);
    });
  });

  it('answers the same through a named statement, across the pool', async () => {
    const answers: number[] = [];
    for (let n = 0; n < 8; n += 1) {
      const result = (await database.db.execute(sql`select ${n}::int * 2 as twice`)) as unknown as {
        rows: { twice: number }[];
      };
      answers.push(result.rows[0]?.twice ?? -1);
    }
    expect(answers).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
    // pg-boss's texts go through executeSql with `$n` parameters.
    for (let n = 0; n < 2; n += 1) {
      const { rows } = await database.executeSql('select $1::text as echoed', [`e${n}`]);
      expect(rows).toEqual([{ echoed: `e${n}` }]);
    }
  });
});
