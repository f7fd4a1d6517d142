/**
 * /api/openapi.json passes, with no problem at all, the two linters a client's own tooling would
 * run first (decision 030): `@redocly/cli lint` with the `recommended-strict` ruleset
 * (redocly.yaml) and Spectral with `spectral:oas` (.spectral.yaml). Both run here, so CI runs them.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '../support/api.ts';

const run = promisify(execFile);
let dir: string;
let file: string;

beforeAll(async () => {
  const res = await api('/api/openapi.json');
  dir = mkdtempSync(join(tmpdir(), 'atelier-openapi-'));
  file = join(dir, 'openapi.json');
  writeFileSync(file, res.text);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI's standard output, whatever its exit status (a problem found is a non-zero exit). */
async function output(cli: string, args: string[]): Promise<string> {
  return run(process.execPath, [join(process.cwd(), cli), ...args], { maxBuffer: 64 * 1024 * 1024 }).then(
    (r) => r.stdout,
    (e: { stdout?: string }) => e.stdout ?? '',
  );
}

it('passes redocly lint (recommended-strict) with 0 problems', async () => {
  const outcome = await output('node_modules/@redocly/cli/bin/cli.js', ['lint', file, '--config', join(process.cwd(), 'redocly.yaml'), '--format', 'json']);
  const report = JSON.parse(outcome.slice(outcome.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
  expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
}, 60_000);

it('passes spectral lint (spectral:oas) with 0 problems, hints included', async () => {
  const outcome = await output('node_modules/@stoplight/spectral-cli/dist/index.js', ['lint', file, '--ruleset', join(process.cwd(), '.spectral.yaml'), '--format', 'json', '--fail-severity', 'hint', '--quiet']);
  const problems = JSON.parse(outcome.slice(outcome.indexOf('['))) as { code: string; message: string; path: string[] }[];
  expect(problems.map((p) => `${p.code}: ${p.message} (${p.path.join('.')})`)).toEqual([]);
}, 60_000);
