import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config, Human } from '@vladmandic/human';
import { fuseClippedRelus, type TGraphModelJson } from './clipped-relu.ts';

// Human on TensorFlow.js's WASM backend, entirely from local files: the models ship in
// @vladmandic/human/models and the .wasm binaries in @tensorflow/tfjs-backend-wasm/dist.
// Nothing is fetched from the network (Human's defaults would reach for a CDN).

const require = createRequire(import.meta.url);

/** A package's directory, found through Node's lookup paths (not its broken `exports`). */
function packageDir(name: string): string {
  for (const dir of require.resolve.paths(name) ?? []) {
    const candidate = path.join(dir, name);
    try {
      require.resolve(path.join(candidate, 'package.json'));
      return candidate;
    } catch {
      // not in this node_modules; try the next one up
    }
  }
  throw new Error(`${name} is not installed`);
}

export const HUMAN_DIR = packageDir('@vladmandic/human');
const WASM_DIR = path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist');

/**
 * Only what a face check needs: the BlazeFace detector, the face mesh (it refines the
 * box and gives the eye landmarks), the iris model (it redraws the eyelids: without it
 * the mesh barely tells a closed eye from an open one), the FaceRes description model
 * (embedding, age, gender) and the two advisory anti-spoofing models. Iris and the
 * anti-spoofing pair are loaded here but switched on per call (`detectFace` options). `skipFrames`/`skipTime` 0 and `cacheSensitivity` 0:
 * otherwise Human reuses one image's result for the next one.
 */
export const HUMAN_CONFIG: Partial<Config> = {
  backend: 'wasm',
  wasmPath: `${WASM_DIR}${path.sep}`,
  modelBasePath: pathToFileURL(path.join(HUMAN_DIR, 'models') + path.sep).href,
  debug: false,
  async: false,
  warmup: 'none',
  cacheModels: false,
  cacheSensitivity: 0,
  skipAllowed: false,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: {
      enabled: true,
      rotation: false,
      maxDetected: 5,
      minConfidence: 0.5,
      skipFrames: 0,
      skipTime: 0,
      return: false,
    },
    mesh: { enabled: true },
    iris: { enabled: true },
    attention: { enabled: false },
    description: { enabled: true, skipFrames: 0, skipTime: 0 },
    emotion: { enabled: false },
    antispoof: { enabled: true, skipFrames: 0, skipTime: 0 },
    liveness: { enabled: true, skipFrames: 0, skipTime: 0 },
    gear: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
};

export interface THumanEngine {
  human: Human;
  /** Wall time of the first load (library, WASM backend and models), ms. */
  loadMs: number;
}

let engine: Promise<THumanEngine> | undefined;

/** The process's (or worker's) Human instance, loaded on first use and shared after. */
export function getHumanEngine(): Promise<THumanEngine> {
  engine ??= loadHumanEngine().catch((error: unknown) => {
    engine = undefined; // let a later call try again
    throw error;
  });
  return engine;
}

async function loadHumanEngine(): Promise<THumanEngine> {
  const started = performance.now();
  const { Human } = require(path.join(HUMAN_DIR, 'dist', 'human.node-wasm.js')) as {
    Human: new (config: Partial<Config>) => Human;
  };
  const human = new Human(HUMAN_CONFIG);
  await withFileFetch(async () => {
    await human.load();
    await human.tf.ready();
  });
  if (human.tf.getBackend() !== 'wasm') {
    throw new Error(`Human started on '${human.tf.getBackend()}', not on the WASM backend`);
  }
  // Human logs a model that fails to load and carries on without it.
  const missing = human.models
    .stats()
    .modelStats.filter((model) => !model.loaded)
    .map((model) => model.name);
  if (missing.length > 0) throw new Error(`Human did not load ${missing.join(', ')}`);
  return { human, loadMs: performance.now() - started };
}

/**
 * Runs `task` with a `fetch` that also reads `file:` URLs (Human loads models through the
 * global `fetch`, and Node's has no `file:` scheme), a model's graph optimised on the way
 * (optimisedModel). Any other URL goes to the original `fetch`, and the original is put
 * back afterwards unless someone replaced it meanwhile.
 */
async function withFileFetch<T>(task: () => Promise<T>): Promise<T> {
  const original = globalThis.fetch;
  const fileFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) return original(input, init);
    const file = fileURLToPath(url);
    if (!file.endsWith('.json')) return new Response(await readFile(file), { status: 200 });
    return new Response(JSON.stringify(await optimisedModel(file)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = fileFetch;
  try {
    return await task();
  } finally {
    if (globalThis.fetch === fileFetch) globalThis.fetch = original;
  }
}

/**
 * A model's graph as Human loads it, its clipped ReLUs as single Relu6 nodes (FaceRes's:
 * see fuseClippedRelus; the values are the same, the model about twice as fast on WASM).
 */
async function optimisedModel(file: string): Promise<TGraphModelJson> {
  const model = JSON.parse(await readFile(file, 'utf8')) as TGraphModelJson;
  const shards = model.weightsManifest.flatMap((group) => group.paths);
  const weights = Buffer.concat(
    await Promise.all(shards.map((shard) => readFile(path.join(path.dirname(file), shard)))),
  );
  fuseClippedRelus(model, weights);
  return model;
}
