// A TensorFlow.js graph model's files (model.json and its weight shards), as far as the
// rewrite below reads them.
interface TGraphNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, unknown>;
}

interface TWeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: { dtype: string };
}

export interface TGraphModelJson {
  modelTopology: { node: TGraphNode[] };
  weightsManifest: { paths: string[]; weights: TWeightSpec[] }[];
}

/**
 * Rewrites each clipped ReLU the model spells as three nodes, `Maximum(Minimum(Relu(x), 6),
 * 0)` (Keras' ReLU(max_value=6) exported unoptimised), as one `Relu6(x)`: the same clamp to
 * [0, 6], so the same values, in one pass instead of three. FaceRes has 27 of them, and on
 * TensorFlow.js's WASM backend the Minimum and Maximum against a scalar take about half of
 * its time. Only nodes whose bounds are scalar constants holding exactly 6 and 0 (read from
 * `weights`, the model's shards concatenated) are rewritten; the constants left unused are
 * dropped from the graph. Returns how many were rewritten.
 */
export function fuseClippedRelus(model: TGraphModelJson, weights: Uint8Array): number {
  const nodes = model.modelTopology.node;
  const byName = new Map(nodes.map((node) => [node.name, node]));
  const scalars = scalarWeights(model, weights);
  const consumers = new Map<string, number>();
  for (const node of nodes) {
    for (const input of node.input ?? []) consumers.set(input, (consumers.get(input) ?? 0) + 1);
  }
  const constant = (name: string | undefined) =>
    name !== undefined && byName.get(name)?.op === 'Const' ? scalars.get(name) : undefined;
  const dropped = new Set<string>();
  let rewritten = 0;
  for (const node of nodes) {
    if (node.op !== 'Maximum' || node.input?.length !== 2) continue;
    const minimum = byName.get(node.input[0] as string);
    if (minimum?.op !== 'Minimum' || minimum.input?.length !== 2) continue;
    const relu = byName.get(minimum.input[0] as string);
    if (relu?.op !== 'Relu' || relu.input?.length !== 1) continue;
    if (consumers.get(minimum.name) !== 1 || consumers.get(relu.name) !== 1) continue;
    if (constant(minimum.input[1]) !== 6 || constant(node.input[1]) !== 0) continue;
    for (const bound of [minimum.input[1], node.input[1]] as string[]) {
      consumers.set(bound, (consumers.get(bound) ?? 0) - 1);
    }
    // The Maximum's name stays: the nodes after it read it.
    node.op = 'Relu6';
    node.input = [relu.input[0] as string];
    node.attr = node.attr?.T ? { T: node.attr.T } : {};
    dropped.add(minimum.name).add(relu.name);
    rewritten += 1;
  }
  model.modelTopology.node = nodes.filter(
    (node) => !dropped.has(node.name) && !(node.op === 'Const' && consumers.get(node.name) === 0),
  );
  return rewritten;
}

/** Bytes per value of a weight as stored (a float16-quantized float32 takes two). */
const STORED_BYTES: Record<string, number> = { float32: 4, int32: 4, float16: 2, bool: 1 };

/**
 * The model's scalar float constants by name, decoded from its weights (float32, or
 * float16-quantized). Walking the manifest stops at a weight of a layout it cannot size.
 */
function scalarWeights(model: TGraphModelJson, weights: Uint8Array): Map<string, number> {
  const values = new Map<string, number>();
  const view = new DataView(weights.buffer, weights.byteOffset, weights.byteLength);
  let offset = 0;
  for (const spec of model.weightsManifest.flatMap((group) => group.weights)) {
    const stored = spec.quantization?.dtype ?? spec.dtype;
    const bytes = STORED_BYTES[stored];
    if (bytes === undefined) break;
    const count = spec.shape.reduce((product, size) => product * size, 1);
    if (count === 1 && spec.dtype === 'float32' && offset + bytes <= weights.byteLength) {
      values.set(
        spec.name,
        stored === 'float16'
          ? halfToFloat(view.getUint16(offset, true))
          : view.getFloat32(offset, true),
      );
    }
    offset += count * bytes;
  }
  return values;
}

/** An IEEE 754 half-precision value's bits as a number. */
function halfToFloat(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}
