/**
 * The README is the way in: it names every doc of docs/ (the decision records as one entry) and
 * every npm script of package.json, so a doc or a script added without a line there fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const scripts = Object.keys(JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts as Record<string, string>);
const docs = readdirSync(new URL('docs/', root)).filter((name) => name.endsWith('.md'));

/** A script is named as `npm run name`, `npm name` (start, test) or `name` alone in a table cell. */
function namesScript(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\`(npm (run )?)?${escaped}[\` ]`).test(text);
}

describe('the README', () => {
  it('names every npm script of package.json', () => {
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((name) => !namesScript(readme, name))).toEqual([]);
  });

  it('names every doc of docs/ and the decision records', () => {
    expect(docs.length).toBeGreaterThan(10);
    expect(docs.filter((name) => !readme.includes(`docs/${name}`))).toEqual([]);
    expect(readme).toContain('docs/decisions/');
  });

  it('tells a script named only as a prefix of another from one that is named', () => {
    expect(namesScript('| `npm run lint:openapi` |', 'lint')).toBe(false);
    expect(namesScript('| `npm run lint` |', 'lint')).toBe(true);
    expect(namesScript('`npm test` runs', 'test')).toBe(true);
    expect(namesScript('| `test:integration`, |', 'test:integration')).toBe(true);
  });
});
