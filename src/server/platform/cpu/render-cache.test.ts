/** Rendered documents kept by key (decision 053). */
import { describe, expect, it } from 'vitest';
import { RenderCache } from './render-cache.ts';

const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);

describe('RenderCache', () => {
  it('renders once for requests of the same key, at the same moment and later', async () => {
    const cache = new RenderCache({ maxEntries: 4, maxBytes: 1000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return bytes(10);
    };
    const [a, b] = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    const c = await cache.get('k', render);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
  });

  it('keeps nothing of a render that fails: the next request renders again', async () => {
    const cache = new RenderCache({ maxEntries: 4, maxBytes: 1000 });
    await expect(cache.get('k', () => Promise.reject(new Error('stopped')))).rejects.toThrow('stopped');
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    await expect(cache.get('k', async () => bytes(5))).resolves.toHaveLength(5);
  });

  it.each([
    // [limits, sizes put in order a, b, c (a read again after b), keys left]
    ['entries', { maxEntries: 2, maxBytes: 1000 }, [10, 10, 10], ['a', 'c']],
    ['bytes', { maxEntries: 10, maxBytes: 25 }, [10, 10, 10], ['a', 'c']],
    ['one too large', { maxEntries: 10, maxBytes: 25 }, [10, 30, 10], ['a', 'c']],
  ])('drops the least recently used past its %s', async (_what, limits, sizes, left) => {
    const cache = new RenderCache(limits);
    await cache.get('a', async () => bytes(sizes[0]!));
    await cache.get('b', async () => bytes(sizes[1]!));
    await cache.get('a', async () => bytes(99, 2)); // a hit: a becomes the most recent
    await cache.get('c', async () => bytes(sizes[2]!));
    expect(['a', 'b', 'c'].filter((key) => cache.has(key))).toEqual(left);
    expect((await cache.get('a', async () => bytes(1, 3)))[0]).toBe(1); // the kept bytes, not a new render
  });
});
