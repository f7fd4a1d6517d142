/**
 * Reads and checks the theme files of the themes directory (decision 007): `<slug>.html` (French
 * blocks) plus `<slug>.json` (title, meta description, English texts, photo, palette,
 * blocks_config). Every problem is collected with its file, line, code and fix; the sync refuses
 * to touch the database while one is an error.
 */
import { z } from 'zod';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { BLOCK_IDS, DEFAULT_BLOCKS_CONFIG, THEME_BLOCKS, blocksConfigProblems, isThemeBlock, type LandingBlockConfig } from './blocks.ts';
import { parseSections } from './parse-sections.ts';
import { contrastRatio, htmlProblems } from './html-rules.ts';
import type { Problem } from './problems.ts';
import type { LandingPalette } from '#db/schema/landings.ts';
import { headerPixels } from '#server/platform/cpu/convert-image.ts';
import type { ThemeContent } from './render-page.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const previewQuery = z.strictObject({ lang: z.enum(['fr', 'en']).default('fr'), v: z.string().max(64).optional() });

/** Spec routing rule 3, at most 64 characters; the named admin routes cannot be slugs. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,64}$/;
export const RESERVED_SLUGS = new Set(['reorder', 'rebake-all']);

export interface ThemeSource extends ThemeContent {
  /** Absolute path of the theme's photo, or null. */
  photoPath: string | null;
  fileBlocksFingerprint: string;
  mainOnFreshInstall: boolean;
  sourceFingerprint: string;
}

const JSON_KEYS = ['title', 'title_en', 'description', 'description_en', 'image', 'image_alt', 'image_alt_en', 'palette', 'blocks_config', 'blocks_en', 'main_on_fresh_install'] as const;
const DEFAULT_PALETTE: LandingPalette = { accent: '#8a4a22', accent_ink: '#ffffff', surface: '#faf6f0', ink: '#2b2118' };
const COLOUR = /^#[0-9a-f]{6}$/i;

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** `"a"` or `["line 1", "line 2"]` (long English texts are easier to write as lines). */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('\n');
  return null;
}

/** Line of a JSON key in its file, for messages (first occurrence). */
function jsonLine(text: string, key: string): number | undefined {
  const index = text.indexOf(`"${key}"`);
  return index === -1 ? undefined : text.slice(0, index).split('\n').length;
}

export async function readThemes(dir: string): Promise<{ themes: ThemeSource[]; problems: Problem[] }> {
  const problems: Problem[] = [];
  const themes: ThemeSource[] = [];
  if (!existsSync(dir)) {
    problems.push({ severity: 'error', code: 'shared_file_missing', file: '.', message: `the themes directory ${dir} does not exist`, fix: 'set LANDING_THEMES_DIR to the landing-themes directory' });
    return { themes, problems };
  }
  const entries = readdirSync(dir).filter((name) => statSync(join(dir, name)).isFile()).sort();
  const htmlFiles = entries.filter((n) => n.endsWith('.html'));
  for (const name of entries.filter((n) => n.endsWith('.json'))) {
    if (!entries.includes(name.replace(/\.json$/, '.html'))) {
      problems.push({ severity: 'error', code: 'json_without_html', file: name, message: `${name} has no ${name.replace(/\.json$/, '.html')} beside it`, fix: 'rename it to match its HTML file, or remove it' });
    }
  }
  for (const name of htmlFiles) {
    const slug = name.slice(0, -'.html'.length);
    if (!SLUG_PATTERN.test(slug)) {
      problems.push({ severity: 'error', code: 'invalid_slug_file_name', file: name, message: `"${slug}" is not a valid slug: lower-case letters a-z, digits and hyphens, at most 64 characters`, fix: `rename it, e.g. ${slug.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9-]+/g, '-').slice(0, 64) || 'mon-theme'}.html (and its .json)` });
      continue;
    }
    if (RESERVED_SLUGS.has(slug)) {
      problems.push({ severity: 'error', code: 'reserved_slug', file: name, message: `"${slug}" names an admin route (/api/admin-landing-themes/${slug})`, fix: 'choose another name' });
      continue;
    }
    const theme = await readTheme(dir, slug, problems);
    if (theme) themes.push(theme);
  }
  if (htmlFiles.length === 0) problems.push({ severity: 'warning', code: 'no_themes', file: '.', message: 'no theme file (<slug>.html) in the themes directory', fix: 'add at least one theme' });
  const mains = themes.filter((t) => t.mainOnFreshInstall);
  if (mains.length > 1) {
    problems.push({ severity: 'error', code: 'duplicate_main_on_fresh_install', file: mains.map((t) => `${t.slug}.json`).join(', '), message: 'more than one theme says main_on_fresh_install', fix: 'keep "main_on_fresh_install": true in one theme only' });
  }
  return { themes, problems };
}

