/**
 * French typography over the baked landings (issue 39, item 6: "landing lists" had ordinary spaces
 * before : ; ? ! »). Every theme of landing-themes/ is baked as the sync bakes it (the shipped
 * files, the shared parts, the formulas of the settings) and the French page's visible text —
 * text runs, title, description, image descriptions — is checked with frenchSpacingProblems, plus
 * « de » before a capitalised name starting with a vowel, which must elide (« d’Atelier »). The
 * checks run on the text a reader sees, not on the HTML: a space before a tag (« Délai :</strong> »)
 * counts like any other. Reads files only, hence an integration test.
 */
import { describe, expect, it } from 'vitest';
import { env } from '#src/env.ts';
import { frenchSpacingProblems } from '#i18n/format.ts';
import { bakeContext } from './bake-themes.ts';
import { readThemes } from './read-themes.ts';
import { bakeTheme, type LandingImage } from './render-page.ts';
import { readSharedParts, themesDir } from './shared-parts.ts';

const dir = themesDir();
const { parts: shared } = readSharedParts(dir);
const { themes } = await readThemes(dir);
/** Any image will do: only its description is text. */
const IMAGE: LandingImage = { name: 'photo.webp', width: 1200, height: 800, smallName: null, smallWidth: null };

const INLINE = /^(a|abbr|b|bdi|cite|code|em|i|kbd|mark|q|s|small|span|strong|sub|sup|time|u)$/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0', apos: '\'' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? whole),
  );

/**
 * The page's text as a reader meets it, one entry per block of text: inline tags vanish (their
 * text joins the sentence), other tags end a block; runs of ordinary white space become one space
 * (no-break spaces stay). Plus the texts read out of attributes.
 */
function visibleTexts(document: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(document)?.[1] ?? '';
  const title = /<title>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/i.exec(head)?.[1] ?? '';
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(document)?.[1] ?? document).replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, '');
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/gi)].map((m) => m[1]!);
  const runs = body.replace(/<\/?([a-z0-9-]+)[^>]*>/gi, (_tag, name: string) => (INLINE.test(name) ? '' : '\n')).split('\n');
  return [title, description, ...attributes, ...runs].map((t) => decode(t).replace(/[ \t\r\n]+/g, ' ').trim()).filter(Boolean);
}

/** « de » before a capitalised word starting with a vowel: « de Atelier », « de Olivia ». */
const UNELIDED = /(?<!\p{L})[Dd]e (?=[AEIOUYÀÂÉÈÊËÎÏÔÛÜ]\p{Ll})/u;

describe('the baked French landings', () => {
  it('are all here', () => {
    expect(shared).not.toBeNull();
    expect(themes.map((t) => t.slug).sort()).toEqual(['bijoutiers', 'ceramistes', 'maroquiniers', 'salon-createurs']);
  });

  it.each(themes.map((t) => [t.slug, t]))('%s: no-break spaces before : ; ! ? », after «, and « de » elided before a vowel', (_slug, theme) => {
    const pages = bakeTheme({ ...theme, image: IMAGE }, bakeContext(shared!, env()));
    const texts = visibleTexts(pages.fr.document);
    expect(texts.length).toBeGreaterThan(20);
    const problems = texts.flatMap((text) => [...frenchSpacingProblems(text), ...(UNELIDED.test(text) ? ['« de » before a vowel'] : [])].map((p) => `${p}: «${text}»`));
    expect(problems).toEqual([]);
  });
});

describe('visibleTexts', () => {
  it('joins inline tags into their sentence and splits at blocks', () => {
    expect(visibleTexts('<body><p><strong>Délai :</strong> 3&nbsp;jours</p><ul><li>un</li><li>deux</li></ul></body>')).toEqual(['Délai : 3\u00a0jours', 'un', 'deux']);
  });
});
