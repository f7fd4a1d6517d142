/**
 * Writes brotli (`.br`) and gzip (`.gz`) copies of the compressible built client files
 * (dist/client), kept only when smaller. Run by `npm run build` after `astro build`
 * (decision 019); static-files.ts serves them by Accept-Encoding.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compress, isCompressible } from '../src/server/platform/http/precompress.ts';

const root = new URL('../dist/client/', import.meta.url).pathname;
let files = 0;
let before = 0;
let after = 0;

function walk(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.isFile() && isCompressible(entry.name, statSync(path).size)) {
      const body = readFileSync(path);
      let smallest = body.length;
      for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
        const packed = compress(body, encoding);
        if (packed.length < body.length) {
          writeFileSync(path + suffix, packed);
          smallest = Math.min(smallest, packed.length);
        }
      }
      files++;
      before += body.length;
      after += smallest;
    }
  }
}

walk(root);
console.log(`precompress: ${files} file(s), ${Math.round(before / 1024)} KiB → ${Math.round(after / 1024)} KiB (brotli)`);
