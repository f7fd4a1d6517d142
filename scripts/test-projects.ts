/**
 * `npm test`: each vitest project of vitest.config.ts in turn (unit, integration, api, e2e, …),
 * so each one's duration is printed and a slow project is seen where it is. Ends with the 10
 * slowest test files of the run (the gate loop's budget is spent there first: issue 38), one line
 * per project and the plain total `N passed, N failed`; exits non-zero when any project failed.
 * With arguments (`npm test -- tests/api/foo.test.ts`) it is plain `vitest run` with them.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import config from '../vitest.config.ts';

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
const args = process.argv.slice(2);

function run(extra: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...vitest, ...extra], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** "Tests  1316 passed | 2 failed | 5 skipped (1323)" → the three counts. */
function counts(output: string): { passed: number; failed: number; skipped: number } {
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => /^\s*Tests\s/.test(l)) ?? '';
  const count = (word: string) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

if (args.length > 0) {
  process.exit((await run(args)).code);
}

/** Each test file's duration from a JSON report (vitest's `json` reporter beside the default one). */
function fileTimes(report: string, project: string): { file: string; project: string; seconds: number }[] {
  if (!existsSync(report)) return [];
  const json = JSON.parse(readFileSync(report, 'utf8')) as { testResults?: { name: string; startTime: number; endTime: number }[] };
  return (json.testResults ?? []).map((t) => ({ file: relative(process.cwd(), t.name), project, seconds: (t.endTime - t.startTime) / 1000 }));
}

const projects = (config.test?.projects ?? []).map((p) => (p as { test: { name: string } }).test.name);
const results: { name: string; seconds: number; code: number; passed: number; failed: number; skipped: number }[] = [];
const reports = mkdtempSync(join(tmpdir(), 'atelier-test-times-'));
const files: ReturnType<typeof fileTimes> = [];
for (const name of projects) {
  const started = Date.now();
  const report = join(reports, `${name}.json`);
  const { code, output } = await run(['--project', name, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  results.push({ name, seconds: Math.round((Date.now() - started) / 1000), code, ...counts(output) });
  files.push(...fileTimes(report, name));
}
rmSync(reports, { recursive: true, force: true });

console.log('\n== the 10 slowest test files');
for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${f.project.padEnd(12)} ${f.file}`);
}

console.log('\n== test projects');
for (const r of results) {
  const state = r.code === 0 ? 'ok' : 'FAILED';
  console.log(`${r.name.padEnd(12)} ${String(r.seconds).padStart(4)} s  ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped  ${state}`);
}
const total = (key: 'passed' | 'failed' | 'skipped') => results.reduce((sum, r) => sum + r[key], 0);
const failedProjects = results.filter((r) => r.code !== 0).length;
// A project that failed without a failed test (a setup error) still counts as one failure.
console.log(`${total('passed')} passed, ${Math.max(total('failed'), failedProjects)} failed, ${total('skipped')} skipped`);
process.exit(failedProjects > 0 ? 1 : 0);
