/**
 * Baking one theme (pure: no I/O): the theme's blocks and the shared sections, with placeholders
 * filled, in the order blocks_config gives, inside the shared template — a complete document per
 * language (decision 007: lang, title, meta description, canonical, hreflang alternates, Open Graph)
 * and the blocks fragment alone (`html_content`, answered by /api/landing-themes/accueil-actuel).
 */
import { blocksStyle, isThemeBlock, normalizeBlocks, type LandingBlockConfig } from './blocks.ts';
import { parseSections } from './parse-sections.ts';
import { placeholdersOf } from './html-rules.ts';
import { ASSET_URL_PREFIX, type SharedParts } from './shared-parts.ts';
import { DEPOSIT_PERCENT, type FormulaPresentation } from '#server/money/formulas/formulas.ts';
import { typography } from '#i18n/format.ts';
import { legalNavHtml } from '#i18n/legal-links.ts';
import type { LandingPalette } from '#db/schema/landings.ts';
import type { Lang } from '#i18n/lang.ts';
import { langPrefix } from '#i18n/paths.ts';

export const PAGE_LANGS: readonly Lang[] = ['fr', 'en'];

export interface LandingImage {
  name: string;
  width: number;
  height: number;
  smallName: string | null;
  smallWidth: number | null;
  /** What an uploaded photo shows (fr, en); null for the theme's own photo, described by the theme's files. */
  alt?: string | null;
  altEn?: string | null;
}

/** What a theme says in its files (and the database keeps): its texts, palette and blocks. */
export interface ThemeContent {
  slug: string;
  rawHtml: string;
  rawHtmlEn: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  imageAlt: string;
  imageAltEn: string;
  palette: LandingPalette;
  blocksConfig: LandingBlockConfig;
}

export interface BakeInput extends ThemeContent {
  /** The image shown (uploaded, else the theme's own photo), or null when there is none. */
  image: LandingImage | null;
}

export interface BakeContext {
  shared: SharedParts;
  /** Absolute base of canonical and Open Graph URLs (PUBLIC_URL). */
  publicUrl: string;
  formulas: FormulaPresentation[];
}

export interface BakedPage {
  document: string;
  fragment: string;
}

export class BakeError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Public paths of a theme's page (French without prefix, English under /en). */
export function landingPath(slug: string, lang: Lang): string {
  return `${langPrefix(lang)}/landing/${slug}`;
}

export const imageUrl = (name: string) => `${ASSET_URL_PREFIX}${name}`;

/** Fills `{{name}}` from values (already HTML-safe); an unknown name is a bug in the checker: fail loudly. */
function fill(text: string, values: (name: string) => string | undefined, where: string): string {
  let out = '';
  let last = 0;
  for (const { name, index } of placeholdersOf(text)) {
    const value = values(name);
    if (value === undefined) throw new BakeError('unknown_placeholder', `{{${name}}} in ${where}`);
    out += text.slice(last, index) + value;
    last = text.indexOf('}}', index) + 2;
  }
  return out + text.slice(last);
}

function photoMarkup(image: LandingImage, alt: string, eager: boolean): string {
  const srcset = image.smallName ? ` srcset="${imageUrl(image.smallName)} ${image.smallWidth}w, ${imageUrl(image.name)} ${image.width}w" sizes="(max-width: 64rem) 100vw, 64rem"` : '';
  const loading = eager ? ' fetchpriority="high"' : ' loading="lazy"';
  return `<img class="lp-photo" src="${imageUrl(image.name)}"${srcset} width="${image.width}" height="${image.height}" alt="${escapeHtml(alt)}"${loading} decoding="async">`;
}

