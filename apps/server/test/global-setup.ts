import {
  buildPostgresTemplate,
  POSTGRES_TEMPLATE_ENV,
  providePgliteTemplate,
} from './support/database-template.ts';

/**
 * Builds the run's database template once, before any integration file runs (the test
 * files' workers start after this and inherit its environment), and removes it after the
 * run: support/database-template.ts.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return providePgliteTemplate();
  const template = await buildPostgresTemplate(adminUrl);
  process.env[POSTGRES_TEMPLATE_ENV] = template.name;
  return template.remove;
}
