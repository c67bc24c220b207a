/**
 * `npm run check:openapi`: builds the app's OpenAPI document (no server listens), writes
 * it to node_modules/.cache/openapi/openapi.json, lints it with Redocly's rules
 * (redocly.yaml: the recommended set) and fails on any error; then fails when
 * @confirma/client's committed types (packages/client/src/schema.gen.ts) differ from the ones
 * the document generates. `npm run client:generate` (`--write`) rewrites them instead.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems, getTotals, lintFromString, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from './check-openapi-document.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const documentFile = path.join(root, 'node_modules/.cache/openapi/openapi.json');
const typesFile = path.join(root, 'packages/client/src/schema.gen.ts');
const write = process.argv.includes('--write');

const HEADER = `/**
 * The Confirma API's types, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: \`npm run client:generate\` rewrites this file, and \`npm run check:openapi\`
 * fails while it differs from what the server's document generates.
 */

`;

/** The client's types for a document, as the committed file holds them. */
export async function generateClientTypes(document: Record<string, unknown>): Promise<string> {
  const nodes = await openapiTS(document as never, { alphabetize: true, silent: true });
  return `${HEADER}${astToString(nodes)}`;
}

/** Redocly's lint of the written document; answers the number of errors. */
async function lint(source: string): Promise<number> {
  const config = await loadConfig({ configPath: path.join(root, 'redocly.yaml') });
  const problems = await lintFromString({ source, absoluteRef: documentFile, config });
  formatProblems(problems, { format: 'stylish', totals: getTotals(problems), version: '' });
  const totals = getTotals(problems);
  console.log(`openapi: ${totals.errors} errors, ${totals.warnings} warnings (redocly.yaml)`);
  return totals.errors;
}

async function main() {
  const document = await buildOpenApiDocument();
  const source = `${JSON.stringify(document, null, 2)}\n`;
  await fs.mkdir(path.dirname(documentFile), { recursive: true });
  await fs.writeFile(documentFile, source);
  console.log(`openapi: ${path.relative(root, documentFile)} written`);
  let failed = (await lint(source)) > 0;

  const types = await generateClientTypes(document);
  if (write) {
    await fs.writeFile(typesFile, types);
    console.log(`openapi: ${path.relative(root, typesFile)} generated`);
  } else {
    const committed = await fs.readFile(typesFile, 'utf8').catch(() => '');
    if (committed !== types) {
      console.error(
        `openapi: ${path.relative(root, typesFile)} is stale against the server's document: ` +
          'run `npm run client:generate` and commit it',
      );
      failed = true;
    }
  }
  if (failed) process.exitCode = 1;
}

await main();
