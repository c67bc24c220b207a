import { createHash } from 'node:crypto';
import { createHttpClient } from '../apps/server/test/support/http-client.ts';
import {
  documentPhoto,
  fakeWebm,
  selfie,
} from '../apps/server/test/support/identification-images.ts';
import { createIdentificationOperation } from '../apps/server/test/support/operations.ts';
import { signedInClient } from '../apps/server/test/support/sign-up.ts';
import { startTestServer } from '../apps/server/test/support/test-server.ts';
import { percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';

/** Identifications per document kind (each detection stage moves once per identification). */
const RUNS = 12;
/** Health requests measured while four face detections are in flight. */
const HEALTH_REQUESTS = 400;
const IN_FLIGHT = 4;

const b64 = (bytes: Buffer) => bytes.toString('base64');

/**
 * The identification service over HTTP on the embedded database, the vision pool at its
 * default size (VISION_WORKERS=1): the time of each detection one at a time, from request
 * to answer on the loopback (server time: decoding, the pool, the database), for the
 * selfie, a card's back with its MRZ, and a passport page; a card's whole flow (the
 * creation left out: session, start, the three detections, three captures, a 4 MB video,
 * the result with its sealed certificate); then GET /api/health while four
 * detections are in flight (they run off the HTTP thread). Synthetic images of the vision
 * package. Standalone: `npm run bench -- identification`.
 */
/** A server for the identification benches, and how to start an identification on it. */
async function identificationServer(env: Record<string, string> = {}) {
  const server = await startTestServer({
    AUTH_SIGN_IN_LIMIT: '1000',
    AUTH_EMAIL_LIMIT: '1000',
    SIGNER_RATE_LIMIT: '100000',
    SIGNER_IP_RATE_LIMIT: '100000',
    ...env,
  });
  const owner = await signedInClient(server, 'bench-id@example.com');
  const { userUid } = (await (await owner.get('/api/account')).json()) as { userUid: string };
  const { addCredits } = await import('../apps/server/src/modules/credits/add-credits.ts');
  await addCredits(server.platform.database.db, {
    organizationId: userUid,
    kind: 'grant',
    amount: 10_000,
    reason: 'bench',
  });
  const ownerToken = await (await owner.post('/api/v2/login')).text();
  const api = createHttpClient(server.url);
  let created = 0;
  /** A started identification: its operation and the signer's token. */
  const started = async () => {
    created += 1;
    const { operationId: op, loginautToken: token } = await createIdentificationOperation(
      server.url,
      server.platform.domainUuid,
      ownerToken,
      `id-bench-${created}@example.com`,
    );
    const t0 = performance.now();
    await api.get(`/api/v2/session/${op}`, auth(token));
    const start = await api.post(`/api/v2/startidentification/${op}`, {}, auth(token));
    const { videouuid: video } = (await start.json()) as { videouuid: string };
    return { op, token, video, ms: performance.now() - t0 };
  };
  return { server, api, started };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function identificationBench(): Promise<TBenchResult[]> {
  const { server, api, started } = await identificationServer();
  try {
    const [face, front, back, passport] = await Promise.all([
      selfie(1),
      documentPhoto('esp-dni-2', 'id-front'),
      documentPhoto('esp-dni-2', 'id-back'),
      documentPhoto('esp-passport', 'passport'),
    ]);
    /** A minute's recording at the capture screen's bit rate is a few MB. */
    const recording = fakeWebm(4 * 1024 * 1024);
    const detect = async (token: string, path: string, image: Buffer) => {
      const t0 = performance.now();
      const response = await api.post(path, { imgb64: b64(image) }, auth(token));
      const body = await response.text();
      const ms = performance.now() - t0;
      if (!response.ok || !body.includes('"detected":true')) {
        throw new Error(`${path}: HTTP ${response.status} ${body.slice(0, 200)}`);
      }
      return ms;
    };

    // Warm-up: the pool's worker loads the models on its first task.
    const warm = await started();
    await detect(warm.token, `/api/v2/detection/face/${warm.op}`, face);
    await detect(warm.token, `/api/v2/detection/ml/front/${warm.op}`, front);
    await detect(warm.token, `/api/v2/detection/ml/back/${warm.op}`, back);

    /** The rest of a card's flow after its detections: captures, the video, the result. */
    const finish = async ({ op, token, video }: { op: string; token: string; video: string }) => {
      const t0 = performance.now();
      for (const [documentType, image] of [
        ['FACE', face],
        ['DNIFRONT', front],
        ['DNIBACK', back],
      ] as const) {
        const saved = await api.post(
          `/api/v2/saveidentificationdata/${op}/${video}`,
          { documentType, operationUuid: op, metadata: '{}', documentB64: b64(image) },
          auth(token),
        );
        if (!saved.ok) throw new Error(`saveidentificationdata: HTTP ${saved.status}`);
      }
      const uploaded = await api.post(
        `/api/v2/uploadblobwebm/${op}`,
        {
          domainUuid: 'web',
          videoUuid: video,
          videoDuration: 60_000,
          videoSize: recording.length,
          videoBase64: b64(recording),
        },
        auth(token),
      );
      if (!uploaded.ok) throw new Error(`uploadblobwebm: HTTP ${uploaded.status}`);
      const result = await api.post(`/api/v2/identificationresult/${op}/${video}`, {}, auth(token));
      if (!result.ok) throw new Error(`identificationresult: HTTP ${result.status}`);
      return performance.now() - t0;
    };

    const times = {
      face: [] as number[],
      back: [] as number[],
      passport: [] as number[],
      flow: [] as number[],
    };
    for (let i = 0; i < RUNS; i += 1) {
      const card = await started();
      const faceMs = await detect(card.token, `/api/v2/detection/face/${card.op}`, face);
      const frontMs = await detect(card.token, `/api/v2/detection/ml/front/${card.op}`, front);
      const backMs = await detect(card.token, `/api/v2/detection/ml/back/${card.op}`, back);
      times.face.push(faceMs);
      times.back.push(backMs);
      times.flow.push(card.ms + faceMs + frontMs + backMs + (await finish(card)));
      const page = await started();
      times.face.push(await detect(page.token, `/api/v2/detection/face/${page.op}`, face));
      times.passport.push(
        await detect(page.token, `/api/v2/detection/ml/front/${page.op}`, passport),
      );
    }

    // Four clients keep a face detection in flight each while /api/health is measured.
    const loaders = await Promise.all(Array.from({ length: IN_FLIGHT }, () => started()));
    let loading = true;
    let loaded = 0;
    const load = loaders.map(async ({ op, token }) => {
      while (loading) {
        await detect(token, `/api/v2/detection/face/${op}`, face);
        loaded += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const health: number[] = [];
    for (let i = 0; i < HEALTH_REQUESTS; i += 1) {
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/health`);
      await response.arrayBuffer();
      health.push(performance.now() - t0);
    }
    loading = false;
    await Promise.all(load);

    const row = (name: string, value: number, max: number, unit = 'ms'): TBenchResult => ({
      name,
      value,
      unit,
      target: `≤ ${max} ${unit}`,
      ok: value <= max,
    });
    return [
      row('identification: face detection p50 (server)', percentile(times.face, 50), 150),
      row('identification: ID back with MRZ p50 (server)', percentile(times.back, 50), 250),
      row('identification: passport page p50 (server)', percentile(times.passport, 50), 300),
      {
        name: 'identification: whole card flow p50 (server, 4 MB video)',
        value: percentile(times.flow, 50),
        unit: 'ms',
      },
      row(
        `identification: /api/health p99, ${IN_FLIGHT} detections in flight`,
        percentile(health, 99),
        100,
      ),
      {
        name: 'identification: detections during the health run',
        value: loaded,
        unit: 'detections',
      },
    ];
  } finally {
    await server.close();
  }
}

/** Chunked uploads side by side, each a video of this size in 8 MB parts (the largest a part may be). */
const UPLOADS = 4;
const UPLOAD_BYTES = 100 * 1024 * 1024;
const PART_BYTES = 8 * 1024 * 1024;
const UPLOAD_ROUNDS = 3;

/**
 * Uploads that cannot hurt the server: four 100 MB videos uploaded side by side in
 * chunks through the HTTP API (PUT each part, then finish with its SHA-256), on the loopback,
 * the server in this process: its RSS growth over the run (the videos to send are made
 * first) and GET /api/health meanwhile, one request after the other. Medians of
 * UPLOAD_ROUNDS rounds. Standalone: `npm run bench -- identification-uploads`.
 */
export async function identificationUploadsBench(): Promise<TBenchResult[]> {
  const { server, started } = await identificationServer({
    IDENTIFICATION_MAX_VIDEO_BYTES: String(UPLOAD_BYTES),
  });
  try {
    const recording = fakeWebm(UPLOAD_BYTES);
    // Each upload its own bytes: a marker at the start of each part (the store dedups).
    const videos = Array.from({ length: UPLOADS }, (_, n) => {
      const video = Buffer.from(recording);
      for (let at = 8; at < video.length; at += PART_BYTES) video.writeUInt32BE(n + 1, at);
      return { bytes: video, sha256: createHash('sha256').update(video).digest('hex') };
    });
    const upload = async ({ bytes, sha256 }: { bytes: Buffer; sha256: string }) => {
      const { op, token, video } = await started();
      const base = `${server.url}/api/v2/uploadblobwebm/${op}/${video}`;
      const parts = Math.ceil(bytes.length / PART_BYTES);
      for (let index = 0; index < parts; index += 1) {
        const sent = await fetch(`${base}/chunks/${index}`, {
          method: 'PUT',
          headers: { ...auth(token), 'content-type': 'application/octet-stream' },
          body: bytes.subarray(
            index * PART_BYTES,
            (index + 1) * PART_BYTES,
          ) as Uint8Array<ArrayBuffer>,
        });
        if (!sent.ok) throw new Error(`chunk ${index}: HTTP ${sent.status} ${await sent.text()}`);
      }
      const finished = await fetch(`${base}/finish`, {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify({
          domainUuid: 'web',
          videoDuration: 60_000,
          videoSize: bytes.length,
          chunkCount: parts,
          sha256,
        }),
      });
      if (!finished.ok) throw new Error(`finish: HTTP ${finished.status} ${await finished.text()}`);
    };

    const rounds: { growthMb: number; p99: number; p50: number }[] = [];
    for (let round = 0; round < UPLOAD_ROUNDS; round += 1) {
      global.gc?.();
      const baseline = process.memoryUsage.rss();
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, 20);
      let uploading = true;
      const health: number[] = [];
      const probe = (async () => {
        while (uploading) {
          const t0 = performance.now();
          const response = await fetch(`${server.url}/api/health`);
          await response.arrayBuffer();
          health.push(performance.now() - t0);
        }
      })();
      await Promise.all(videos.map(upload)).finally(() => {
        uploading = false;
      });
      await probe;
      clearInterval(sampler);
      rounds.push({
        growthMb: (peak - baseline) / 1024 / 1024,
        p99: percentile(health, 99),
        p50: percentile(health, 50),
      });
    }
    const median = (values: number[]) => percentile(values, 50);
    const growth = median(rounds.map((round) => round.growthMb));
    const p99 = median(rounds.map((round) => round.p99));
    return [
      {
        name: `identification: RSS growth, ${UPLOADS} parallel 100 MB chunked uploads`,
        value: growth,
        unit: 'MB',
        target: '≤ 200 MB',
        ok: growth <= 200,
      },
      {
        name: `identification: /api/health p99, ${UPLOADS} parallel 100 MB chunked uploads`,
        value: p99,
        unit: 'ms',
        target: '≤ 200 ms',
        ok: p99 <= 200,
      },
      {
        name: `identification: /api/health p50, ${UPLOADS} parallel 100 MB chunked uploads`,
        value: median(rounds.map((round) => round.p50)),
        unit: 'ms',
      },
    ];
  } finally {
    await server.close();
  }
}
