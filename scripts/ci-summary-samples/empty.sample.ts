// A test file whose tests were all lost (an `it` renamed away, a loop over an empty list):
// it runs nothing, and the run must fail rather than count it as passing.
import { describe } from 'vitest';

describe('a suite whose tests were lost', () => {});
