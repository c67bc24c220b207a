import { CELL_CLASSIFIER } from './cell-classifier-weights.ts';
import { CELL_HEIGHT, CELL_WIDTH, normalise, sampleCell, type TMrzGrid } from './segment-mrz.ts';

const SIZE = CELL_WIDTH * CELL_HEIGHT;
const CLASSES = 37;

/**
 * A cell, normalised as the templates compare it (zero mean, unit length), times this:
 * about unit variance per pixel, what the classifier was trained on.
 */
export const CLASSIFIER_INPUT_SCALE = 20;

/** The network: hidden x SIZE weights and hidden biases, then CLASSES x hidden and CLASSES. */
export interface TClassifierLayers {
  hidden: number;
  w1: Float32Array;
  b1: Float32Array;
  w2: Float32Array;
  b2: Float32Array;
}

let layers: TClassifierLayers | null = null;

/** Unpacks the weights once: int8 rows, each with its own scale. */
function classifier(): TClassifierLayers {
  if (layers) return layers;
  const { hidden, w1, w1Scale, b1, w2, w2Scale, b2 } = CELL_CLASSIFIER;
  const unpack = (packed: string, scales: readonly number[], width: number) => {
    const bytes = Buffer.from(packed, 'base64');
    return Float32Array.from(
      bytes,
      (byte, i) => ((byte << 24) >> 24) * (scales[Math.floor(i / width)] as number),
    );
  };
  layers = {
    hidden,
    w1: unpack(w1, w1Scale, SIZE),
    b1: Float32Array.from(b1),
    w2: unpack(w2, w2Scale, hidden),
    b2: Float32Array.from(b2),
  };
  return layers;
}

/**
 * Each character's log-probability for one cell (MRZ_ALPHABET order): a network of one
 * hidden layer, trained by scripts/mrz-classifier.ts on cells the engine cut from blurred,
 * compressed, tilted development photographs in OCR-B and the template fonts. Where the
 * templates measure likeness to a clean glyph, it has learnt what tells look-alikes apart
 * once the print is soft (on the held-out tenth of its training draw, 0.43 % of cells
 * wrong at the cell centre against 0.80 % for the templates). `layers` are the trained
 * weights unless given (the training script passes the ones it is training); `hiddenOut`
 * receives the hidden layer.
 */
export function classifyCell(
  cell: Float32Array,
  out = new Float32Array(CLASSES),
  hiddenOut?: Float32Array,
  layers: TClassifierLayers = classifier(),
): Float32Array {
  const { hidden, w1, b1, w2, b2 } = layers;
  const h = hiddenOut ?? new Float32Array(hidden);
  for (let j = 0; j < hidden; j++) {
    let sum = 0;
    const row = j * SIZE;
    for (let k = 0; k < SIZE; k += 4) {
      sum += (w1[row + k] as number) * (cell[k] as number);
      sum += (w1[row + k + 1] as number) * (cell[k + 1] as number);
      sum += (w1[row + k + 2] as number) * (cell[k + 2] as number);
      sum += (w1[row + k + 3] as number) * (cell[k + 3] as number);
    }
    const value = sum * CLASSIFIER_INPUT_SCALE + (b1[j] as number);
    h[j] = Math.max(value, 0);
  }
  let max = -Infinity;
  for (let c = 0; c < CLASSES; c++) {
    let sum = b2[c] as number;
    const row = c * hidden;
    for (let j = 0; j < hidden; j++) sum += (w2[row + j] as number) * (h[j] as number);
    out[c] = sum;
    if (sum > max) max = sum;
  }
  let total = 0;
  for (let c = 0; c < CLASSES; c++) total += Math.exp((out[c] as number) - max);
  const logTotal = max + Math.log(total);
  for (let c = 0; c < CLASSES; c++) out[c] = (out[c] as number) - logTotal;
  return out;
}

/** Every cell of a grid classified at its centre (see classifyCell). */
export function classifyCells(grid: TMrzGrid): Float32Array[][] {
  const cell = new Float32Array(SIZE);
  const hidden = new Float32Array(classifier().hidden);
  return grid.lines.map((line) =>
    line.centres.map((_, index) =>
      classifyCell(normalise(sampleCell(grid.image, line, index, 0, 0, cell)), undefined, hidden),
    ),
  );
}
