import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { run } from '../../src/modules/sealing/testing/pdf-tools.ts';
import { createHttpClient, type THttpClient } from './http-client.ts';
import type { TTestServer } from './test-server.ts';

/** A demo form, valid unless `over` says otherwise. */
export function demoForm(over: Record<string, unknown> = {}) {
  return {
    name: 'Lucía',
    lastname: 'Martín Ruiz',
    email: 'lucia@example.com',
    phone: '+34611222333',
    type: 'SIMPLE',
    lang: 'es',
    ...over,
  };
}

/** base64(JSON {challenge, solution}): what the client sends as `altcha`. */
export function altchaPayload(challenge: unknown, solution: unknown): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * What the web client does: fetch a challenge and solve it with the WebCrypto PBKDF2 of
 * altcha-lib (a real proof of work; the test server's cost is low).
 */
export async function solvedAltcha(
  server: TTestServer,
  client?: THttpClient,
  challengePath = '/api/demo/challenge',
) {
  const response = await (client ?? createHttpClient(server.url)).get(challengePath);
  if (response.status !== 200) throw new Error(`challenge: HTTP ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('the challenge was not solved');
  return { challenge, solution, altcha: altchaPayload(challenge, solution) };
}

/** Solves a challenge and posts the form: one demo operation. */
export async function postDemo(server: TTestServer, over: Record<string, unknown> = {}) {
  const client = createHttpClient(server.url);
  const { altcha } = await solvedAltcha(server, client);
  return client.post('/api/demo/operations', { ...demoForm(over), altcha });
}

/**
 * The PDF's text in content order (`pdftotext -raw`), whitespace removed: a diagonal
 * watermark comes out one glyph per line, so it is found as one run of characters.
 */
export function pdfGlyphs(pdf: Uint8Array): string {
  const result = run('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], pdf);
  if (result.code !== 0) throw new Error(`pdftotext: ${result.stderr}`);
  return result.stdout.replace(/\s+/g, '');
}

/** The watermark as `pdfGlyphs` shows it. */
export const glyphs = (text: string) => text.replace(/\s+/g, '');
