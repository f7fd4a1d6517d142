/**
 * The unit project stays pure and fast (issue 38): a unit test imports no process, server, worker,
 * image or PDF machinery and no storage or database client. A test that needs them is named
 * `*.integration.test.ts` (beside the code) or lives in tests/integration/, and runs with the
 * integration project (vitest.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** What a unit test may not import (module names, or our modules that draw, spawn or connect). */
const IMPURE = [
  /['"]node:(child_process|worker_threads|http|https|net)['"]/,
  /['"](sharp|pdfkit|saxon-js|s3rver|@aws-sdk\/[a-z-]+|postgres|@electric-sql\/pglite|playwright-core)['"]/,
  /\/(render-pool|convert-process|convert-child|test-db|scratch-db|start-server|s3-server|smtp-listener)\.ts['"]/,
  /\brender(SealedContract|UnsignedContract|Worksheet|InvoicePdf|CreditNotePdf)\b/,
];

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts') && !e.name.endsWith('.integration.test.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

describe('unit tests', () => {
  const files = [...testFiles('src'), ...testFiles('tests/unit')].filter((f) => f !== 'tests/unit/pure-unit-tests.test.ts');

  it('are found', () => {
    expect(files.length).toBeGreaterThan(80);
  });

  it('import no process, server, worker, image, PDF, storage or database machinery', () => {
    const impure = files.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const hit = IMPURE.find((pattern) => pattern.test(text));
      return hit ? [`${file}: ${hit.exec(text)![0]}`] : [];
    });
    expect(impure, 'rename these *.integration.test.ts (or move them to tests/integration/)').toEqual([]);
  });
});
