import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import type { Tensor } from '@tensorflow/tfjs-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fuseClippedRelus, type TGraphModelJson } from './clipped-relu.ts';
import { getHumanEngine, HUMAN_DIR } from './human-engine.ts';

type TTf = Awaited<ReturnType<typeof getHumanEngine>>['human']['tf'];
let tf: TTf;
beforeAll(async () => {
  tf = (await getHumanEngine()).human.tf;
}, 60_000);

const FACERES = path.join(HUMAN_DIR, 'models', 'faceres.json');

async function faceres() {
  const json = JSON.parse(await readFile(FACERES, 'utf8')) as TGraphModelJson & {
    signature: unknown;
  };
  const weights = await readFile(path.join(path.dirname(FACERES), 'faceres.bin'));
  return { json, weights };
}

function load(model: TGraphModelJson & { signature: unknown }, weights: Buffer) {
  return tf.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: model.modelTopology,
      weightSpecs: model.weightsManifest.flatMap((group) => group.weights) as never,
      weightData: weights.buffer.slice(
        weights.byteOffset,
        weights.byteOffset + weights.byteLength,
      ) as ArrayBuffer,
      signature: model.signature as never,
    }),
  ) as unknown as Promise<GraphModel>;
}

/** A graph of Relu → Minimum(·, max) → Maximum(·, min) with float32 bounds. */
function clippedGraph(max: number, min: number) {
  const model: TGraphModelJson = {
    modelTopology: {
      node: [
        { name: 'x', op: 'Placeholder' },
        { name: 'max', op: 'Const' },
        { name: 'min', op: 'Const' },
        { name: 'relu', op: 'Relu', input: ['x'] },
        { name: 'clip/Minimum', op: 'Minimum', input: ['relu', 'max'] },
        { name: 'clip', op: 'Maximum', input: ['clip/Minimum', 'min'] },
      ],
    },
    weightsManifest: [
      {
        paths: ['w.bin'],
        weights: [
          { name: 'max', shape: [], dtype: 'float32' },
          { name: 'min', shape: [], dtype: 'float32' },
        ],
      },
    ],
  };
  return { model, weights: new Uint8Array(new Float32Array([max, min]).buffer) };
}

describe('fuseClippedRelus', () => {
  it("turns FaceRes's 27 clipped ReLUs into Relu6 with bit-identical outputs", async () => {
    const original = await faceres();
    const rewritten = await faceres();
    expect(fuseClippedRelus(rewritten.json, rewritten.weights)).toBe(27);
    const ops = rewritten.json.modelTopology.node.map((node) => node.op);
    expect(ops.filter((op) => op === 'Relu6')).toHaveLength(27);
    expect(ops).not.toContain('Minimum');
    expect(ops).not.toContain('Maximum');

    const [before, after] = await Promise.all([
      load(original.json, original.weights),
      load(rewritten.json, rewritten.weights),
    ]);
    // A face crop's range (Human feeds 0–255), seeded: the same input to both graphs.
    const input = tf.mul(tf.randomUniform([1, 224, 224, 3], 0, 1, 'float32', 11), 255);
    const outputs = (model: GraphModel) =>
      (model.execute(input as never) as Tensor[]).map((tensor) => tensor.dataSync());
    const expected = outputs(before);
    const actual = outputs(after);
    expect(expected.map((values) => values.length).sort((a, b) => a - b)).toEqual([1, 100, 1024]);
    expect(actual).toEqual(expected);
    tf.dispose(input);
    before.dispose();
    after.dispose();
  }, 60_000);

  it('rewrites only bounds of exactly 6 and 0, and drops the constants it frees', () => {
    const fused = clippedGraph(6, 0);
    expect(fuseClippedRelus(fused.model, fused.weights)).toBe(1);
    expect(fused.model.modelTopology.node).toEqual([
      { name: 'x', op: 'Placeholder' },
      { name: 'clip', op: 'Relu6', input: ['x'], attr: {} },
    ]);
    for (const [max, min] of [
      [5, 0],
      [6, -1],
    ] as const) {
      const kept = clippedGraph(max, min);
      expect(fuseClippedRelus(kept.model, kept.weights)).toBe(0);
      expect(kept.model.modelTopology.node).toHaveLength(6);
    }
  });
});
