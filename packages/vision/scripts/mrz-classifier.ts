import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { analyseImage } from '../src/analyse-image.ts';
import {
  CLASSIFIER_INPUT_SCALE,
  classifyCell,
  type TClassifierLayers,
} from '../src/mrz/cell-classifier.ts';
import { CELL_POSITIONS, glyphSetOf, MRZ_ALPHABET, scoreCells } from '../src/mrz/read-cells.ts';
import { observeMrzGrids } from '../src/mrz/read-mrz.ts';
import {
  CELL_HEIGHT,
  CELL_WIDTH,
  MRZ_SHAPES,
  normalise,
  sampleCell,
  type TMrzGrid,
} from '../src/mrz/segment-mrz.ts';
import { random } from '../testing/photograph.ts';
import { developmentDraw } from './development-draw.ts';
import { CLASSIFIER_FONTS, MONO_FONTS } from './mrz-fonts.ts';

// `node --import tsx packages/vision/scripts/mrz-classifier.ts`: trains the MRZ cell
// classifier (src/mrz/cell-classifier.ts) and writes its weights to
// src/mrz/cell-classifier-weights.ts. The cells are cut by the engine itself: a draw of
// the development set that is not the one changes are measured on (1,800 images, seed
// 50,000; see development-draw.ts), its MRZs in OCR-B, the template fonts and the fonts
// only the classifier learns from (CLASSIFIER_FONTS in mrz-fonts.ts; Debian fonts-b612,
// fonts-cmu, fonts-fantasque-sans, fonts-mononoki, fonts-monoid, fonts-lmodern, fonts-3270,
// fonts-monofur), is read by analyseImage, and every MRZ grid it finds is observed
// (observeMrzGrids). A grid of the printed shape whose template read agrees with the truth
// on at least 60 % of its cells labels each cell with its printed character; each cell is
// kept at the engine's 27 sampling positions (CELL_POSITIONS in read-cells.ts). The
// development set's unseen fonts are not drawn, so that it still shows how an unseen
// font reads. One in ten images is held out and the classifier's read of its cells
// compared with the templates'. Deterministic: the same draw gives the same weights. About
// 35 minutes here.

const DRAW = { count: 1800, seed: 50_000 };
const HIDDEN = 64;
const EPOCHS = 6;
/** Shifted samples per cell and epoch, besides the centre. */
const SHIFTED_PER_EPOCH = 3;
const BATCH = 64;
const SIZE = CELL_WIDTH * CELL_HEIGHT;
const CLASSES = MRZ_ALPHABET.length;
/** Samples are kept as int8: a normalised cell's values lie within ±0.25. */
const QUANTUM = 500;

interface TCells {
  /** CELL_POSITIONS.length samples of SIZE per cell, int8 (value x QUANTUM). */
  samples: Int8Array[];
  labels: number[];
  /** The templates' best character, for comparison. */
  templates: number[];
}

const emptyCells = (): TCells => ({ samples: [], labels: [], templates: [] });
const argmax = (values: ArrayLike<number>) => {
  let best = 0;
  for (let c = 1; c < values.length; c++)
    if ((values[c] as number) > (values[best] as number)) best = c;
  return best;
};

/** Reads the draw and cuts every labelled cell, training cells apart from held-out ones. */
async function collect(): Promise<{ train: TCells; held: TCells }> {
  const { dir, samples } = await developmentDraw(DRAW.count, DRAW.seed, {
    fonts: [...MONO_FONTS, ...CLASSIFIER_FONTS],
    name: 'classifier',
  });
  const train = emptyCells();
  const held = emptyCells();
  let grids: TMrzGrid[] = [];
  observeMrzGrids((grid) => grids.push(grid));
  let skipped = 0;
  for (const [n, sample] of samples.entries()) {
    const truth = sample.mrz;
    if (!truth) continue;
    const printed = truth.join('');
    grids = [];
    await analyseImage(new Uint8Array(await fs.readFile(path.join(dir, sample.file))));
    let best: { grid: TMrzGrid; reads: number[][]; agree: number } | null = null;
    for (const grid of grids) {
      const shape = MRZ_SHAPES[grid.shape];
      if (shape.lines !== truth.length || shape.chars !== truth[0]?.length) continue;
      const reads = scoreCells(grid, glyphSetOf(grid).set).map((line) => line.map(argmax));
      const agree = reads.flat().filter((c, k) => MRZ_ALPHABET[c] === printed[k]).length;
      if (!best || agree > best.agree) best = { grid, reads, agree };
    }
    if (!best || best.agree < 0.6 * printed.length) {
      skipped++;
      continue;
    }
    const into = n % 10 === 9 ? held : train;
    const { grid, reads } = best;
    grid.lines.forEach((line, l) => {
      line.centres.forEach((_, index) => {
        const cell = new Int8Array(CELL_POSITIONS.length * SIZE);
        CELL_POSITIONS.forEach(([dx, dy], p) => {
          const sampled = normalise(sampleCell(grid.image, line, index, dx, dy));
          for (let k = 0; k < SIZE; k++) {
            cell[p * SIZE + k] = Math.max(
              -127,
              Math.min(127, Math.round((sampled[k] as number) * QUANTUM)),
            );
          }
        });
        into.samples.push(cell);
        into.labels.push(MRZ_ALPHABET.indexOf(truth[l]?.[index] as string));
        into.templates.push(reads[l]?.[index] as number);
      });
    });
  }
  observeMrzGrids(null);
  console.log(
    `cells: ${train.labels.length} to train on, ${held.labels.length} held out; ${skipped} MRZs without a usable grid`,
  );
  return { train, held };
}

