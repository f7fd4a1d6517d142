/**
 * Brotli and gzip copies of the built client files (decision 019): island scripts were sent
 * uncompressed (209 KB on the wire for one of them). `scripts/precompress.ts` writes `x.js.br` and
 * `x.js.gz` beside each compressible file at build, at the highest levels (the cost is paid once);
 * static-files.ts serves them by `Accept-Encoding`, and compresses in memory at start what a build
 * did not (so a build without the step still serves compressed bytes).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { extname } from 'node:path';

export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt', '.html', '.xml']);
/** Below this, the headers outweigh the saving. */
export const MIN_COMPRESS_BYTES = 512;

export type Encoding = 'br' | 'gzip';

export function isCompressible(name: string, size: number): boolean {
  return COMPRESSIBLE.has(extname(name).toLowerCase()) && size >= MIN_COMPRESS_BYTES;
}

export function compress(body: Buffer, encoding: Encoding, best = true): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzipSync(body, { level: best ? 9 : 6 });
}

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else none. A coding
 * with `q=0` is refused; `*` stands for any coding not named.
 */
export function pickEncoding(header: string | string[] | undefined, available: { br: boolean; gzip: boolean }): Encoding | null {
  if (!header) return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    q.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (coding: string) => (q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0) > 0;
  if (available.br && accepted('br')) return 'br';
  if (available.gzip && accepted('gzip')) return 'gzip';
  return null;
}
