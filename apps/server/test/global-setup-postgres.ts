import { buildPostgresTemplate, POSTGRES_TEMPLATE_ENV } from './support/database-template.ts';

/**
 * The project `integration-postgres` (vitest.config.ts): builds its PostgreSQL template on
 * INTEGRATION_POSTGRES_URL once before its files run, and removes it after the run.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.INTEGRATION_POSTGRES_URL;
  if (!adminUrl) throw new Error('integration-postgres runs with INTEGRATION_POSTGRES_URL set');
  const template = await buildPostgresTemplate(adminUrl);
  process.env[POSTGRES_TEMPLATE_ENV] = template.name;
  return template.remove;
}
