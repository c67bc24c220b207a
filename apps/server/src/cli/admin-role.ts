import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  PLATFORM_ROLES,
  recordAdminAction,
  setPlatformRole,
  type TPlatformRole,
} from '../modules/admin/index.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';
import { openCliDatabase } from './cli-database.ts';

const USAGE = `usage:
  npm run admin:grant -- EMAIL                   the account with this e-mail becomes an administrator
  npm run admin:revoke -- EMAIL                  it stops being one
  npm run admin:grant -- EMAIL --role reviewer   the account becomes an identification reviewer
  npm run admin:revoke -- EMAIL --role reviewer  it stops being one`;

const isRole = (value: string): value is TPlatformRole =>
  (PLATFORM_ROLES as readonly string[]).includes(value);

/** `npm run admin:grant|admin:revoke -- EMAIL [--role admin|reviewer]` (see docs/operations.md). */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { revoke: { type: 'boolean' }, role: { type: 'string', default: 'admin' } },
  });
  const [email, ...rest] = positionals;
  const role = values.role;
  if (!email || rest.length || !email.includes('@') || !isRole(role)) {
    console.error(USAGE);
    process.exit(2);
  }
  const { database } = await openCliDatabase();
  try {
    await migrateDatabase(database);
    const grant = !values.revoke;
    // The change and its audit row in one transaction, as in the back office.
    const userId = await database.db.transaction(async (tx) => {
      const id = await setPlatformRole(tx, { email, role, grant, by: 'cli' });
      if (id) {
        await recordAdminAction(tx, {
          actor: { id: 'cli', email: `cli@${os.hostname()}` },
          action: grant ? 'role.grant' : 'role.revoke',
          target: { type: 'user', id },
          reason: `npm run admin:${grant ? 'grant' : 'revoke'}`,
          details: { role },
        });
      }
      return id;
    });
    if (!userId) {
      console.error(`no account has the e-mail address ${email}: sign up first`);
      process.exitCode = 1;
      return;
    }
    const name = role === 'admin' ? 'an administrator' : 'a reviewer';
    console.log(`${email} ${grant ? `is now ${name}` : `is no longer ${name}`}`);
  } finally {
    await database.close();
  }
}

await main();
