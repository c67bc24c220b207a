import os from 'node:os';
import { parseArgs } from 'node:util';
import { recordAdminAction, setAdminRole } from '../modules/admin/index.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';
import { openCliDatabase } from './cli-database.ts';

const USAGE = `usage:
  npm run admin:grant -- EMAIL     the account with this e-mail becomes an administrator
  npm run admin:revoke -- EMAIL    it stops being one`;

/** `npm run admin:grant|admin:revoke -- EMAIL` (see docs/operations.md). */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { revoke: { type: 'boolean' } },
  });
  const [email, ...rest] = positionals;
  if (!email || rest.length || !email.includes('@')) {
    console.error(USAGE);
    process.exit(2);
  }
  const { database } = await openCliDatabase();
  try {
    await migrateDatabase(database);
    const grant = !values.revoke;
    // The change and its audit row in one transaction, as in the back office.
    const userId = await database.db.transaction(async (tx) => {
      const id = await setAdminRole(tx, { email, grant, by: 'cli' });
      if (id) {
        await recordAdminAction(tx, {
          actor: { id: 'cli', email: `cli@${os.hostname()}` },
          action: grant ? 'role.grant' : 'role.revoke',
          target: { type: 'user', id },
          reason: `npm run admin:${grant ? 'grant' : 'revoke'}`,
        });
      }
      return id;
    });
    if (!userId) {
      console.error(`no account has the e-mail address ${email}: sign up first`);
      process.exitCode = 1;
      return;
    }
    console.log(`${email} ${grant ? 'is now an administrator' : 'is no longer an administrator'}`);
  } finally {
    await database.close();
  }
}

await main();
