import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { createServices } from '../apps/server/src/create-services.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createLogger } from '../apps/server/src/platform/logger.ts';
import { createPlatform } from '../apps/server/src/platform/platform.ts';

/** The public URL the document names as its server (the product's own, not a test port). */
const DOCUMENT_URL = 'https://confirma.dev';

/**
 * The OpenAPI document of the app as `/api/openapi.json` serves it, built without
 * listening: a test-configured app (development outbox included, as the tests' client
 * uses it) over a fresh PGlite database in a temporary directory, removed afterwards.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-openapi-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: DOCUMENT_URL,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      OUTBOX_ENABLED: 'true',
    });
    const platform = await createPlatform(config, createLogger(config), { maintainJobs: false });
    try {
      const services = await createServices(platform);
      try {
        const app = await buildApp(platform, services);
        await app.ready();
        const document = app.swagger() as unknown as Record<string, unknown>;
        await app.close();
        return document;
      } finally {
        await services.close();
      }
    } finally {
      await platform.close();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
