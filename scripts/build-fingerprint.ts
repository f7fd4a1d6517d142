/**
 * A fingerprint of everything the build reads (paths, sizes, mtimes). `npm start` rebuilds
 * only when it differs from the one saved with the last build, so a built tree starts fast.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const STAMP = 'dist/.source-fingerprint';

function walk(path: string, hash: ReturnType<typeof createHash>) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path).sort()) walk(join(path, entry), hash);
  } else {
    hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
  }
}

export function sourceFingerprint(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) walk(input, hash);
  return hash.digest('hex');
}

export function buildIsCurrent(): boolean {
  if (!existsSync('dist/server/entry.mjs') || !existsSync(STAMP)) return false;
  return readFileSync(STAMP, 'utf8') === sourceFingerprint();
}

export function saveFingerprint(): void {
  writeFileSync(STAMP, sourceFingerprint());
}

if (import.meta.url === `file://${process.argv[1]}`) saveFingerprint();
