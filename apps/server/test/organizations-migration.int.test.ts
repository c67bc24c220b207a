import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../src/platform/db/client.ts';
import { MIGRATIONS_DIR, migrateDatabase } from '../src/platform/db/migrate.ts';
import { createTestDatabase, type TTestDatabase } from './support/test-database.ts';

/**
 * Upgrading to organisations: a database migrated up to the migration before them, holding
 * one user's account and something in every table a user owned (written as the old schema
 * had it), is migrated the rest of the way, and everything the user had is found in their
 * personal organisation.
 */
const ORGANIZATIONS_MIGRATION = '0040_organizations';

const USER = 'user-solo';
/** A user whose name is blank: their organisation is named after their id, as at sign-up. */
const UNNAMED_USER = 'user-unnamed';
const OPERATION = '00000000-0000-4000-8000-000000000001';
const SIGNER = '00000000-0000-4000-8000-000000000002';
const TEMPLATE = '00000000-0000-4000-8000-000000000003';
const ENDPOINT = '00000000-0000-4000-8000-000000000004';

/** Every table a user owned before organisations, with its owning column then. */
const OWNED_TABLES = {
  operations: 'owner_user_id',
  traveller_reports: 'owner_user_id',
  request_templates: 'user_id',
  bulk_sends: 'user_id',
  credit_balances: 'user_id',
  credit_ledger: 'user_id',
  unsettled_debits: 'user_id',
  credit_reservations: 'user_id',
  payment_orders: 'user_id',
  invoices: 'user_id',
  api_credentials: 'user_id',
  webhook_endpoints: 'user_id',
  embed_origins: 'user_id',
  ocr_analyses: 'user_id',
} as const;

/** Rows that hang from the owned ones, and the user's own: they must all still be there. */
const OTHER_TABLES = [
  'auth_users',
  'auth_accounts',
  'account_profiles',
  'operation_documents',
  'operation_signers',
  'webhook_deliveries',
];