export function bakeTheme(input: BakeInput, ctx: BakeContext): Record<Lang, BakedPage> {
  const blocks = normalizeBlocks(input.blocksConfig);
  const enabled = blocks.filter((b) => b.enabled);
  // The photo is the LCP candidate when it is near the top: load it first; otherwise lazily.
  const photoEager = enabled.slice(0, 2).some((b) => b.id === 'block-photo');
  if (enabled.some((b) => b.id === 'block-photo') && !input.image) throw new BakeError('image_not_found', `${input.slug}: block-photo is enabled but the theme has no image`);
  const style = [ctx.shared.css.trim(), `:root{--lp-accent:${input.palette.accent};--lp-accent-ink:${input.palette.accent_ink};--lp-surface:${input.palette.surface};--lp-ink:${input.palette.ink}}`, blocksStyle(input.blocksConfig)].join('\n');
  const styleText = fill(style, (name) => (name.startsWith('asset:') ? ctx.shared.assetUrls.get(name.slice(6)) : undefined), '_shared/landing.css');

  const out = {} as Record<Lang, BakedPage>;
  for (const lang of PAGE_LANGS) {
    const en = lang === 'en';
    const prefix = langPrefix(lang);
    // An uploaded photo is described by its own text (empty: marked decorative, never described
    // as the theme's photo it replaced); the theme's photo by the theme's files.
    const uploadedAlt = input.image && input.image.alt !== undefined ? (en ? input.image.altEn : input.image.alt) : undefined;
    const photoAlt = uploadedAlt !== undefined ? typography(uploadedAlt ?? '', lang) : en ? input.imageAltEn : typography(input.imageAlt, 'fr');
    const own = parseSections(en ? input.rawHtmlEn : input.rawHtml);
    if (own.problems.length) throw new BakeError('invalid_html', `${input.slug} (${lang}): ${own.problems[0]!.code} at line ${own.problems[0]!.line}`);
    const values = (name: string): string | undefined => {
      if (name === 'photo') return input.image ? photoMarkup(input.image, photoAlt, photoEager) : '';
      // The form carries the landing as its `source`: the funnel links applications to it (decision 029).
      if (name === 'cta_url') return `${prefix}/candidature?source=${input.slug}`;
      if (name === 'signin_url') return `${prefix}/connexion`;
      if (name === 'home_url') return `${prefix}/`;
      if (name === 'deposit_percent') return en ? `${DEPOSIT_PERCENT}%` : `${DEPOSIT_PERCENT}\u00a0%`;
      const formula = /^formula\.(\w+)\.(\w+)$/.exec(name);
      if (formula) {
        const found = ctx.formulas.find((f) => f.id === formula[1]);
        if (!found) return undefined;
        switch (formula[2]) {
          case 'name': return escapeHtml(found.label[lang]);
          // With the tax mention (TTC, or HT and the VAT added: PRICE_DISPLAY, decision 027).
          case 'price': return escapeHtml(found.priceText[lang]);
          case 'deposit': return escapeHtml(found.depositText[lang]);
          case 'summary': return escapeHtml(found.summary[lang]);
          case 'features': return found.features[lang].map((f) => `<li>${escapeHtml(f)}</li>`).join('');
          // The plan card's own button: the form opens with this formula chosen (`?formule=`).
          case 'apply_url': return `${prefix}/candidature?formule=${encodeURIComponent(found.id)}&amp;source=${input.slug}`;
        }
      }
      return undefined;
    };
    const sections: string[] = [];
    for (const block of blocks) {
      const section = isThemeBlock(block.id) ? own.sections.find((s) => s.id === block.id) : ctx.shared.sections[block.id]?.[lang];
      if (!section) {
        if (block.enabled) throw new BakeError('enabled_block_missing', `${input.slug} (${lang}): ${block.id} is enabled but has no ${lang === 'en' ? 'English text' : 'section'}`);
        continue;
      }
      const openTag = section.openTag.includes('class=') ? section.openTag : section.openTag.replace(/>$/, ' class="lp-block">');
      // French typography (no-break spaces before : ; ! ? and inside « ») whatever the files used.
      sections.push(`${openTag}${fill(typography(section.inner, lang), values, `${input.slug} ${block.id}`)}</section>`);
    }
    const fragment = `<div class="lp-blocks">\n${sections.join('\n')}\n</div>`;

    const url = (l: Lang) => `${ctx.publicUrl}${landingPath(input.slug, l)}`;
    const image = input.image;
    const preload = image && photoEager && enabled.some((b) => b.id === 'block-photo')
      ? `<link rel="preload" as="image" href="${imageUrl(image.name)}"${image.smallName ? ` imagesrcset="${imageUrl(image.smallName)} ${image.smallWidth}w, ${imageUrl(image.name)} ${image.width}w" imagesizes="(max-width: 64rem) 100vw, 64rem"` : ''} fetchpriority="high">`
      : '';
    const strings = ctx.shared.strings[lang];
    const other: Lang = en ? 'fr' : 'en';
    const documentValues = (name: string): string | undefined => {
      if (name.startsWith('t.')) return strings[name.slice(2)] === undefined ? undefined : escapeHtml(typography(strings[name.slice(2)]!, lang));
      if (name.startsWith('asset:')) return ctx.shared.assetUrls.get(name.slice(6));
      switch (name) {
        case 'lang': return lang;
        case 'title': return escapeHtml(en ? input.titleEn : typography(input.title, 'fr'));
        case 'description': return escapeHtml(en ? input.descriptionEn : typography(input.description, 'fr'));
        case 'canonical': return escapeHtml(url(lang));
        case 'url_fr': return escapeHtml(url('fr'));
        case 'url_en': return escapeHtml(url('en'));
        case 'og_locale': return en ? 'en_GB' : 'fr_FR';
        case 'og_locale_alternate': return en ? 'fr_FR' : 'en_GB';
        case 'og_image_tags':
          return image
            ? [
                `<meta property="og:image" content="${escapeHtml(`${ctx.publicUrl}${imageUrl(image.name)}`)}">`,
                `<meta property="og:image:width" content="${image.width}">`,
                `<meta property="og:image:height" content="${image.height}">`,
                ...(photoAlt ? [`<meta property="og:image:alt" content="${escapeHtml(photoAlt)}">`] : []),
                '<meta name="twitter:card" content="summary_large_image">',
              ].join('\n')
            : '<meta name="twitter:card" content="summary">';
        case 'lang_switch_url': return landingPath(input.slug, other);
        case 'other_lang': return other;
        case 'preload': return preload;
        case 'style': return styleText;
        case 'blocks': return fragment;
        // The legal notice, privacy page and CGV: the app's footer links, on every landing (decision 022).
        case 'legal_links': return legalNavHtml(lang, 'lp-legal');
        default: return values(name);
      }
    };
    out[lang] = { document: fill(ctx.shared.template, documentValues, '_shared/template.html'), fragment };
  }
  return out;
}
