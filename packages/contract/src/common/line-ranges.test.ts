import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineRanges } from './line-ranges';

/** Reads a list back into its lines: the inverse the property below checks against. */
const expand = (text: string) =>
  text === ''
    ? []
    : text.split(', ').flatMap((part) => {
        const [from, to] = part.split('–').map(Number) as [number, number?];
        return Array.from({ length: (to ?? from) - from + 1 }, (_, k) => from + k);
      });

describe('lineRanges', () => {
  it('writes runs of three or more as a range, shorter ones as they are', () => {
    expect(lineRanges(Array.from({ length: 20 }, (_, i) => i + 1))).toBe('1–20');
    expect(lineRanges([8, 7, 5, 3, 2, 1])).toBe('1–3, 5, 7, 8');
    expect(lineRanges([4])).toBe('4');
    expect(lineRanges([2, 2, 3])).toBe('2, 3');
    expect(lineRanges([])).toBe('');
  });

  it('names exactly the lines it was given, sorted and each once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 40 }), (lines) => {
        expect(expand(lineRanges(lines))).toEqual([...new Set(lines)].sort((a, b) => a - b));
      }),
    );
  });
});