/** The user and their data, in the columns of the schema before organisations. */
const OLD_SCHEMA_ROWS = `
insert into auth_users (id, name, email, email_verified)
  values ('${USER}', 'Ana Solo', 'ana@example.test', true);
insert into auth_users (id, name, email) values ('${UNNAMED_USER}', '  ', 'unnamed@example.test');
insert into account_profiles (user_id, firstname, lastname) values ('${USER}', 'Ana', 'Solo');
insert into auth_accounts (id, account_id, provider_id, user_id, password)
  values ('account-solo', '${USER}', 'credential', '${USER}', 'salt:scrypt-hash');

insert into operations
  (id, domain_uuid, owner_user_id, op_class, signature_type, status, language, credits_spent, expires_at)
  values ('${OPERATION}', gen_random_uuid(), '${USER}', 1, 'SIMPLE', 'PENDING', 'es', 1, now() + interval '30 days');
insert into operation_documents (operation_id, reference, name, label, flags, pages, original_sha256, position)
  values ('${OPERATION}', 'doc-1', 'contract.pdf', 'Contract', '{}', 1, repeat('a', 64), 0);
insert into operation_signers
  (id, operation_id, level, "order", operation_type, signer_data, signature_types, full_name)
  values ('${SIGNER}', '${OPERATION}', 1, 1, 'SIGN', '{}', '[]', 'Bea Signer');
insert into traveller_reports
  (operation_id, signer_id, owner_user_id, status, document, completion, establishment, warnings, filled_sha256, purge_after)
  values ('${OPERATION}', '${SIGNER}', '${USER}', 'PENDING', '{}', '{}', '{}', '[]', repeat('b', 64), now() + interval '90 days');

insert into request_templates (id, user_id, name, roles, contract_type)
  values ('${TEMPLATE}', '${USER}', 'Rental', '[]', 'RENTAL');
insert into bulk_sends (user_id, template_id, template_name, roles, total, credits_reserved, meta)
  values ('${USER}', '${TEMPLATE}', 'Rental', '[]', 1, 5, '{}');

insert into credit_ledger (user_id, kind, amount, balance_after, reason, reference) values
  ('${USER}', 'grant', 10, 10, 'signup_bonus', null),
  ('${USER}', 'purchase', 20, 30, 'Pack 20', 'order-solo'),
  ('${USER}', 'spend', -3, 27, 'operation', '${OPERATION}'),
  ('${USER}', 'reserve', -5, 22, 'bulk send', 'reservation-solo'),
  ('${USER}', 'release', 2, 24, 'bulk send', 'reservation-solo');
insert into credit_balances (user_id, current, used, total, debt) values ('${USER}', 24, 6, 30, 1);
insert into credit_reservations (reference, user_id, amount, consumed, released, closed_at)
  values ('reservation-solo', '${USER}', 5, 3, 2, now());
insert into unsettled_debits (reference, user_id, amount, reason)
  values ('debit-solo', '${USER}', 1, 'operation');

insert into payment_orders (id, user_id, product_id, credits, amount_cents, provider, method, status, paid_at)
  values ('order-solo', '${USER}', 'credits-20', 20, 1000, 'stripe', 'card', 'PAID', now());
insert into invoices
  (id, series, year, number, full_number, order_id, user_id, seller, buyer, lines, base_cents, vat_rate_bp, vat_cents, total_cents)
  values ('invoice-solo', 'F', 2026, 1, 'F2026-000001', 'order-solo', '${USER}', '{}', '{}', '[]', 826, 2100, 174, 1000);

insert into api_credentials (id, user_id, username, secret_hash, secret_last4, label)
  values ('credential-solo', '${USER}', 'api-solo', 'secret-hash', 'abcd', 'ERP');
insert into webhook_endpoints (id, user_id, url, events, secret_encrypted)
  values ('${ENDPOINT}', '${USER}', 'https://erp.example.test/hooks', array['operation.completed'], 'sealed-secret');
insert into webhook_deliveries (endpoint_id, message_id, event_type, body)
  values ('${ENDPOINT}', 'message-solo', 'operation.completed', '{}');
insert into embed_origins (user_id, origin) values ('${USER}', 'https://erp.example.test');
insert into ocr_analyses (user_id, document, images, result, expires_at)
  values ('${USER}', 'DNI', '[]', '{}', now() + interval '1 day');
`;

interface TJournal {
  entries: { idx: number; tag: string }[];
}

