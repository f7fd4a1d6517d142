/**
 * A fingerprint of everything the build reads (paths and contents). `npm start` rebuilds only
 * when it differs from the one saved with the last build, so a built tree starts fast. Contents,
 * not modification times: `npm prune --omit=dev` rewrites package-lock.json unchanged, and a
 * shipped tree may be copied without its times; either made a pruned production tree, which
 * cannot build, try to (decision 039). Hashing the ≈ 5 MB of inputs takes a few milliseconds.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const STAMP = 'dist/.source-fingerprint';

function walk(path: string, hash: ReturnType<typeof createHash>) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) walk(join(path, entry), hash);
  } else {
    const content = readFileSync(path);
    hash.update(`${path}:${content.length}\n`).update(content);
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