/**
 * One hidden layer of ReLUs, softmax out, run by the engine's own classifyCell; Adam on
 * the cross-entropy.
 */
class Network implements TClassifierLayers {
  readonly hidden = HIDDEN;
  readonly w1: Float32Array;
  readonly b1 = new Float32Array(HIDDEN);
  readonly w2: Float32Array;
  readonly b2 = new Float32Array(CLASSES);
  private readonly x = new Float32Array(SIZE);
  private readonly h = new Float32Array(HIDDEN);
  readonly out = new Float32Array(CLASSES);
  private readonly params: Float32Array[];
  private readonly grads: Float32Array[];
  private readonly moments: Float32Array[];
  private readonly squares: Float32Array[];
  private steps = 0;

  constructor(next: () => number) {
    const gauss = () => Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next());
    this.w1 = Float32Array.from({ length: HIDDEN * SIZE }, () => gauss() * Math.sqrt(2 / SIZE));
    this.w2 = Float32Array.from({ length: CLASSES * HIDDEN }, () => gauss() / Math.sqrt(HIDDEN));
    this.params = [this.w1, this.b1, this.w2, this.b2];
    this.grads = this.params.map((p) => new Float32Array(p.length));
    this.moments = this.params.map((p) => new Float32Array(p.length));
    this.squares = this.params.map((p) => new Float32Array(p.length));
  }

  /** Log-probabilities of one int8 sample into `out`, as the engine computes them. */
  forward(samples: Int8Array, offset: number): Float32Array {
    for (let k = 0; k < SIZE; k++) this.x[k] = (samples[offset + k] as number) / QUANTUM;
    return classifyCell(this.x, this.out, this.h, this);
  }

  /** Adds the last forward pass's gradient for `label`. */
  backward(label: number): void {
    const { x, h, out, w2 } = this;
    const [gw1, gb1, gw2, gb2] = this.grads as [
      Float32Array,
      Float32Array,
      Float32Array,
      Float32Array,
    ];
    const dh = new Float32Array(HIDDEN);
    for (let c = 0; c < CLASSES; c++) {
      const d = Math.exp(out[c] as number) - (c === label ? 1 : 0);
      gb2[c] = (gb2[c] as number) + d;
      for (let j = 0; j < HIDDEN; j++) {
        gw2[c * HIDDEN + j] = (gw2[c * HIDDEN + j] as number) + d * (h[j] as number);
        dh[j] = (dh[j] as number) + d * (w2[c * HIDDEN + j] as number);
      }
    }
    for (let j = 0; j < HIDDEN; j++) {
      if ((h[j] as number) <= 0) continue;
      const d = dh[j] as number;
      gb1[j] = (gb1[j] as number) + d;
      for (let k = 0; k < SIZE; k++) {
        // classifyCell scales the cell's dot products by CLASSIFIER_INPUT_SCALE.
        gw1[j * SIZE + k] =
          (gw1[j * SIZE + k] as number) + d * (x[k] as number) * CLASSIFIER_INPUT_SCALE;
      }
    }
  }

  /** One Adam step over the gradients summed for `batch` samples (a little weight decay). */
  step(batch: number, rate: number): void {
    this.steps++;
    const first = 1 - 0.9 ** this.steps;
    const second = 1 - 0.999 ** this.steps;
    this.params.forEach((param, i) => {
      const grad = this.grads[i] as Float32Array;
      const moment = this.moments[i] as Float32Array;
      const square = this.squares[i] as Float32Array;
      for (let k = 0; k < param.length; k++) {
        const g = (grad[k] as number) / batch + 1e-5 * (param[k] as number);
        moment[k] = 0.9 * (moment[k] as number) + 0.1 * g;
        square[k] = 0.999 * (square[k] as number) + 0.001 * g * g;
        param[k] =
          (param[k] as number) -
          (rate * ((moment[k] as number) / first)) /
            (Math.sqrt((square[k] as number) / second) + 1e-8);
      }
      grad.fill(0);
    });
  }
}