/**
 * A copy of the migrations folder that stops before `tag`: its SQL, its snapshot and its
 * journal entry removed, with every later one's.
 */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-migrations-'));
  await fs.cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as TJournal;
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag} in ${MIGRATIONS_DIR}`);
  for (const entry of journal.entries.slice(cut)) {
    await fs.rm(path.join(dir, `${entry.tag}.sql`));
    const snapshot = `${String(entry.idx).padStart(4, '0')}_snapshot.json`;
    await fs.rm(path.join(dir, 'meta', snapshot), { force: true });
  }
  journal.entries = journal.entries.slice(0, cut);
  await fs.writeFile(journalFile, JSON.stringify(journal, null, 2));
  return dir;
}

describe('the organisations migration', () => {
  let test: TTestDatabase;
  let database: TDatabase;
  let oldMigrations: string;
  const countsBefore: Record<string, number> = {};
  let balanceBefore: Record<string, unknown> | undefined;

  const rows = async (text: string, values?: unknown[]) =>
    (await database.executeSql(text, values)).rows;
  const count = async (table: string, where = 'true', values?: unknown[]) =>
    Number((await rows(`select count(*) as n from ${table} where ${where}`, values))[0]?.n);

  beforeAll(async () => {
    oldMigrations = await migrationsBefore(ORGANIZATIONS_MIGRATION);
    test = await createTestDatabase({ adminUrl: process.env.DATABASE_URL, empty: true });
    database = await openDatabase({
      url: test.url,
      pgliteDir: test.url ? undefined : path.join(test.dataDir, 'pglite'),
    });
    await migrateDatabase(database, oldMigrations);
    await database.executeSql(OLD_SCHEMA_ROWS);
    for (const [table, owner] of Object.entries(OWNED_TABLES)) {
      countsBefore[table] = await count(table, `${owner} = $1`, [USER]);
    }
    for (const table of OTHER_TABLES) countsBefore[table] = await count(table);
    [balanceBefore] = await rows(
      'select current, used, total, debt from credit_balances where user_id = $1',
      [USER],
    );
    await migrateDatabase(database);
  });

  afterAll(async () => {
    await database?.close();
    await test?.drop();
    if (oldMigrations) await fs.rm(oldMigrations, { recursive: true, force: true });
  });

  it('held the user’s data in every owned table before the upgrade', () => {
    for (const table of Object.keys(OWNED_TABLES)) {
      expect(countsBefore[table], table).toBe(table === 'credit_ledger' ? 5 : 1);
    }
  });

  it('gives the user a personal organisation with their id, owned by them alone', async () => {
    expect(
      await rows('select id, name, slug, personal from auth_organizations where id = $1', [USER]),
    ).toEqual([{ id: USER, name: 'Ana Solo', slug: USER, personal: true }]);
    expect(
      await rows('select user_id, role from auth_members where organization_id = $1', [USER]),
    ).toEqual([{ user_id: USER, role: 'owner' }]);
  });

  it('names the organisation of a user without a name after their id, as a sign-up does', async () => {
    expect(
      await rows('select name, personal from auth_organizations where id = $1', [UNNAMED_USER]),
    ).toEqual([{ name: UNNAMED_USER, personal: true }]);
  });

  it('finds every row the user owned in their organisation, and no row lost', async () => {
    for (const table of Object.keys(OWNED_TABLES)) {
      expect(await count(table), table).toBe(countsBefore[table]);
      expect(await count(table, 'organization_id = $1', [USER]), table).toBe(countsBefore[table]);
    }
    for (const table of OTHER_TABLES) expect(await count(table), table).toBe(countsBefore[table]);
  });

  it('keeps the balance, and names the user as who spent, reserved and bought', async () => {
    expect(
      await rows(
        'select current, used, total, debt from credit_balances where organization_id = $1',
        [USER],
      ),
    ).toEqual([balanceBefore]);
    expect(await rows('select kind, member_user_id from credit_ledger order by id')).toEqual([
      { kind: 'grant', member_user_id: null },
      { kind: 'purchase', member_user_id: USER },
      { kind: 'spend', member_user_id: USER },
      { kind: 'reserve', member_user_id: USER },
      { kind: 'release', member_user_id: null },
    ]);
  });

  it('names the user as the sender, the buyer and the credential’s creator', async () => {
    expect(await rows('select sender_user_id from operations')).toEqual([{ sender_user_id: USER }]);
    expect(await rows('select buyer_user_id from payment_orders')).toEqual([
      { buyer_user_id: USER },
    ]);
    expect(await rows('select created_by_user_id from api_credentials')).toEqual([
      { created_by_user_id: USER },
    ]);
  });

  it('refuses to remove the only owner’s membership, and removes it with the organisation', async () => {
    const refused = await database
      .executeSql('delete from auth_members where organization_id = $1', [USER])
      .then(
        () => undefined,
        (error: unknown) => error as { code?: string; constraint?: string },
      );
    expect(refused).toMatchObject({ code: '23514', constraint: 'auth_members_owner_check' });
    const members = () => count('auth_members', 'organization_id = $1', [USER]);
    expect(await members()).toBe(1);

    await database.executeSql('delete from auth_organizations where id = $1', [USER]);
    expect(await members()).toBe(0);
    expect(await count('auth_users', 'id = $1', [USER])).toBe(1);
  });
});
