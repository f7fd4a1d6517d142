/**
 * The whitespace part of `npm run format:check` for the tracked files ESLint does not read
 * (.astro, .css, .md, .json, .yaml, .html, .sh, …): LF line ends, no trailing spaces or tabs,
 * one final newline. The generated migrations (drizzle-kit's own layout) and the vendored validators'
 * compiled stylesheets are left as written.
 * Prints each fault as `file:line: what` and exits 1 when there is one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const CHECKED = /\.(astro|css|md|json|ya?ml|html|sh|sql|txt|conf|service|example)$|^\.ci\/run$/;
// The generated migrations and the vendored validators' compiled stylesheets, as published (decision 047).
const LEFT_AS_WRITTEN = /^db\/migrations\/|^tools\/validators\/.*\.sef\.json$/;

export function textFormatFaults(path: string, text: string): string[] {
  const faults: string[] = [];
  if (text.length > 0 && !text.endsWith('\n')) faults.push(`${path}: no final newline`);
  if (text.endsWith('\n\n')) faults.push(`${path}: blank lines at the end`);
  text.split('\n').forEach((line, i) => {
    if (line.endsWith('\r')) faults.push(`${path}:${i + 1}: CRLF line end`);
    else if (/[ \t]$/.test(line)) faults.push(`${path}:${i + 1}: trailing whitespace`);
  });
  return faults;
}

if (import.meta.main) {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((path) => CHECKED.test(path) && !LEFT_AS_WRITTEN.test(path) && existsSync(path));
  const faults = files.flatMap((path) => textFormatFaults(path, readFileSync(path, 'utf8')));
  for (const fault of faults) console.error(fault);
  if (faults.length > 0) process.exit(1);
  console.log(`text format: ${files.length} files checked`);
}
