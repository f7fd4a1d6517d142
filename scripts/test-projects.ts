/**
 * `npm test`: the vitest projects of vitest.config.ts, each one's duration printed so a slow
 * project is seen where it is. They run in two lanes at once (decision 068): a project waits on
 * its server, database or browser about half the time, so one lane leaves a 2-core machine half
 * idle. Each lane runs its projects in turn; the second lane gets a database of its own (a sibling
 * of DATABASE_URL's, made and dropped here) and so never sees the first lane's rows. Each line of
 * output is prefixed with its project. Ends with the 10 slowest test files (the gate loop's budget
 * is spent there first: issue 38), one line per project, each failed test again with the start of
 * its message, and the plain total `N passed, N failed`; exits non-zero when any project failed.
 * `TEST_LANES=1` runs every project in one lane.
 * With arguments (`npm test -- tests/api/foo.test.ts`) it is plain `vitest run` with them.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import config from '../vitest.config.ts';
import { createSiblingDatabase, testLanes, type SiblingDatabase } from './test-lanes.ts';

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
const args = process.argv.slice(2);

/** Writes whole lines of a stream with a prefix, so two lanes' outputs stay readable side by side. */
function prefixed(prefix: string, write: (text: string) => void) {
  let pending = '';
  return {
    push(chunk: string) {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) write(`${prefix}${line}\n`);
    },
    end() {
      if (pending) write(`${prefix}${pending}\n`);
      pending = '';
    },
  };
}

function run(extra: string[], options: { prefix?: string; env?: NodeJS.ProcessEnv } = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...vitest, ...extra], { stdio: ['ignore', 'pipe', 'pipe'], env: options.env ?? process.env });
    let output = '';
    const out = prefixed(options.prefix ?? '', (text) => process.stdout.write(text));
    const err = prefixed(options.prefix ?? '', (text) => process.stderr.write(text));
    child.stdout.on('data', (chunk: Buffer) => {
      out.push(chunk.toString());
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk.toString()));
    child.on('close', (code) => {
      out.end();
      err.end();
      resolve({ code: code ?? 1, output });
    });
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

interface JsonReport {
  testResults?: {
    name: string;
    startTime: number;
    endTime: number;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

function readReport(report: string): JsonReport {
  return existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as JsonReport) : {};
}

/** Each test file's duration from a JSON report (vitest's `json` reporter beside the default one). */
function fileTimes(json: JsonReport, project: string): { file: string; project: string; seconds: number }[] {
  return (json.testResults ?? []).map((t) => ({ file: relative(process.cwd(), t.name), project, seconds: (t.endTime - t.startTime) / 1000 }));
}

/**
 * Each failed test (or file that failed before its tests ran) with the first lines of its message:
 * printed again at the very end, because two lanes' output and CI's run-beside logs come after the
 * failure itself, and a log read from its tail would not show it.
 */
function failures(json: JsonReport, project: string): string[] {
  // The message without its stack frames (the file is named already), six lines at most.
  const first = (message: string) =>
    message
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => !/^\s+at /.test(line))
      .slice(0, 6)
      .join('\n      ');
  return (json.testResults ?? []).flatMap((t) => {
    const file = relative(process.cwd(), t.name);
    const failed = (t.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (failed.length === 0 && t.status === 'failed') return [`${project} ${file}\n      ${first(t.message ?? '(no message)')}`];
    return failed.map((a) => `${project} ${file} > ${a.fullName}\n      ${first(a.failureMessages?.[0] ?? '(no message)')}`);
  });
}

const projects = (config.test?.projects ?? []).map((p) => (p as { test: { name: string } }).test.name);
const lanes = testLanes(projects, process.env.TEST_LANES === '1' ? 1 : 2);
const results: { name: string; seconds: number; code: number; passed: number; failed: number; skipped: number }[] = [];
const reports = mkdtempSync(join(tmpdir(), 'atelier-test-times-'));
const files: ReturnType<typeof fileTimes> = [];
const failed: string[] = [];
const width = Math.max(...projects.map((p) => p.length));

async function runLane(names: string[], env: NodeJS.ProcessEnv): Promise<void> {
  for (const name of names) {
    const started = Date.now();
    const report = join(reports, `${name}.json`);
    const prefix = lanes.length > 1 ? `${name.padEnd(width)} │ ` : '';
    const { code, output } = await run(['--project', name, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { prefix, env });
    results.push({ name, seconds: Math.round((Date.now() - started) / 1000), code, ...counts(output) });
    const json = readReport(report);
    files.push(...fileTimes(json, name));
    failed.push(...failures(json, name));
  }
}

const started = Date.now();
const siblings: SiblingDatabase[] = [];
try {
  await Promise.all(
    lanes.map(async (names, index) => {
      if (index === 0 || !process.env.DATABASE_URL) return runLane(names, process.env);
      const sibling = await createSiblingDatabase(process.env.DATABASE_URL, `lane${index + 1}`);
      siblings.push(sibling);
      return runLane(names, { ...process.env, DATABASE_URL: sibling.url });
    }),
  );
} finally {
  for (const sibling of siblings) await sibling.drop();
  rmSync(reports, { recursive: true, force: true });
}
results.sort((a, b) => projects.indexOf(a.name) - projects.indexOf(b.name));

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
console.log(`lanes: ${lanes.map((names) => names.join(' → ')).join('  ‖  ')}; ${Math.round((Date.now() - started) / 1000)} s in all`);
const failedProjects = results.filter((r) => r.code !== 0).length;
if (failed.length > 0) {
  console.log('\n== failed tests');
  for (const line of failed) console.log(`  × ${line}`);
}
// A project that failed without a failed test (a setup error) still counts as one failure.
console.log(`${total('passed')} passed, ${Math.max(total('failed'), failedProjects)} failed, ${total('skipped')} skipped`);
process.exit(failedProjects > 0 ? 1 : 0);
