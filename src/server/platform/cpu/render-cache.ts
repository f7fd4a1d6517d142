/**
 * Rendered documents kept in memory by a key that names everything they are drawn from (decision
 * 053): the first request renders, requests for the same key at the same moment wait for that one
 * render, later ones get the kept bytes. Bounded in entries and bytes, the least recently used
 * going first; a render that fails is not kept (the next request tries again).
 */
export interface RenderCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export class RenderCache {
  private readonly kept = new Map<string, Buffer>();
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private readonly limits: RenderCacheLimits;

  constructor(limits: RenderCacheLimits) {
    this.limits = limits;
  }

  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.kept.get(key);
    if (hit) {
      // Map order is insertion order: moved to the end, it is the most recently used.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return Promise.resolve(hit);
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const made = render().then(
      (bytes) => {
        this.inFlight.delete(key);
        this.keep(key, bytes);
        return bytes;
      },
      (error: unknown) => {
        this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, made);
    return made;
  }

  /** Whether the bytes of `key` are kept (without counting as a use). */
  has(key: string): boolean {
    return this.kept.has(key);
  }

  /** Entries and bytes kept (tests, metrics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.bytes };
  }

  private keep(key: string, bytes: Buffer): void {
    if (bytes.byteLength > this.limits.maxBytes) return;
    this.kept.set(key, bytes);
    this.bytes += bytes.byteLength;
    for (const [oldest, value] of this.kept) {
      if (this.kept.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.kept.delete(oldest);
      this.bytes -= value.byteLength;
    }
  }
}
