import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createConfirmaClient } from '@confirma/client';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from './support/http-client.ts';
import { bearer, outboxTo, signedInSender } from './support/operations.ts';
import type { TTestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

const THIS_FILE = new URL(import.meta.url);
const API_DOC = new URL('../../../docs/api.md', import.meta.url);
const EMBEDDING_DOC = new URL('../../../docs/embedding.md', import.meta.url);
const run = promisify(execFile);

/** The lines between `// quick start: begin` and `// quick start: end`, dedented. */
function quickStartOfThisTest(): string {
  const source = fs.readFileSync(THIS_FILE, 'utf8');
  const body = /\/\/ quick start: begin\n([\s\S]*?)\n\s*\/\/ quick start: end/.exec(source)?.[1];
  if (!body) throw new Error('no quick start in this test');
  const indent = Math.min(
    ...body
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => /^ */.exec(line)?.[0].length ?? 0),
  );
  return body
    .split('\n')
    .map((line) => line.slice(indent))
    .join('\n');
}

/** The code blocks in `lang` of docs/api.md's section "Quick start". */
function quickStartBlocksOfTheDocs(lang = 'ts'): string[] {
  const doc = fs.readFileSync(API_DOC, 'utf8');
  const section = /### Quick start[^\n]*\n([\s\S]*?)\n### /.exec(doc)?.[1] ?? '';
  return [...section.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\\n\`\`\``, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

/** A sender's API credential pair, made through My Account's route. */
async function credentialPair(server: TTestServer, email: string) {
  const { client: browser } = await signedInSender(server, email);
  return (await (
    await browser.post('/api/account/api-credentials', { label: 'docs', scope: 'admin' })
  ).json()) as {
    username: string;
    secret: string;
  };
}

describe("docs/api.md's quick start, with @confirma/client", () => {
  const server = useTestServer();

  it('is the code this test runs, to the character', () => {
    expect(quickStartBlocksOfTheDocs()).toContain(quickStartOfThisTest());
  });

  it('creates an operation, signs it with the SMS code and downloads the sealed files', async () => {
    const { client: browser } = await signedInSender(server(), 'quickstart@example.com');
    const pair = (await (
      await browser.post('/api/account/api-credentials', { label: 'quick start', scope: 'admin' })
    ).json()) as { username: string; secret: string };
    // The docs' first block: where the server is and the credential pair.
    const BASE = server().url;
    const credentials = { username: pair.username, userpassword: pair.secret };
    // SMS go out from a job, as on a development server: the worker runs in the background.
    server().worker.start();

    // quick start: begin
    // 1. An account client: it logs in with the pair on its first call, renews its token
    const api = createConfirmaClient({ baseUrl: BASE, credentials });
    const { data: config } = await api.GET('/api/config');
    const domainUuid = config?.domainUuid ?? '';

    // 2. Create: the one-page sample contract, signed with an SMS code
    const phone = '+34600111222';
    const created = await api.POST('/api/v2/create/withotpandtoken/{domainUuid}', {
      params: { path: { domainUuid } },
      body: {
        signers: [
          {
            level: 1,
            order: 1,
            signaturesType: ['SIMPLE'],
            signerData: [
              { identifier: 'name', value: 'Ana', label: 'Nombre', resumen: 'Y' },
              { identifier: 'lastname', value: 'García', label: 'Apellidos', resumen: 'Y' },
              { identifier: 'email', value: 'ana@example.com', resumen: 'Y' },
              { identifier: 'cellphone', value: phone },
              { identifier: 'idiomadef', value: 'es-es' },
            ],
          },
        ],
        operationData: { opClass: 1241 },
      },
    });
    if (!created.data) throw new Error(`create: ${created.error?.code}`);
    const { loginautToken, uuids, documentsUuid } = created.data;
    const [operationUuid = '', documentUuid = ''] = [uuids[0], documentsUuid[0]];

    // 3. As the signer (the creation's signer token): open, accept, ask for the code
    const signer = createConfirmaClient({ baseUrl: BASE, token: loginautToken });
    const documentPath = { operationUuid, documentUuid };
    await signer.GET('/api/v2/getdocumentbyuuidb64/{operationUuid}/{documentUuid}', {
      params: { path: documentPath },
      parseAs: 'text',
    });
    await signer.POST('/api/v2/documentread/{operationUuid}', {
      params: { path: { operationUuid } },
      body: { operationUuid, documentUuid },
    });
    await signer.POST('/api/v2/createotp/{operationUuid}', {
      params: { path: { operationUuid } },
      body: { operationUuid, cellPhone: phone, otpType: 'FIRMA' },
    });
    // The SMS leaves from a job: wait for the one to this signer's phone (the development
    // outbox; in production the code reaches the phone and the signer types it)
    let code: string | undefined;
    for (let tries = 0; !code && tries < 100; tries++) {
      if (tries) await new Promise((resolve) => setTimeout(resolve, 200));
      const { data } = await api.GET('/api/dev/outbox', {
        params: { query: { channel: 'sms', to: phone, limit: 1 } },
      });
      code = /\b(\d{6})\b/.exec(data?.messages[0]?.text ?? '')?.[1];
    }
    if (!code) throw new Error('no SMS to the signer');
    // ...and sign with it: the documents are sealed
    const signed = await signer.POST('/api/v2/verifyotpforbot/{operationUuid}', {
      params: { path: { operationUuid } },
      body: { operationUuid, otpValue: code, otpType: 'FIRMA' },
    });
    if (!signed.data) throw new Error(`sign: ${signed.error?.code}`);

    // 4. The sealed document and the certificate (base64 PDFs)
    const document = await signer.GET(
      '/api/v2/getdocumentbyuuidb64/{operationUuid}/{documentUuid}',
      { params: { path: documentPath }, parseAs: 'text' },
    );
    const certificate = await signer.GET('/api/v2/actabyoperationuuidb64/{operationUuid}', {
      params: { path: { operationUuid } },
      parseAs: 'text',
    });
    const signedPdf = Buffer.from(document.data ?? '', 'base64');
    const certificatePdf = Buffer.from(certificate.data ?? '', 'base64');
    // quick start: end

    expect(signed.data.result).toBe('OK');
    // A signer's call tells where the signer stands against SIGNER_RATE_LIMIT.
    expect(document.response.headers.get('ratelimit-limit')).toBe(
      String(server().platform.config.SIGNER_RATE_LIMIT),
    );
    expect(Number(document.response.headers.get('ratelimit-remaining'))).toBeLessThan(
      server().platform.config.SIGNER_RATE_LIMIT,
    );
    expect(Number(document.response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    const read = await api.GET('/api/v2/getoperationbyuuid/{domainUuid}/{operationUuid}', {
      params: { path: { domainUuid, operationUuid } },
    });
    expect(read.data?.status).toBe('SIGNED');
    for (const pdf of [signedPdf, certificatePdf]) {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.includes('/ByteRange')).toBe(true);
    }
  });

  it('answers a problem as problem+json with its code, typed', async () => {
    const api = createConfirmaClient({ baseUrl: server().url, token: 'not-a-token' });
    const { error, response } = await api.GET('/api/account');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(error?.code).toBe('UNAUTHORIZED');
  });
});

describe("docs/api.md's quick start, with curl", () => {
  const server = useTestServer();

  it('runs as written with bash and Node.js alone: the sealed PDFs pass pdfsig', async () => {
    const [script] = quickStartBlocksOfTheDocs('sh');
    if (!script) throw new Error('no sh block in the quick start');
    const pair = await credentialPair(server(), 'quickstart-curl@example.com');
    server().worker.start();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quickstart-'));
    try {
      // What a reader has set before pasting the block; nothing else of this process's.
      const env = {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: dir,
        BASE: server().url,
        CONFIRMA_USERNAME: pair.username,
        CONFIRMA_SECRET: pair.secret,
      };
      const { stdout } = await run('bash', ['-c', script], { cwd: dir, env, timeout: 60_000 });
      for (const file of ['original.pdf', 'signed.pdf', 'acta.pdf']) {
        expect(fs.readFileSync(path.join(dir, file)).subarray(0, 5).toString('latin1')).toBe(
          '%PDF-',
        );
      }
      // pdfsig's report of both files: each seal's bytes are intact.
      expect(stdout.match(/Signature Validation: Signature is Valid\./g)?.length).toBeGreaterThan(
        1,
      );
      expect(stdout).not.toMatch(/Signature Validation: Signature is Invalid/);
      expect(stdout).toContain('{"result":"OK"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("docs/embedding.md's creation without the e-mailed link", () => {
  const server = useTestServer();

  it('is accepted as written, and the signer gets no invitation', async () => {
    const doc = fs.readFileSync(EMBEDDING_DOC, 'utf8');
    const [body] = [...doc.matchAll(/```json\n([\s\S]*?)\n```/g)].map((match) => match[1]);
    if (!body) throw new Error('no json block in docs/embedding.md');
    const pair = await credentialPair(server(), 'embedding-docs@example.com');
    const login = await createHttpClient(server().url).post('/api/v2/login', {
      username: pair.username,
      userpassword: pair.secret,
    });
    const api = createHttpClient(server().url, bearer(await login.text()));
    const { domainUuid } = (await (await api.get('/api/config')).json()) as {
      domainUuid: string;
    };
    const created = await api.post(
      `/api/v2/create/withotpandtoken/${domainUuid}`,
      JSON.parse(body) as unknown,
    );
    expect(created.status).toBe(200);
    expect(((await created.json()) as { loginautToken: string }).loginautToken).toBeTruthy();
    expect(await outboxTo(server(), 'ana@example.com', 'email')).toEqual([]);
  });
});
