/** The build information file written at each build (scripts/write-build-info.ts). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface BuildInfo {
  version: string;
  commit: string;
  builtAt: string;
}

let cached: BuildInfo | undefined;

export function buildInfo(): BuildInfo {
  if (cached) return cached;
  try {
    cached = JSON.parse(readFileSync(resolve(process.cwd(), 'dist/build-info.json'), 'utf8')) as BuildInfo;
  } catch {
    cached = { version: 'dev', commit: 'unknown', builtAt: 'not built' };
  }
  return cached;
}