function train(cells: TCells, held: TCells): Network {
  const next = random(DRAW.seed);
  const network = new Network(next);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    // Every cell at its centre and at a few of the engine's shifts, shuffled.
    const order: [number, number][] = [];
    cells.labels.forEach((_, cell) => {
      order.push([cell, 0]);
      for (let k = 0; k < SHIFTED_PER_EPOCH; k++) {
        order.push([cell, 1 + Math.floor(next() * (CELL_POSITIONS.length - 1))]);
      }
    });
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j] as [number, number], order[i] as [number, number]];
    }
    const rate = 2e-3 * 0.5 ** Math.floor(epoch / 3);
    let loss = 0;
    order.forEach(([cell, position], n) => {
      const label = cells.labels[cell] as number;
      loss -= network.forward(cells.samples[cell] as Int8Array, position * SIZE)[label] as number;
      network.backward(label);
      if ((n + 1) % BATCH === 0) network.step(BATCH, rate);
    });
    console.log(
      `epoch ${epoch + 1}: loss ${(loss / order.length).toFixed(4)}, ${report(network, held)}`,
    );
  }
  return network;
}

/** The held-out cells read at their centre: the classifier's errors against the templates'. */
function report(network: Network, held: TCells): string {
  let mine = 0;
  let theirs = 0;
  held.labels.forEach((label, cell) => {
    if (argmax(network.forward(held.samples[cell] as Int8Array, 0)) !== label) mine++;
    if (held.templates[cell] !== label) theirs++;
  });
  const share = (n: number) => `${((100 * n) / held.labels.length).toFixed(2)} %`;
  return `held-out cells wrong ${share(mine)} (templates ${share(theirs)})`;
}

/** Int8 rows, each with its own scale. */
function pack(weights: Float32Array, width: number): { packed: string; scales: number[] } {
  const bytes = Buffer.alloc(weights.length);
  const scales: number[] = [];
  for (let row = 0; row < weights.length / width; row++) {
    let max = 0;
    for (let k = 0; k < width; k++)
      max = Math.max(max, Math.abs(weights[row * width + k] as number));
    const scale = Number((max / 127 || 1).toPrecision(6));
    scales.push(scale);
    for (let k = 0; k < width; k++) {
      bytes.writeInt8(Math.round((weights[row * width + k] as number) / scale), row * width + k);
    }
  }
  return { packed: bytes.toString('base64'), scales };
}

const { train: cells, held } = await collect();
const network = train(cells, held);
const w1 = pack(network.w1, SIZE);
const w2 = pack(network.w2, HIDDEN);
const numbers = (values: Float32Array) =>
  JSON.stringify([...values].map((v) => Number(v.toPrecision(6))));
const weightsFile = new URL('../src/mrz/cell-classifier-weights.ts', import.meta.url);
await fs.writeFile(
  weightsFile,
  `// Generated by scripts/mrz-classifier.ts: the MRZ cell classifier's weights (see
// cell-classifier.ts), ${HIDDEN} hidden units; int8 rows, each with its scale.
import type { TPackedClassifier } from './mrz.types.ts';

export const CELL_CLASSIFIER: TPackedClassifier = {
  hidden: ${HIDDEN},
  w1: '${w1.packed}',
  w1Scale: ${JSON.stringify(w1.scales)},
  b1: ${numbers(network.b1)},
  w2: '${w2.packed}',
  w2Scale: ${JSON.stringify(w2.scales)},
  b2: ${numbers(network.b2)},
};
`,
);
// Laid out as the repository's formatter wants it, ready to commit.
execFileSync('npx', ['biome', 'format', '--write', weightsFile.pathname], { stdio: 'ignore' });
console.log('wrote src/mrz/cell-classifier-weights.ts');
process.exit(0);
