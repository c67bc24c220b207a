import { manyObjectsPdf } from '../apps/server/src/modules/pdf-inspection/testing/hostile-pdfs.ts';
import { mailedLink } from '../e2e/support/accounts.ts';
import { senderToken, smsCode } from '../e2e/support/signing.ts';
import { startProduct } from '../e2e/support/start-product.ts';
import { median, percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';

/** The objects of each signed PDF: by default PDF_MAX_OBJECTS's, the largest accepted. */
const OBJECTS = Number(process.env.BENCH_SEAL_OBJECTS ?? 100_000);
/** Signatures made one after another while /api/health is polled. */
const SIGNATURES = Number(process.env.BENCH_SEAL_SIGNATURES ?? 4);
/** A file of 250,000 objects, accepted then, refused at upload now. */
const FINDING_OBJECTS = 250_000;
const IDLE_POLLS = 200;

const post = (url: string, token: string, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** One SMS signer's operation with `pdf` uploaded as its document. */
function creationBody(pdfB64: string, email: string, phone: string) {
  return {
    documents: { contrato: { documentName: 'contrato.pdf', documentB64: pdfB64 } },
    signers: [
      {
        signerData: [
          { identifier: 'name', value: 'Ana' },
          { identifier: 'lastname', value: 'García' },
          { identifier: 'email', value: email },
          { identifier: 'cellphone', value: phone },
        ],
        signaturesType: ['SIMPLE'],
      },
    ],
    operationData: { opClass: 1241 },
  };
}

/**
 * GET /api/health latency (one client, back to back) with the product
 * idle, then while SIGNATURES signers, one after another, sign (OTP) an uploaded PDF of
 * OBJECTS objects, each signature sealing it. Before the seal read the PDF in a seal thread,
 * each signature of a 250,000-object PDF held every request for 5 s. Also: what the upload
 * of a 250,000-object PDF is answered. A product of its own (no web client needed).
 */
export async function sealUnderLoadBench(): Promise<TBenchResult[]> {
  const product = await startProduct({
    WEB_DIST_DIR: '/nonexistent',
    AUTH_EMAIL_LIMIT: '100',
    AUTH_SIGN_IN_LIMIT: '100',
    JOBS_POLL_MS: '100',
    // A loaded machine may need a longer upload check; the seal threads alone are measured
    // on the finding's file with BENCH_SEAL_MAX_OBJECTS=250000 (PDF_MAX_OBJECTS).
    ...(process.env.BENCH_SEAL_PDF_WORKER_TIMEOUT_MS
      ? { PDF_WORKER_TIMEOUT_MS: process.env.BENCH_SEAL_PDF_WORKER_TIMEOUT_MS }
      : {}),
    ...(process.env.BENCH_SEAL_MAX_OBJECTS
      ? { PDF_MAX_OBJECTS: process.env.BENCH_SEAL_MAX_OBJECTS }
      : {}),
  });
  try {
    const { domainUuid } = (await (await fetch(`${product.url}/api/config`)).json()) as {
      domainUuid: string;
    };
    const create = `${product.url}/api/v2/create/withotpandtoken/${domainUuid}`;
    // A sender per operation: the sign-up bonus pays for one.
    const sender = (name: string) => senderToken(product.url, `bench.${name}@example.com`);

    const finding = Buffer.from(manyObjectsPdf(FINDING_OBJECTS)).toString('base64');
    const uploadStarted = performance.now();
    const refused = await post(
      create,
      await sender('finding'),
      creationBody(finding, 'bench.finding@example.com', '+34699100000'),
    );
    const uploadMs = performance.now() - uploadStarted;
    const answer = refused.ok
      ? 'accepted'
      : `${refused.status} ${((await refused.json()) as { code?: string }).code}`;

    // Every signer reaches the code before the clock starts: open, read, ask for the SMS.
    const pdf = Buffer.from(manyObjectsPdf(OBJECTS)).toString('base64');
    const ready: (() => Promise<Response>)[] = [];
    for (let index = 0; index < SIGNATURES; index += 1) {
      const email = `bench.seal.${index}@example.com`;
      const phone = `+3469920000${index}`;
      const created = await post(
        create,
        await sender(`sealer.${index}`),
        creationBody(pdf, email, phone),
      );
      if (!created.ok) throw new Error(`create: HTTP ${created.status} ${await created.text()}`);
      const { uuids, documentsUuid } = (await created.json()) as {
        uuids: string[];
        documentsUuid: string[];
      };
      const [op, doc] = [uuids[0] ?? '', documentsUuid[0] ?? ''];
      const link = await mailedLink(product.url, email);
      const signer = decodeURIComponent(/[?&]token=([^&\s]+)/.exec(link)?.[1] ?? '');
      const api = (path: string, body: object) =>
        post(`${product.url}/api/v2/${path}`, signer, body);
      await fetch(`${product.url}/api/v2/getdocumentbyuuidb64/${op}/${doc}`, {
        headers: { authorization: `Bearer ${signer}` },
      }).then((response) => response.arrayBuffer());
      await api(`documentread/${op}`, { operationUuid: op, documentUuid: doc });
      await api(`createotp/${op}`, { operationUuid: op, cellPhone: phone, otpType: 'FIRMA' });
      const otpValue = await smsCode(product.url, phone);
      ready.push(() =>
        api(`verifyotpforbot/${op}`, { operationUuid: op, otpValue, otpType: 'FIRMA' }),
      );
    }

    const health = async () => {
      const started = performance.now();
      const response = await fetch(`${product.url}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`health answered ${response.status}`);
      return performance.now() - started;
    };
    const idle: number[] = [];
    for (let i = 0; i < IDLE_POLLS; i += 1) idle.push(await health());

    const busy: number[] = [];
    const signatures: number[] = [];
    let signing = true;
    const polling = (async () => {
      while (signing) busy.push(await health());
    })();
    try {
      for (const verify of ready) {
        const started = performance.now();
        const response = await verify();
        if (!response.ok) throw new Error(`verifyotp: HTTP ${response.status}`);
        signatures.push(performance.now() - started);
      }
    } finally {
      signing = false;
      await polling;
    }

    const objects = OBJECTS.toLocaleString('en');
    const p99 = percentile(busy, 99);
    return [
      { name: 'GET /api/health p50, idle (1 client)', value: percentile(idle, 50), unit: 'ms' },
      { name: 'GET /api/health p99, idle (1 client)', value: percentile(idle, 99), unit: 'ms' },
      {
        name: `GET /api/health p50, signing ${objects}-object PDFs`,
        value: percentile(busy, 50),
        unit: 'ms',
      },
      {
        name: `GET /api/health p99, signing ${objects}-object PDFs`,
        value: p99,
        unit: 'ms',
        target: '< 200 ms',
        ok: p99 < 200,
      },
      { name: '  worst health answer meanwhile', value: Math.max(...busy), unit: 'ms' },
      { name: `  one signature (median of ${SIGNATURES})`, value: median(signatures), unit: 'ms' },
      {
        name: `  upload of a ${FINDING_OBJECTS.toLocaleString('en')}-object PDF: ${answer}`,
        value: uploadMs,
        unit: 'ms',
      },
    ];
  } finally {
    await product.close();
  }
}
