import { spawn } from 'node:child_process';
import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * s3rver in a process of its own: its continuation tokens are DES-encrypted, which
 * OpenSSL 3 offers only with its legacy provider, a switch of the whole process. Answers
 * its address once it listens.
 */
async function runS3rver(directory: string, buckets: string[]) {
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      bin,
      ...['--directory', directory, '--address', '127.0.0.1', '--port', '0'],
      '--no-vhost-buckets',
      // The front checked the signature; the listing's page size it sets is not signed.
      '--allow-mismatched-signatures',
      ...buckets.flatMap((name) => ['--configure-bucket', name]),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const listening = /S3rver listening on [^:]+:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)));
  });
  const close = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  };
  return { port, close };
}

/**
 * The key pair the S3 server accepts (s3rver's one account); any other is refused, and so
 * is a signature made with another secret.
 */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

/** The S3 error document, as S3 words a refused signature. */
function refuse(res: http.ServerResponse, code: string, message: string) {
  res.writeHead(403, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/**
 * Why a request's AWS Signature Version 4 does not hold, or null when it does: the
 * request signed again by the official signer (@smithy/signature-v4, which the SDK signs
 * with) over the headers it names, with the one key pair, must give the same signature,
 * and the payload hash it signed must be the body's.
 */
async function signatureProblem(req: http.IncomingMessage, body: Buffer): Promise<string | null> {
  const match = AUTHORIZATION.exec(req.headers.authorization ?? '');
  if (!match) return 'no AWS4-HMAC-SHA256 authorization';
  const [, keyId, , region, service, signedList, signature] = match as unknown as string[];
  if (keyId !== S3_TEST_CREDENTIALS.accessKeyId) return 'unknown access key';
  const payloadHash = req.headers['x-amz-content-sha256'];
  if (typeof payloadHash !== 'string') return 'no x-amz-content-sha256';
  if (
    payloadHash !== 'UNSIGNED-PAYLOAD' &&
    payloadHash !== createHash('sha256').update(body).digest('hex')
  ) {
    return 'the body is not the one signed';
  }
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!date) return 'no x-amz-date';
  const [, y, mo, d, h, mi, s] = date;
  const signingDate = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  const signed = (signedList as string).split(';');
  const headers: Record<string, string> = {};
  for (const name of signed) {
    const value = req.headers[name];
    if (value === undefined) return `signed header ${name} missing`;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const url = new URL(req.url ?? '/', 'http://s3.local');
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  const signer = new SignatureV4({
    credentials: S3_TEST_CREDENTIALS,
    region: region as string,
    service: service as string,
    sha256: Sha256,
    // S3 signs the path as sent, escaped once.
    uriEscapePath: false,
  });
  const again = await signer.sign(
    {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      path: url.pathname,
      query,
      headers,
      body,
    },
    { signingDate, signableHeaders: new Set(signed) },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(again.headers.authorization))?.[1];
  if (!expected) return 'could not sign the request again';
  const same = timingSafeEqual(Buffer.from(expected), Buffer.from(signature as string));
  return same ? null : 'signature does not match';
}

/**
 * An S3-compatible server for the blob store's tests (no S3 is reachable here): s3rver
 * (S3's REST API on a directory) behind a front that checks every request's AWS Signature
 * Version 4 as S3 does, with the official signer (s3rver's own V4 check does not verify
 * the signature). A request signed with another key, another secret, or over other bytes
 * is 403 `SignatureDoesNotMatch`. Listings are cut to `pageSize` keys a page (to walk the
 * continuation tokens). `buckets` exist from the start. `objectFile(bucket, key)` is where
 * an object's bytes lie, for tests to tamper with and to age (its modification time is
 * the object's LastModified).
 */
export async function startS3Server({
  buckets,
  pageSize = 1000,
}: {
  /** The buckets that exist (an operator creates them beforehand). */
  buckets: string[];
  pageSize?: number;
}) {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-s3-'));
  const s3 = await runS3rver(directory, buckets);
  const refused: string[] = [];

  const front = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const problem = await signatureProblem(req, body);
    if (problem) {
      refused.push(`${req.method} ${req.url}: ${problem}`);
      return refuse(res, 'SignatureDoesNotMatch', problem);
    }
    const url = new URL(req.url ?? '/', 'http://s3.local');
    if (url.searchParams.get('list-type') === '2')
      url.searchParams.set('max-keys', String(pageSize));
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: s3.port,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    forwarded.end(body);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** The requests refused for their signature, with why. */
    refused,
    objectFile: (bucket: string, key: string) =>
      path.join(directory, bucket, `${key}._S3rver_object`),
    /** The environment of a server storing its blobs in `bucket` here. */
    env: (bucket: string) => ({
      BLOB_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    }),
    close: async () => {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
