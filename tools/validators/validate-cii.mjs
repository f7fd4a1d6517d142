// The two rule sets a French Factur-X must pass, run in-process with the project's own `saxon-js`
// (a devDependency: never a download): the EN 16931 business rules (en16931-cii/) and the French
// rules of the e-invoicing reform, "BR-FR Flux 2" (fr-ctc-cii/). Each stylesheet is parsed once per
// process (5 MB and 3 MB of JSON), then a check takes a fraction of a second. Decisions 036, 047.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// The project's own saxon-js (devDependency, 2.7.0, the version the stylesheets were compiled for).
const SaxonJS = createRequire(import.meta.url)('saxon-js');

/** @typedef {'en16931' | 'br-fr'} RuleSet */
/** @typedef {{ id: string, flag: string, location: string, text: string }} FailedRule */
/** @typedef {{ ruleSet: RuleSet, label: string, fatal: number, warnings: number, failed: FailedRule[], report: string }} Verdict */

/** @type {Record<RuleSet, { label: string, sef: string }>} */
export const RULE_SETS = {
  en16931: { label: 'EN 16931 (CII)', sef: join(here, 'en16931-cii', 'en16931-cii.sef.json') },
  'br-fr': { label: 'French CTC rules BR-FR (CII)', sef: join(here, 'fr-ctc-cii', 'fr-ctc-cii.sef.json') },
};

/** @type {Map<RuleSet, unknown>} */
const compiled = new Map();

function stylesheet(/** @type {RuleSet} */ ruleSet) {
  let sef = compiled.get(ruleSet);
  if (!sef) {
    sef = JSON.parse(readFileSync(RULE_SETS[ruleSet].sef, 'utf8'));
    compiled.set(ruleSet, sef);
  }
  return sef;
}

const attribute = (/** @type {string} */ attrs, /** @type {string} */ name) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];

/**
 * Checks a CII XML text against one rule set: every failed rule (fatal or warning) and a report
 * whose last line is `<label>: N fatal, M warning`.
 * @param {string} xml
 * @param {RuleSet} ruleSet
 * @returns {Verdict}
 */
export function validateCii(xml, ruleSet) {
  const svrl = SaxonJS.transform({ stylesheetInternal: stylesheet(ruleSet), sourceText: xml, destination: 'serialized' }, 'sync').principalResult;
  /** @type {FailedRule[]} */
  const failed = [...String(svrl).matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map(([, attrs = '', body = '']) => ({
    id: attribute(attrs, 'id') ?? '?',
    flag: attribute(attrs, 'flag') ?? 'fatal',
    location: attribute(attrs, 'location') ?? '',
    text: (/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body)?.[1] ?? '').replace(/\s+/g, ' ').trim(),
  }));
  const fatal = failed.filter((f) => f.flag === 'fatal').length;
  const { label } = RULE_SETS[ruleSet];
  const lines = failed.map((f) => `${f.flag} ${f.id}: ${f.text}`);
  lines.push(`${label}: ${fatal} fatal, ${failed.length - fatal} warning`);
  return { ruleSet, label, fatal, warnings: failed.length - fatal, failed, report: lines.join('\n') };
}

/**
 * The factur-x.xml embedded in a PDF file (poppler's pdfdetach), or null when there is none.
 * @param {string} pdfPath
 * @returns {string | null}
 */
export function embeddedFacturXml(pdfPath) {
  const list = execFileSync('pdfdetach', ['-list', pdfPath], { encoding: 'utf8' });
  const entry = /^\s*(\d+):\s*(factur-x\.xml|zugferd-invoice\.xml|xrechnung\.xml)\s*$/im.exec(list);
  if (!entry) return null;
  const scratch = mkdtempSync(join(tmpdir(), 'factur-x-'));
  try {
    const out = join(scratch, 'factur-x.xml');
    execFileSync('pdfdetach', ['-save', entry[1] ?? '1', '-o', out, pdfPath]);
    return readFileSync(out, 'utf8');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The command line of validate.mjs: `[--pdf] FILE`, prints each failed rule and a summary per rule
 * set, exits 1 when a fatal rule fails (2 on a usage error).
 * @param {RuleSet[]} ruleSets
 * @param {string[]} args
 */
export function runCli(ruleSets, args) {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error('usage: validate.mjs [--pdf] FILE');
    process.exit(2);
  }
  const xml = args.includes('--pdf') ? embeddedFacturXml(file) : readFileSync(file, 'utf8');
  if (xml === null) {
    console.log(`no factur-x.xml attached to ${file}`);
    process.exit(1);
  }
  let fatal = 0;
  for (const ruleSet of ruleSets) {
    const verdict = validateCii(xml, ruleSet);
    console.log(verdict.report);
    fatal += verdict.fatal;
  }
  process.exit(fatal ? 1 : 0);
}
