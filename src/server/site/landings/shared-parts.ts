/**
 * The parts every theme shares, from `<themes dir>/_shared/`: the document template, the
 * stylesheet, the interface strings, the shared sections (block-temoignages, block-formules, French
 * and English) and the static assets (fonts), each asset served under a content-hashed name.
 * Their fingerprint decides "shared part changed → every theme baked again".
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseSections, type Section } from './parse-sections.ts';
import { htmlProblems, placeholdersOf } from './html-rules.ts';
import { SHARED_BLOCKS } from './blocks.ts';
import type { Problem } from './problems.ts';
import { env } from '#src/env.ts';
import type { Lang } from '#i18n/lang.ts';

export const SHARED_DIR = '_shared';
export const ASSET_URL_PREFIX = '/landing-assets/';

export interface LandingAsset {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface SharedParts {
  template: string;
  css: string;
  strings: Record<Lang, Record<string, string>>;
  sections: Record<string, Record<Lang, Section>>;
  /** `fonts/x.woff2` → `/landing-assets/x.<hash>.woff2` */
  assetUrls: Map<string, string>;
  /** hashed name → bytes, for serving. */
  assets: Map<string, LandingAsset>;
  /** SHA-256 of every shared file (names and bytes). */
  fingerprint: string;
}

const TYPES: Record<string, string> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  txt: 'text/plain; charset=utf-8',
};

const REQUIRED_TEMPLATE_PLACEHOLDERS = ['lang', 'title', 'description', 'canonical', 'style', 'blocks'];

export function themesDir(): string {
  return resolve(env().LANDING_THEMES_DIR);
}

function walkFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...walkFiles(path));
    else out.push(path);
  }
  return out;
}

