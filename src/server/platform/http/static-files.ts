/**
 * The built client files (dist/client: island scripts, styles, fonts, favicon, robots.txt) served
 * from memory by scripts/start.ts (decision 014). They are few and small (< 1 MB) and never
 * change while a build runs, so they are read once at start; every other request goes straight to
 * Astro without the disk lookup the adapter's standalone handler made for each one (an lstat and
 * a failed stat per API call: ~12 % of the CPU of GET /api/levels under load).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { compress, isCompressible, pickEncoding, type Encoding } from './precompress.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

interface Variant {
  body: Buffer;
  headers: Record<string, string>;
  etag: string;
}

interface StaticFile extends Variant {
  /** Brotli and gzip bytes of a compressible file (decision 019), each with its own ETag. */
  encoded?: Partial<Record<Encoding, Variant>>;
}

export type StaticFiles = Map<string, StaticFile>;

/** Every file under `dir`, by URL path (`/_astro/x.js`). Hashed `/_astro/` names are cached for a year. */
export function loadStaticFiles(dir: string): StaticFiles {
  const files: StaticFiles = new Map();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      // `.br`/`.gz` copies (scripts/precompress.ts) are variants of their file, not URLs of their own.
      else if (entry.isFile() && !entry.name.startsWith('.') && !/\.(br|gz)$/.test(entry.name)) {
        const url = '/' + relative(dir, path).split(sep).join('/');
        const body = readFileSync(path);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        const headers: Record<string, string> = {
          'content-type': TYPES[extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
          'content-length': String(body.length),
          'cache-control': url.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          etag,
        };
        const file: StaticFile = { body, etag, headers };
        if (isCompressible(entry.name, body.length)) {
          // Caches must keep one copy per encoding, the identity one included.
          headers.vary = 'accept-encoding';
          file.encoded = {};
          for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
            // Written at build; compressed here (a faster level) when a build skipped the step.
            const packed = existsSync(path + suffix) ? readFileSync(path + suffix) : compress(body, encoding, false);
            if (packed.length >= body.length) continue;
            const variantTag = `"${etag.slice(1, -1)}-${encoding}"`;
            file.encoded[encoding] = { body: packed, etag: variantTag, headers: { ...headers, 'content-encoding': encoding, 'content-length': String(packed.length), etag: variantTag } };
          }
        }
        files.set(url, file);
      }
    }
  };
  try {
    walk(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return files;
}

/** Answers a GET or HEAD of a built client file; returns whether it did. */
export function serveStaticFile(files: StaticFiles, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const found = files.get(queryStart === -1 ? url : url.slice(0, queryStart));
  if (!found) return false;
  const encoding = found.encoded ? pickEncoding(req.headers['accept-encoding'], { br: !!found.encoded.br, gzip: !!found.encoded.gzip }) : null;
  const file: Variant = (encoding && found.encoded?.[encoding]) || found;
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    res.writeHead(304, { etag: file.etag, 'cache-control': file.headers['cache-control']!, ...(file.headers.vary ? { vary: file.headers.vary } : {}) });
    res.end();
    return true;
  }
  res.writeHead(200, file.headers);
  res.end(req.method === 'HEAD' ? undefined : file.body);
  return true;
}
