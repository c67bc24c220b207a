import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One stored object of the double. */
export interface TS3Object {
  data: Buffer;
  lastModified: Date;
}

/**
 * A local stand-in for S3 (no S3 is reachable here), speaking the handful of calls the
 * official SDK makes for the blob store with path-style addressing: PutObject, GetObject,
 * HeadObject, DeleteObject and ListObjectsV2 (paged by `pageSize`, to exercise the
 * continuation). Signatures are not checked. `objects` is the bucket's content, by
 * `bucket/key`, for tests to look at and tamper with.
 */
export async function startS3Double({ pageSize = 1000 }: { pageSize?: number } = {}) {
  const objects = new Map<string, TS3Object>();
  const calls: string[] = [];
  const xml = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
  };
  const missing = (res: http.ServerResponse, head: boolean) =>
    head
      ? res.writeHead(404).end()
      : xml(res, 404, '<Error><Code>NoSuchKey</Code><Message>not found</Message></Error>');
  const headersOf = (object: TS3Object) => ({
    'content-length': String(object.data.byteLength),
    'content-type': 'application/octet-stream',
    'last-modified': object.lastModified.toUTCString(),
    etag: `"${createHash('md5').update(object.data).digest('hex')}"`,
  });

  const list = (res: http.ServerResponse, bucket: string, query: URLSearchParams) => {
    const prefix = query.get('prefix') ?? '';
    const after = query.get('continuation-token') ?? '';
    const keys = [...objects.keys()]
      .filter((name) => name.startsWith(`${bucket}/`))
      .map((name) => name.slice(bucket.length + 1))
      .filter((key) => key.startsWith(prefix) && key > after)
      .sort();
    const page = keys.slice(0, pageSize);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(`${bucket}/${key}`) as TS3Object;
        return `<Contents><Key>${key}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><Size>${object.data.byteLength}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : '';
    xml(
      res,
      200,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://double');
    const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
    const name = `${bucket}/${decodeURIComponent(rest.join('/'))}`;
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === 'GET' && rest.join('') === '' && url.searchParams.get('list-type') === '2') {
      return list(res, bucket, url.searchParams);
    }
    const object = objects.get(name);
    switch (req.method) {
      case 'PUT':
        objects.set(name, { data: Buffer.concat(chunks), lastModified: new Date() });
        res.writeHead(200, { etag: headersOf(objects.get(name) as TS3Object).etag });
        return res.end();
      case 'GET':
      case 'HEAD':
        if (!object) return missing(res, req.method === 'HEAD');
        res.writeHead(200, headersOf(object));
        return res.end(req.method === 'GET' ? object.data : undefined);
      case 'DELETE':
        objects.delete(name);
        return res.writeHead(204).end();
      default:
        return xml(res, 405, '<Error><Code>MethodNotAllowed</Code></Error>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    calls,
    /** The environment of a server storing its blobs in the double's `bucket`. */
    env: (bucket: string) => ({
      BLOB_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
