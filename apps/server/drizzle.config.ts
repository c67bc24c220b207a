import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @confirma/server` writes a new SQL migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db-schema.ts',
  out: './drizzle',
});
