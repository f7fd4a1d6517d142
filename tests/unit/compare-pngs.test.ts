/** The visual tests' screenshot comparison (decision 041): identical bytes, a few pixels, a size change. */
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { comparePngs } from '../visual/support/screenshots.ts';

/** A `width × height` white PNG with the given pixels painted black. */
function png(width: number, height: number, black: [number, number][] = []): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (const [x, y] of black) image.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return PNG.sync.write(image);
}

describe('comparePngs', () => {
  const base = png(100, 100);
  it.each([
    ['the same bytes', base, true, 0],
    ['the same pixels, encoded again', png(100, 100), true, 0],
    ['5 pixels of 10,000 differ (0.05 %)', png(100, 100, [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]]), true, 5],
    ['11 pixels of 10,000 differ (0.11 %)', png(100, 100, Array.from({ length: 11 }, (_, i) => [i, 50] as [number, number])), false, 11],
  ])('%s', (_name, actual, ok, diffPixels) => {
    const result = comparePngs(base, actual);
    expect(result.ok).toBe(ok);
    expect(result.diffPixels).toBe(diffPixels);
  });

  it('a different size always fails', () => {
    expect(comparePngs(base, png(100, 101)).message).toBe('size changed: 100×100 → 100×101');
  });

  it('writes the difference where asked, and only when the bytes differ', () => {
    const asked: [number, number][] = [];
    const diff = (width: number, height: number) => (asked.push([width, height]), new PNG({ width, height }));
    comparePngs(base, base, diff);
    expect(asked).toEqual([]);
    comparePngs(base, png(100, 100, [[7, 7]]), diff);
    expect(asked).toEqual([[100, 100]]);
  });
});