async function readTheme(dir: string, slug: string, problems: Problem[]): Promise<ThemeSource | null> {
  const htmlFile = `${slug}.html`;
  const jsonFile = `${slug}.json`;
  const before = problems.length;
  const error = (file: string, code: Problem['code'], message: string, fix: string, line?: number) => problems.push({ severity: 'error', code, file, line, message, fix });
  const warn = (file: string, code: Problem['code'], message: string, fix: string, line?: number) => problems.push({ severity: 'warning', code, file, line, message, fix });

  const html = readFileSync(join(dir, htmlFile), 'utf8');
  const jsonText = existsSync(join(dir, jsonFile)) ? readFileSync(join(dir, jsonFile), 'utf8') : null;
  let json: Record<string, unknown> = {};
  if (jsonText === null) {
    error(jsonFile, 'missing_text', `${htmlFile} has no ${jsonFile}: its title, description and English texts live there`, `create ${jsonFile} (see docs/landings.md)`);
  } else {
    try {
      const parsed = JSON.parse(jsonText) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('expected an object');
      json = parsed as Record<string, unknown>;
    } catch (e) {
      error(jsonFile, 'invalid_json', `not valid JSON: ${(e as Error).message}`, 'fix the JSON syntax (a missing comma or quote)');
      return null;
    }
    for (const key of Object.keys(json)) {
      if (!(JSON_KEYS as readonly string[]).includes(key)) error(jsonFile, 'unknown_json_key', `unknown key "${key}"`, `remove it or correct its spelling; known keys: ${JSON_KEYS.join(', ')}`, jsonLine(jsonText, key));
    }
  }

  // Texts.
  const text = (key: string, min: number, max: number, code: 'title_length' | 'description_length'): string => {
    const value = json[key];
    if (typeof value !== 'string' || value.trim() === '') {
      if (jsonText !== null) error(jsonFile, 'missing_text', `"${key}" is missing or empty`, `add "${key}": "…"`, jsonLine(jsonText, key));
      return '';
    }
    const length = [...value.trim()].length;
    if (length < min || length > max) warn(jsonFile, code, `"${key}" is ${length} characters; search engines show ${min}–${max}`, `rewrite it within ${min}–${max} characters`, jsonLine(jsonText ?? '', key));
    return value.trim();
  };
  const title = text('title', 10, 65, 'title_length');
  const titleEn = text('title_en', 10, 65, 'title_length');
  const description = text('description', 50, 160, 'description_length');
  const descriptionEn = text('description_en', 50, 160, 'description_length');

  // Blocks of the HTML file.
  const parsed = parseSections(html);
  for (const p of parsed.problems) {
    error(htmlFile, p.code, `${p.code === 'html_outside_blocks' ? 'content outside a block section' : p.code === 'unbalanced_html' ? 'a <section> is never closed' : 'a <section> without an id'}: ${p.detail}`, 'put every piece of content inside a <section id="block-…"> … </section>', p.line);
  }
  const inHtml: string[] = [];
  for (const section of parsed.sections) {
    if (!isThemeBlock(section.id)) {
      const shared = (BLOCK_IDS as readonly string[]).includes(section.id);
      error(htmlFile, 'unknown_block_id', `<section id="${section.id}">: ${shared ? 'a shared section comes from _shared/, not from the theme' : 'not a block id'}`, `use one of ${THEME_BLOCKS.join(', ')}`, section.line);
      continue;
    }
    if (inHtml.includes(section.id)) {
      error(htmlFile, 'duplicate_block_id', `<section id="${section.id}"> appears twice`, 'keep one section per block', section.line);
      continue;
    }
    inHtml.push(section.id);
    for (const p of htmlProblems(section.inner, { blockId: section.id, firstLine: section.line })) error(htmlFile, p.code, p.message, p.fix, p.line);
    if (section.id === 'block-photo' && !section.inner.includes('{{photo}}')) error(htmlFile, 'photo_placeholder_missing', 'block-photo has no {{photo}}', 'put {{photo}} where the image goes', section.line);
    if (section.id === 'block-titre' && !/<h1\b/i.test(section.inner)) error(htmlFile, 'missing_h1', 'block-titre has no <h1>: the page would have no main heading', 'put the page title in an <h1>', section.line);
  }

  // blocks_config.
  let blocksConfig = DEFAULT_BLOCKS_CONFIG;
  if ('blocks_config' in json) {
    const found = blocksConfigProblems(json.blocks_config, inHtml);
    const line = jsonLine(jsonText ?? '', 'blocks_config');
    for (const p of found) {
      if (p.code === 'invalid_blocks_config') error(jsonFile, p.code, `blocks_config${p.path ? `.${p.path}` : ''} is not {"blocks": [{"id": "block-…", "enabled": true|false}, …]}`, 'follow the format of docs/landings.md', line);
      else if (p.code === 'unknown_block_id') error(jsonFile, p.code, `blocks_config names "${p.block}", which is not a block`, `use one of ${BLOCK_IDS.join(', ')}`, line);
      else if (p.code === 'duplicate_block_id') error(jsonFile, p.code, `blocks_config names "${p.block}" twice`, 'keep one entry per block', line);
      else error(jsonFile, p.code, `${p.block} is enabled in blocks_config but ${htmlFile} has no <section id="${p.block}">`, `add the section to ${htmlFile}, or set "enabled": false`, line);
    }
    if (found.length === 0) blocksConfig = json.blocks_config as LandingBlockConfig;
  } else {
    for (const block of DEFAULT_BLOCKS_CONFIG.blocks) {
      if (isThemeBlock(block.id) && !inHtml.includes(block.id)) error(htmlFile, 'enabled_block_missing', `${block.id} is enabled by default but has no <section id="${block.id}">`, `add the section, or a blocks_config that disables it in ${jsonFile}`);
    }
  }
  const enabled = new Set(blocksConfig.blocks.filter((b) => b.enabled).map((b) => b.id));

  // English texts of the theme's blocks.
  const blocksEn = (json.blocks_en ?? {}) as Record<string, unknown>;
  const enLine = jsonLine(jsonText ?? '', 'blocks_en');
  if (typeof blocksEn !== 'object' || Array.isArray(blocksEn)) {
    error(jsonFile, 'invalid_json', '"blocks_en" must be an object {"block-titre": "…", …}', 'follow the format of docs/landings.md', enLine);
  }
  const englishSections: string[] = [];
  for (const section of parsed.sections.filter((s) => inHtml.includes(s.id))) {
    const english = textOf(blocksEn[section.id]);
    if (english === null || english.trim() === '') {
      if (enabled.has(section.id)) error(jsonFile, 'missing_english_text', `${section.id} is enabled but has no English text in "blocks_en"`, `add "blocks_en": {"${section.id}": "…"} (the English inner HTML of the section)`, enLine);
      continue;
    }
    for (const p of htmlProblems(english, { blockId: section.id })) error(jsonFile, p.code, `blocks_en.${section.id}: ${p.message}`, p.fix, enLine);
    if (section.id === 'block-photo' && !english.includes('{{photo}}')) error(jsonFile, 'photo_placeholder_missing', 'blocks_en.block-photo has no {{photo}}', 'put {{photo}} where the image goes', enLine);
    if (section.id === 'block-titre' && !/<h1\b/i.test(english)) error(jsonFile, 'missing_h1', 'blocks_en.block-titre has no <h1>', 'put the English page title in an <h1>', enLine);
    englishSections.push(`${section.openTag}${english.startsWith('\n') ? '' : '\n'}${english}${english.endsWith('\n') ? '' : '\n'}</section>`);
  }
  for (const key of Object.keys(blocksEn)) {
    if (!inHtml.includes(key)) error(jsonFile, 'english_text_for_missing_block', `blocks_en has "${key}", which ${htmlFile} does not have`, `remove it, or add <section id="${key}"> to ${htmlFile}`, enLine);
  }

  // Photo.
  let photoPath: string | null = null;
  let photoBytes: Buffer | null = null;
  if (typeof json.image === 'string' && json.image) {
    const path = resolve(dir, json.image);
    if (!path.startsWith(resolve(dir) + sep) || !existsSync(path) || !statSync(path).isFile()) {
      error(jsonFile, 'photo_not_found', `"image": "${json.image}" is not a file of the themes directory`, 'correct the path (relative to the themes directory)', jsonLine(jsonText ?? '', 'image'));
    } else {
      try {
        await headerPixels(path);
        photoPath = path;
        photoBytes = readFileSync(path);
      } catch {
        error(jsonFile, 'photo_unreadable', `${relative(dir, path)} is not an image sharp can read`, 'export it as JPEG, PNG or WebP', jsonLine(jsonText ?? '', 'image'));
      }
    }
  } else if (json.image !== undefined) {
    error(jsonFile, 'photo_not_found', '"image" must be a path such as "photos/ceramistes.jpg"', 'correct the value', jsonLine(jsonText ?? '', 'image'));
  }
  if (!photoPath && enabled.has('block-photo') && !problems.slice(before).some((p) => p.code.startsWith('photo_'))) {
    error(jsonFile, 'photo_missing', 'block-photo is enabled but the theme has no "image"', 'add "image": "photos/<name>.jpg", or disable block-photo');
  }
  const imageAlt = typeof json.image_alt === 'string' ? json.image_alt.trim() : '';
  const imageAltEn = typeof json.image_alt_en === 'string' ? json.image_alt_en.trim() : '';
  if (photoPath && (!imageAlt || !imageAltEn)) error(jsonFile, 'missing_text', 'the photo needs "image_alt" and "image_alt_en" (what it shows, for people who cannot see it)', 'describe the photo in one sentence, in both languages');

  // Palette: colours and their contrast (WCAG AA for text).
  const palette: LandingPalette = { ...DEFAULT_PALETTE };
  if (json.palette !== undefined) {
    const given = json.palette as Record<string, unknown>;
    const line = jsonLine(jsonText ?? '', 'palette');
    if (!given || typeof given !== 'object' || Array.isArray(given)) error(jsonFile, 'invalid_colour', '"palette" must be an object', 'see docs/landings.md', line);
    else {
      for (const [key, value] of Object.entries(given)) {
        if (!(key in DEFAULT_PALETTE)) error(jsonFile, 'unknown_json_key', `palette has an unknown colour "${key}"`, `use ${Object.keys(DEFAULT_PALETTE).join(', ')}`, line);
        else if (typeof value !== 'string' || !COLOUR.test(value)) error(jsonFile, 'invalid_colour', `palette.${key} is not a #rrggbb colour`, 'write it as #rrggbb', line);
        else palette[key as keyof LandingPalette] = value.toLowerCase();
      }
      for (const [fg, bg] of [['accent_ink', 'accent'], ['ink', 'surface'], ['accent', 'surface']] as const) {
        const ratio = contrastRatio(palette[fg], palette[bg]);
        if (ratio < 4.5) error(jsonFile, 'low_contrast', `palette.${fg} on palette.${bg} has a contrast of ${ratio.toFixed(2)}:1, under the 4.5:1 that text needs (WCAG AA)`, `darken or lighten one of them`, line);
      }
    }
  }
  if (json.main_on_fresh_install !== undefined && typeof json.main_on_fresh_install !== 'boolean') {
    error(jsonFile, 'invalid_json', '"main_on_fresh_install" must be true or false', 'correct the value', jsonLine(jsonText ?? '', 'main_on_fresh_install'));
  }

  if (problems.slice(before).some((p) => p.severity === 'error')) return null;
  return {
    slug,
    rawHtml: html,
    rawHtmlEn: englishSections.join('\n') + '\n',
    title,
    titleEn,
    description,
    descriptionEn,
    imageAlt,
    imageAltEn,
    palette,
    photoPath,
    blocksConfig,
    fileBlocksFingerprint: sha256(JSON.stringify(blocksConfig)),
    mainOnFreshInstall: json.main_on_fresh_install === true,
    sourceFingerprint: sha256(html, jsonText ?? '', photoBytes ?? ''),
  };
}
