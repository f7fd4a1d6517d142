/**
 * axe-core run inside a page, for the e2e and visual suites: evaluated through the DevTools
 * protocol, not as an inline <script> (which the page CSP refuses).
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

export interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

/** All of axe's rules, or only those of the given tags. */
export async function runAxe(page: Page, tags: string[] | null): Promise<AxeResult> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe;
    return axe.run(document, only ? { runOnly: { type: 'tag', values: only } } : {});
  }, tags);
}

/** Every violation of every rule, whatever its impact (moderate and minor ones too), as `id (impact): targets`. */
export async function everyViolation(page: Page): Promise<string[]> {
  return (await runAxe(page, null)).violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
