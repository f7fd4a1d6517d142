/**
 * Reads every `*.json` of a seed folder (cards, parcours) and validates each with its zod schema.
 * A broken file stops the load with a message naming the file and the path in it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { describeIssues } from './card-file-schema.ts';

/** A seed file that cannot be loaded; `npm start` prints its message and stops. */
export class CatalogueError extends Error {}

export function readSeedFiles<S extends z.ZodType>(dir: string, schema: S, kind: string): { file: string; path: string; data: z.infer<S> }[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  return files.map((file) => {
    const path = join(dir, file);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new CatalogueError(`${path}: not valid JSON (${(error as Error).message})`);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new CatalogueError(`${path}: invalid ${kind}\n${describeIssues(parsed.error)}`);
    return { file, path, data: parsed.data };
  });
}
