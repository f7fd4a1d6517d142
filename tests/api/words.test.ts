/**
 * One product in words (decision 041): the HTML the server renders for the main pages (the same
 * list the screenshots take, tests/visual/support/visual-states.ts, with the same data) shows no
 * ISO date, no raw key of the data (`en_cours`, `ceramistes`…) and no sentence of the other
 * language: no English in French pages, no French in English pages. What the page shows is read as
 * a person meets it: text nodes and the alt, title, aria-label and placeholder attributes, outside
 * scripts, styles and passages marked in another language (`lang="fr"` on a contract's text).
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'parse5';
import { baseUrl } from '../support/api.ts';
import { seedVisualData, type VisualData } from '../visual/support/seed-visual-data.ts';
import { STATES, pathIn } from '../visual/support/visual-states.ts';
import type { Lang } from '#i18n/lang.ts';

interface Node {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

// Codes (references, fingerprints) are no words; the development bar (build time, role) is absent
// in production.
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'code']);
const isDevBar = (node: Node) => node.attrs?.some((a) => (a.name === 'data-testid' && a.value === 'dev-bar') || (a.name === 'class' && /\b(?:mono|hash)\b/.test(a.value))) ?? false;
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];

/** The texts a person reads on the page, in the page's language only. */
export function visibleTexts(html: string, lang: Lang): string[] {
  const out: string[] = [];
  const walk = (node: Node, inLang: boolean) => {
    if (SKIPPED.has(node.nodeName) || isDevBar(node)) return;
    const own = node.attrs?.find((a) => a.name === 'lang')?.value;
    const here = own ? own.startsWith(lang) : inLang;
    if (here) for (const attr of node.attrs ?? []) if (READ_ATTRIBUTES.includes(attr.name) && attr.value.trim()) out.push(attr.value.trim());
    // Neighbouring text nodes are one text (React writes ` /<!-- -->ceramistes` for ` /{slug}`).
    let run = '';
    const flush = () => {
      const text = run.replace(/\s+/g, ' ').trim();
      if (text && here) out.push(text);
      run = '';
    };
    for (const child of node.childNodes ?? []) {
      if (child.nodeName === '#text') run += child.value ?? '';
      else if (child.nodeName !== '#comment') {
        flush();
        walk(child, here);
      }
    }
    flush();
  };
  walk(parse(html) as unknown as Node, true);
  return out;
}

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}[:\d.]*Z?)?\b/;
/** snake_case keys, and one-word keys that are no word of either language. */
// A slug shown as a path ("/ceramistes", the theme's address) is an address, not a word.
const RAW_KEY = /\b[a-z]+_[a-z0-9_]+\b|(?<![/\w])(?:ceramistes|bijoutiers|maroquiniers|validee|refusee|retiree|paye)\b/;

/** Words only the other language uses; two different ones in one text make it a sentence of it. */
const FOREIGN: Record<Lang, Set<string>> = {
  fr: new Set(['the', 'and', 'your', 'you', 'with', 'this', 'that', 'from', 'are', 'will', 'have', 'has', 'not', 'for', 'to', 'of', 'is', 'it', 'be', 'an', 'or', 'on', 'in', 'my', 'yet', 'here']),
  en: new Set(['le', 'la', 'les', 'des', 'du', 'et', 'vous', 'votre', 'vos', 'est', 'pour', 'avec', 'une', 'dans', 'sur', 'pas', 'qui', 'que', 'au', 'aux', 'cette', 'ce', 'mon', 'mes', 'ici', 'leur']),
};
/** Single words of the interface that betray the other language on their own. */
const FOREIGN_LABELS: Record<Lang, RegExp> = {
  fr: /\b(?:Sign in|Sign out|Save|Apply|Download|Invoices?|Settings|Loading|Back|Next|Previous|Cancel|Delete|Edit)\b/,
  en: /\b(?:Connexion|Déconnexion|Enregistrer|Candidater|Télécharger|Factures?|Réglages|Chargement|Retour|Suivant|Précédent|Annuler|Supprimer|Modifier)\b/,
};

export function foreignWords(text: string, lang: Lang): string[] {
  const words = text.toLowerCase().match(/[\p{L}’']+/gu) ?? [];
  const found = [...new Set(words.filter((w) => FOREIGN[lang].has(w)))];
  const label = FOREIGN_LABELS[lang].exec(text)?.[0];
  return found.length >= 2 ? found : label ? [label] : [];
}

describe('the words check itself', () => {
  it.each([
    ['fr', 'Créé le 2026-11-25', 'iso'],
    ['fr', 'Venu·e de : ceramistes', 'key'],
    ['fr', 'Statut : en_cours', 'key'],
    ['fr', 'Download the signed PDF', 'foreign'],
    ['en', 'Téléchargez son PDF signé et conservez-le avec vos documents.', 'foreign'],
    ['fr', 'Le 25 novembre 2026, vous avez signé.', 'clean'],
    ['en', 'On 25 November 2026, you signed the contract.', 'clean'],
  ] as const)('%s "%s" → %s', (lang, text, expected) => {
    const kind = ISO_DATE.test(text) ? 'iso' : RAW_KEY.test(text) ? 'key' : foreignWords(text, lang).length ? 'foreign' : 'clean';
    expect(kind).toBe(expected);
  });

  it('reads text and the attributes people meet, not scripts nor passages in another language', () => {
    const html = '<html lang="fr"><body><p title="Titre">Bonjour</p><script>var en_cours = 1</script><div lang="en">the and your</div><img alt="Un bol"></body></html>';
    expect(visibleTexts(html, 'fr')).toEqual(['Titre', 'Bonjour', 'Un bol']);
  });
});

describe('the main pages in words', () => {
  let data: VisualData;
  beforeAll(async () => {
    data = await seedVisualData({ tag: randomBytes(4).toString('hex') });
  }, 120_000);

  // The seeded content is French (names, answers, request titles): it is the artisans' words,
  // shown as typed on English pages too.
  const SEEDED = /collection commune|Camille|Durand|Hugo|Lefèvre|Moreau|Inès|Basile|Céramiques|Vaisselle|Plateaux|Lin écru|potier|Dieulefit|ébéniste|noyer|Activité sans lien|Cuirs|Atelier Moreau|bol-celadon|page-a-propos/;

  for (const lang of ['fr', 'en'] as const) {
    it.each(STATES.filter((s) => !s.localStorage).map((s) => [s.name, s]))(`%s (${lang})`, async (_name, state) => {
      const token = state.who?.(data);
      const res = await fetch(`${baseUrl()}${pathIn(lang, state.path(data, lang))}`, { headers: { 'x-forwarded-for': '10.79.0.1', ...(token ? { cookie: `session=${token}` } : {}) } });
      expect([200, 400, 404]).toContain(res.status);
      const texts = visibleTexts(await res.text(), lang);
      expect(texts.length, texts.join(' | ')).toBeGreaterThan(5);
      const problems = texts.flatMap((text) => {
        const found: string[] = [];
        if (ISO_DATE.test(text)) found.push(`ISO date: ${text}`);
        if (RAW_KEY.test(text)) found.push(`raw key: ${text}`);
        const foreign = SEEDED.test(text) ? [] : foreignWords(text, lang);
        if (foreign.length) found.push(`${lang === 'fr' ? 'English' : 'French'} (${foreign.join(', ')}): ${text}`);
        return found;
      });
      expect(problems).toEqual([]);
    });
  }
});
