/** A cell as the decoder weighs it: what was read there and what each allowed character costs. */
export interface TCell {
  line: number;
  index: number;
  /** The best-scoring glyph, whatever the field allows. */
  read: string;
  /** Allowed characters, each with what choosing it costs against the cell's best one. */
  options: { char: string; cost: number }[];
}

/** The cell classifier's weights as cell-classifier-weights.ts keeps them: int8 rows, each with its scale. */
export interface TPackedClassifier {
  hidden: number;
  w1: string;
  w1Scale: readonly number[];
  b1: readonly number[];
  w2: string;
  w2Scale: readonly number[];
  b2: readonly number[];
}
