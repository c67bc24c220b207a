import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identifications } from '../src/db-schema.ts';
import { createHttpClient } from './support/http-client.ts';
import { startedIdentification, videoOperation } from './support/identification-flow.ts';
import { fakeWebm } from './support/identification-images.ts';
import { bearer } from './support/operations.ts';
import { useTestServer } from './support/use-test-server.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MB = 1024 * 1024;

/**
 * The chunked video upload through the HTTP API: parts streamed into the video,
 * replaced parts freed at once and capped per identification.
 */
describe('the chunked video upload', () => {
  const server = useTestServer({
    IDENTIFICATION_MAX_VIDEO_BYTES: String(32 * MB),
    IDENTIFICATION_MAX_CHUNK_REPLACEMENTS: '2',
  });
  const blobs = () => server().platform.blobs;
  const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

  /** A recording identification of a new operation, and its upload calls. */
  async function recording(email: string) {
    const { operationId: op, loginautToken: token } = await videoOperation(server(), email);
    const video = await startedIdentification(server(), op, token);
    const base = `/api/v2/uploadblobwebm/${op}/${video}`;
    return {
      video,
      whole: (videoBase64: string, videoSize: number) =>
        createHttpClient(server().url).post(
          `/api/v2/uploadblobwebm/${op}`,
          { domainUuid: 'web', videoUuid: video, videoDuration: 4000, videoSize, videoBase64 },
          bearer(token),
        ),
      chunk: (index: number, bytes: Buffer) =>
        fetch(`${server().url}${base}/chunks/${index}`, {
          method: 'PUT',
          headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
          body: bytes,
        }),
      finish: (body: object) =>
        createHttpClient(server().url).post(
          `${base}/finish`,
          { domainUuid: 'web', videoDuration: 4000, ...body },
          bearer(token),
        ),
    };
  }

  it('refuses hostile base64 at once, and stores a whole video decoded a slice at a time', async () => {
    const upload = await recording('upload-whole@example.com');
    // 120 KB of '=' held the server 11.6 s (a backtracking /=+$/).
    for (const text of [`${'='.repeat(120_000)}A`, '='.repeat(1e6), `${'A'.repeat(1e6 - 1)}!`]) {
      // CPU time of this process (the server runs in it), not wall time, which on a shared
      // machine is its load as much as this request.
      const before = process.cpuUsage();
      const refused = await upload.whole(text, 750_000);
      expect(await codeOf(refused)).toBe('VALIDATION_FAILED');
      const spent = process.cpuUsage(before);
      expect((spent.user + spent.system) / 1000).toBeLessThan(2000);
    }
    const webm = fakeWebm(9 * MB + 1, 5);
    const stored = await upload.whole(
      `data:video/webm;codecs=vp8,${webm.toString('base64')}`,
      webm.length,
    );
    expect(await stored.json()).toEqual({
      videoUuid: upload.video,
      videoSize: webm.length,
      sha256: sha256(webm),
    });
    expect((await blobs().get(sha256(webm))).equals(webm)).toBe(true);
  });

  it('assembles the parts into the video, checks its SHA-256, then frees the parts', async () => {
    const upload = await recording('upload-assemble@example.com');
    const webm = fakeWebm(20 * MB + 12_345, 3);
    const parts = [0, 1, 2].map((i) => webm.subarray(i * 8 * MB, (i + 1) * 8 * MB));
    for (const [index, part] of parts.entries()) {
      expect((await upload.chunk(index, part)).status).toBe(200);
    }
    const sizes = { videoSize: webm.length, chunkCount: 3 };

    // Another SHA-256: refused, and the assembled bytes are not kept.
    const wrong = await upload.finish({ ...sizes, sha256: 'f'.repeat(64) });
    expect(wrong.status).toBe(409);
    expect(await codeOf(wrong)).toBe('VIDEO_INCOMPLETE');
    expect(await blobs().has(sha256(webm))).toBe(false);

    const finished = await upload.finish({ ...sizes, sha256: sha256(webm) });
    expect(await finished.json()).toEqual({
      videoUuid: upload.video,
      videoSize: webm.length,
      sha256: sha256(webm),
    });
    expect((await blobs().get(sha256(webm))).equals(webm)).toBe(true);
    const [row] = await server()
      .platform.database.db.select({ sha: identifications.videoSha256 })
      .from(identifications)
      .where(eq(identifications.id, upload.video));
    expect(row?.sha).toBe(sha256(webm));
    // The parts are in the video now: their bytes are gone at once.
    for (const part of parts) expect(await blobs().has(sha256(Buffer.from(part)))).toBe(false);
  });

  it("deletes a replaced part's bytes at once, unless another part holds the same", async () => {
    const upload = await recording('upload-replace@example.com');
    const [first, second, shared] = [1, 2, 4].map((seed) => fakeWebm(100_000, seed));
    expect((await upload.chunk(0, first as Buffer)).status).toBe(200);
    expect((await upload.chunk(1, shared as Buffer)).status).toBe(200);
    expect((await upload.chunk(2, shared as Buffer)).status).toBe(200);
    expect(await blobs().has(sha256(first as Buffer))).toBe(true);

    expect((await upload.chunk(0, second as Buffer)).status).toBe(200);
    expect(await blobs().has(sha256(first as Buffer))).toBe(false);
    expect(await blobs().has(sha256(second as Buffer))).toBe(true);
    // Part 2 still names the bytes part 1 held.
    expect((await upload.chunk(1, first as Buffer)).status).toBe(200);
    expect(await blobs().has(sha256(shared as Buffer))).toBe(true);
  });

  it('refuses a replacement past IDENTIFICATION_MAX_CHUNK_REPLACEMENTS, storing nothing of it', async () => {
    const upload = await recording('upload-cap@example.com');
    const versions = [1, 2, 3, 4].map((seed) => fakeWebm(50_000, seed));
    const [v1, v2, v3, v4] = versions as [Buffer, Buffer, Buffer, Buffer];
    expect((await upload.chunk(0, v1)).status).toBe(200);
    expect((await upload.chunk(0, v2)).status).toBe(200);
    expect((await upload.chunk(0, v3)).status).toBe(200);
    // A retry of the same bytes is no replacement.
    expect((await upload.chunk(0, v3)).status).toBe(200);

    const refused = await upload.chunk(0, v4);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(await codeOf(refused)).toBe('VIDEO_TOO_MANY_REPLACEMENTS');
    expect(await blobs().has(sha256(v4))).toBe(false);
    expect(await blobs().has(sha256(v3))).toBe(true);

    // A new part is still taken, and the video is the parts kept.
    const tail = fakeWebm(10_000, 9);
    expect((await upload.chunk(1, tail)).status).toBe(200);
    const video = Buffer.concat([v3, tail]);
    const finished = await upload.finish({
      videoSize: video.length,
      chunkCount: 2,
      sha256: sha256(video),
    });
    expect(finished.status).toBe(200);
  });
});
