import { FIELD_LIMITS, type TSignerFieldType } from '@confirma/contracts/operations';
import type { TBoxSizes } from './signature-placement';

/** A field's first size, in points: a checkbox is a small square, the others a line. */
const INITIAL = {
  checkbox: { width: 14, height: 14 },
  line: { width: 180, height: 20 },
} as const;
const MIN = { width: FIELD_LIMITS.minSide, height: FIELD_LIMITS.minSide };

/** The smallest and first size of a field's box. */
export const fieldBoxSizes = (type: TSignerFieldType): TBoxSizes => ({
  min: MIN,
  initial: type === 'checkbox' ? INITIAL.checkbox : INITIAL.line,
});
