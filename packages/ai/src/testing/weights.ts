import fc from 'fast-check';
import { PARAMETER_COUNT } from '../base/weightVector.js';

/** Any integer weight vector (`weightVector.ts`), each weight in ±1000. */
export const anyWeightVector = (): fc.Arbitrary<number[]> =>
  fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: PARAMETER_COUNT, maxLength: PARAMETER_COUNT });
