/** Writes dist/build-info.json (version, commit, build time), shown in the development bar. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
let commit = process.env.GIT_COMMIT ?? 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
} catch {
  // Not a git checkout (an exported tarball): keep the fallback.
}
mkdirSync('dist', { recursive: true });
writeFileSync('dist/build-info.json', JSON.stringify({ version: pkg.version, commit, builtAt: new Date().toISOString() }, null, 2));
