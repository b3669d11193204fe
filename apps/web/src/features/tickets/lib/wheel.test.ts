import { describe, expect, it } from 'vitest';
import { rotationFor, segmentAt } from './wheel.ts';

describe('the prize wheel geometry', () => {
  it('stops every segment under the pointer, from any rotation, always turning forward', () => {
    for (const segments of [2, 3, 5, 8, 12]) {
      for (const from of [0, 17, 359, 2170, -30]) {
        for (let index = 0; index < segments; index += 1) {
          const to = rotationFor(from, index, segments);
          expect(to).toBeGreaterThan(from);
          expect(segmentAt(to, segments)).toBe(index);
        }
      }
    }
  });
});
