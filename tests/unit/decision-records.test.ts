/**
 * Decision records stay short and shaped alike: at most 60 lines, a title with the file's number,
 * then Context, Decision(s) and Consequences. Test lists belong to the tests, history to git.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 60;
const folder = new URL('../../docs/decisions/', import.meta.url);
const records = readdirSync(folder).filter((name) => name.endsWith('.md')).sort();

/** What is wrong with one record, as readable sentences (empty when it is fine). */
function recordProblems(name: string, text: string): string[] {
  const problems: string[] = [];
  const lines = text.replace(/\n$/, '').split('\n');
  if (lines.length > MAX_LINES) problems.push(`${lines.length} lines (at most ${MAX_LINES})`);
  const number = /^(\d{3})-[a-z0-9-]+\.md$/.exec(name)?.[1];
  if (!number) problems.push('file name is not NNN-words.md');
  else if (!lines[0]?.startsWith(`# ${number} — `)) problems.push(`first line is not "# ${number} — title"`);
  const headings = lines.filter((line) => line.startsWith('## '));
  const at = (test: (heading: string) => boolean) => headings.findIndex(test);
  const context = at((h) => h === '## Context');
  const decision = at((h) => /^## Decisions?\b/.test(h));
  const consequences = at((h) => h === '## Consequences');
  if (context === -1) problems.push('no "## Context"');
  if (decision === -1) problems.push('no "## Decision"');
  if (consequences === -1) problems.push('no "## Consequences"');
  const found = context !== -1 && decision !== -1 && consequences !== -1;
  if (found && (context > decision || decision > consequences)) problems.push('sections not in the order Context, Decision, Consequences');
  return problems;
}

describe('decision records', () => {
  it('are there', () => {
    expect(records.length).toBeGreaterThan(30);
  });

  it.each(records)('%s is short and has Context, Decision and Consequences', (name) => {
    expect(recordProblems(name, readFileSync(new URL(name, folder), 'utf8'))).toEqual([]);
  });

  it('names what is wrong with a record', () => {
    const long = ['# 001 — Long', '## Context', '## Decision', '## Consequences', ...Array(60).fill('x')].join('\n');
    expect(recordProblems('001-long.md', long)).toEqual(['64 lines (at most 60)']);
    expect(recordProblems('002-bare.md', '# 002 — Bare\n## Context\n## Decision\n')).toEqual(['no "## Consequences"']);
    expect(recordProblems('003-x.md', '# 004 — X\n## Decisions\n## Context\n## Consequences\n')).toEqual([
      'first line is not "# 003 — title"',
      'sections not in the order Context, Decision, Consequences',
    ]);
  });
});