/** Reads and checks the shared parts; `parts` is null when an error makes them unusable. */
export function readSharedParts(dir = themesDir()): { parts: SharedParts | null; problems: Problem[] } {
  const shared = join(dir, SHARED_DIR);
  const problems: Problem[] = [];
  const file = (name: string) => `${SHARED_DIR}/${name}`;
  const read = (name: string): string | null => {
    const path = join(shared, name);
    if (!existsSync(path)) {
      problems.push({ severity: 'error', code: 'shared_file_missing', file: file(name), message: `${file(name)} does not exist`, fix: `restore ${file(name)} (see docs/landings.md)` });
      return null;
    }
    return readFileSync(path, 'utf8');
  };

  const template = read('template.html');
  const css = read('landing.css');
  const stringsText = read('strings.json');
  let strings: SharedParts['strings'] | null = null;
  if (stringsText !== null) {
    try {
      const parsed = JSON.parse(stringsText) as SharedParts['strings'];
      if (!parsed || typeof parsed.fr !== 'object' || typeof parsed.en !== 'object') throw new Error('expected {"fr": {…}, "en": {…}}');
      const missing = [...Object.keys(parsed.fr).filter((k) => !(k in parsed.en)), ...Object.keys(parsed.en).filter((k) => !(k in parsed.fr))];
      if (missing.length) {
        problems.push({ severity: 'error', code: 'missing_text', file: file('strings.json'), message: `strings present in one language only: ${missing.join(', ')}`, fix: 'give every string a French and an English text' });
      }
      strings = parsed;
    } catch (error) {
      problems.push({ severity: 'error', code: 'invalid_json', file: file('strings.json'), message: (error as Error).message, fix: 'make it valid JSON: {"fr": {…}, "en": {…}}' });
    }
  }

  if (template !== null) {
    const names = new Set(placeholdersOf(template).map((p) => p.name));
    for (const required of REQUIRED_TEMPLATE_PLACEHOLDERS) {
      if (!names.has(required)) {
        problems.push({ severity: 'error', code: 'template_placeholder_missing', file: file('template.html'), message: `the template has no {{${required}}}`, fix: `put {{${required}}} back where it belongs (see docs/landings.md)` });
      }
    }
    for (const name of names) {
      if (name.startsWith('t.') && strings && !(name.slice(2) in strings.fr)) {
        problems.push({ severity: 'error', code: 'unknown_placeholder', file: file('template.html'), message: `{{${name}}}: no such string in strings.json`, fix: `add "${name.slice(2)}" to both languages of _shared/strings.json` });
      }
    }
  }

  const sections: SharedParts['sections'] = {};
  for (const id of SHARED_BLOCKS) {
    for (const lang of ['fr', 'en'] as const) {
      const name = lang === 'fr' ? `${id}.html` : `${id}.en.html`;
      const text = read(name);
      if (text === null) continue;
      const parsed = parseSections(text);
      if (parsed.problems.length || parsed.sections.length !== 1 || parsed.sections[0]!.id !== id) {
        problems.push({ severity: 'error', code: 'shared_section_invalid', file: file(name), message: `expected exactly one <section id="${id}">…</section>`, fix: `wrap the whole file in <section id="${id}">` });
        continue;
      }
      const section = parsed.sections[0]!;
      for (const p of htmlProblems(section.inner, { blockId: id, firstLine: section.line })) problems.push({ severity: 'error', file: file(name), ...p });
      (sections[id] ??= {} as Record<Lang, Section>)[lang] = section;
    }
  }

  // Assets: every file under _shared/assets, served at a name carrying a hash of its bytes.
  const assetUrls = new Map<string, string>();
  const assets = new Map<string, LandingAsset>();
  for (const path of walkFiles(join(shared, 'assets'))) {
    const rel = relative(join(shared, 'assets'), path).split('\\').join('/');
    const bytes = readFileSync(path);
    const dot = rel.lastIndexOf('.');
    const ext = rel.slice(dot + 1).toLowerCase();
    const base = rel.slice(rel.lastIndexOf('/') + 1, dot).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
    const name = `${base}.${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.${ext}`;
    assetUrls.set(rel, `${ASSET_URL_PREFIX}${name}`);
    assets.set(name, { name, contentType: TYPES[ext] ?? 'application/octet-stream', bytes });
  }
  for (const source of [template, css]) {
    for (const { name } of placeholdersOf(source ?? '')) {
      if (name.startsWith('asset:') && !assetUrls.has(name.slice(6))) {
        problems.push({ severity: 'error', code: 'shared_file_missing', file: file(source === css ? 'landing.css' : 'template.html'), message: `{{${name}}}: _shared/assets/${name.slice(6)} does not exist`, fix: 'add the file or correct the path' });
      }
    }
  }

  const hash = createHash('sha256');
  for (const path of walkFiles(shared)) hash.update(`${relative(shared, path)}\0`).update(readFileSync(path)).update('\0');
  if (problems.some((p) => p.severity === 'error') || template === null || css === null || strings === null) return { parts: null, problems };
  return { parts: { template, css, strings, sections, assetUrls, assets, fingerprint: hash.digest('hex') }, problems };
}

const KEY = Symbol.for('atelier.landingShared');
type Holder = { [KEY]?: { dir: string; parts: SharedParts } };

/** The shared parts of this process's themes directory, read once (the sync reads them afresh). */
export function sharedParts(): SharedParts {
  const holder = globalThis as Holder;
  const dir = themesDir();
  if (holder[KEY]?.dir === dir) return holder[KEY].parts;
  const { parts, problems } = readSharedParts(dir);
  if (!parts) throw new Error(`landing shared parts are invalid:\n${problems.map((p) => `${p.code} ${p.file}: ${p.message}`).join('\n')}`);
  holder[KEY] = { dir, parts };
  return parts;
}

/** Replaces the process's copy after a sync read the files again. */
export function rememberSharedParts(parts: SharedParts, dir = themesDir()): void {
  (globalThis as Holder)[KEY] = { dir, parts };
}
