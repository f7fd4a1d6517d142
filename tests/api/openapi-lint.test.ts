/**
 * Issue 19: /api/openapi.json passes `@redocly/cli lint` with the `recommended-strict` ruleset
 * (redocly.yaml) with no problem at all — what a client's own tooling would complain about first.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { api } from '../support/api.ts';

const run = promisify(execFile);

it('passes redocly lint (recommended-strict) with 0 problems', async () => {
  const res = await api('/api/openapi.json');
  const dir = mkdtempSync(join(tmpdir(), 'atelier-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, res.text);
    const cli = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js');
    const outcome = await run(process.execPath, [cli, 'lint', file, '--config', join(process.cwd(), 'redocly.yaml'), '--format', 'json'], { maxBuffer: 64 * 1024 * 1024 }).then(
      (r) => r.stdout,
      (e: { stdout?: string }) => e.stdout ?? '',
    );
    const report = JSON.parse(outcome.slice(outcome.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
