import { providePgliteTemplate } from '../apps/server/test/support/database-template.ts';

/**
 * The products the e2e files start run on PGlite whatever DATABASE_URL says
 * (support/start-product.ts): their template is PGlite's, built once per run.
 */
export default function setup(): Promise<() => Promise<void>> {
  return providePgliteTemplate();
}
