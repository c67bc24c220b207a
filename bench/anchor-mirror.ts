import { createHash } from 'node:crypto';
import { type TPublicAnchor, ZPublicAnchorPage } from '@confirma/contracts/verify';
import { createSigningOperation, senderToken, smsCode } from '../e2e/support/signing.ts';
import type { TProduct } from '../e2e/support/start-product.ts';
import { median, percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';

const POLLS = 400;
/** Flood requests in flight at any time while a phase lasts. */
const FLOODERS = 4;
/** A phase polls until this many flood requests were answered too (six per client). */
const FLOOD_ANSWERS = 6 * FLOODERS;
/** One anchor copied this many times: about 10 MB, the route's body limit. */
const COPIES = 3_902;
const TARGET_MS = 200;

const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

/** An operation signed by SMS code through the API, once its chain's anchor is public. */
async function anchoredOperation(url: string): Promise<{ op: string; anchor: TPublicAnchor }> {
  const phone = '+34699000099';
  const token = await senderToken(url, 'bench.mirror@example.com');
  const created = (await createSigningOperation(url, token, {
    email: 'bench.mirror.signer@example.com',
    phone,
    lang: 'es',
    type: 'SIMPLE',
  })) as { uuids: string[]; documentsUuid: string[]; loginautToken: string };
  const [op = '', doc = ''] = [created.uuids[0], created.documentsUuid[0]];
  const signer = bearer(created.loginautToken);
  await fetch(`${url}/api/v2/getdocumentbyuuidb64/${op}/${doc}`, { headers: signer });
  const steps: [string, object][] = [
    [`/api/v2/documentread/${op}`, { operationUuid: op, documentUuid: doc }],
    [`/api/v2/createotp/${op}`, { operationUuid: op, cellPhone: phone, otpType: 'FIRMA' }],
  ];
  for (const [path, body] of steps) {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: signer,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  }
  const code = await smsCode(url, phone);
  const signed = await fetch(`${url}/api/v2/verifyotpforbot/${op}`, {
    method: 'POST',
    headers: signer,
    body: JSON.stringify({ operationUuid: op, otpValue: code, otpType: 'FIRMA' }),
  });
  if (!signed.ok) throw new Error(`verifyotpforbot: HTTP ${signed.status}`);
  const subject = createHash('sha256').update(`operation:${op}`).digest('hex');
  for (let tries = 0; tries < 120; tries++) {
    const log = ZPublicAnchorPage.parse(
      await (await fetch(`${url}/api/verify/anchors?limit=1000`)).json(),
    );
    const anchor = log.items.find((item) => item.subject === subject);
    if (anchor) return { op, anchor };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the operation was not anchored within a minute');
}

/**
 * GET /api/health latency (one client, back to back: POLLS, and in a flood until
 * FLOOD_ANSWERS floods were answered) with the server idle, then while FLOODERS clients
 * keep posting to the mirror check of an operation a 10 MB copy of one
 * of its real anchors repeated COPIES times: first each token spelt with a line break
 * inside (refused, 400), then in the log's own spelling (one token check, the rest
 * repeats). Before the bounds, the line-break flood ran ~3,900 token checks on the HTTP
 * thread: health took 2.5 s, 9.7 s with four in parallel.
 */
export async function anchorMirrorBench(product: TProduct): Promise<TBenchResult[]> {
  const { op, anchor } = await anchoredOperation(product.url);
  const spelt = JSON.stringify(
    Array.from({ length: COPIES }, (_, index) => {
      const at = 1 + (index % (anchor.token.length - 2));
      return { ...anchor, token: `${anchor.token.slice(0, at)}\n${anchor.token.slice(at)}` };
    }),
  );
  const repeated = JSON.stringify(Array.from({ length: COPIES }, () => anchor));
  const post = async (body: string, status: number) => {
    const started = performance.now();
    const response = await fetch(`${product.url}/api/verify/operations/${op}/mirror`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    if (response.status !== status) throw new Error(`the flood was answered ${response.status}`);
    return performance.now() - started;
  };
  const pollHealth = async (until: () => boolean = () => true) => {
    const latencies: number[] = [];
    for (let i = 0; i < POLLS || !until(); i += 1) {
      const started = performance.now();
      const response = await fetch(`${product.url}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`health answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
    return latencies;
  };
  const underFlood = async (body: string, status: number) => {
    let flooding = true;
    const answers: number[] = [];
    const flooders = Array.from({ length: FLOODERS }, async () => {
      while (flooding) answers.push(await post(body, status));
    });
    const health = await pollHealth(() => answers.length >= FLOOD_ANSWERS).finally(() => {
      flooding = false;
    });
    await Promise.all(flooders);
    return { health, answers };
  };

  await post(repeated, 200); // the anchor verifier's thread starts with the first check
  const idle = await pollHealth();
  const phases = [
    { name: 'line-break copies (400)', ...(await underFlood(spelt, 400)) },
    { name: 'repeated copies (200)', ...(await underFlood(repeated, 200)) },
  ];
  return [
    { name: 'GET /api/health p50, idle (1 client)', value: percentile(idle, 50), unit: 'ms' },
    { name: 'GET /api/health p99, idle (1 client)', value: percentile(idle, 99), unit: 'ms' },
    ...phases.flatMap(({ name, health, answers }) => [
      {
        name: `GET /api/health p50, ${FLOODERS} clients posting 10 MB mirrors, ${name}`,
        value: percentile(health, 50),
        unit: 'ms',
      },
      {
        name: `GET /api/health p99, ${FLOODERS} clients posting 10 MB mirrors, ${name}`,
        value: percentile(health, 99),
        unit: 'ms',
        target: `<= ${TARGET_MS} ms`,
        ok: percentile(health, 99) <= TARGET_MS,
      },
      { name: '  mirror checks answered meanwhile', value: answers.length, unit: 'files' },
      { name: '  time to answer one (median)', value: median(answers), unit: 'ms' },
    ]),
  ];
}
