/**
 * The main pages and states of the product (decision 041): what the screenshot tests capture
 * (tests/visual/pages.test.ts) and what the words check reads (tests/api/words.test.ts).
 */
import type { VisualData } from './seed-visual-data.ts';
import type { Lang } from '#i18n/lang.ts';

export interface State {
  name: string;
  /** The French path; English pages are the same path under /en (the landing is /en/). */
  path: (d: VisualData, lang: Lang) => string;
  who?: (d: VisualData) => string;
  /** Parts that differ by nature on every run (a signature's hash, a certificate), painted over. */
  mask?: string[];
  /** Only this element (a section of a long page). */
  element?: string;
  localStorage?: (lang: Lang) => Record<string, string>;
  sessionStorage?: (lang: Lang) => Record<string, string>;
  /** Open twice (fonts with `font-display: optional`, as the landings have). */
  reload?: boolean;
  /** Shown once the page's islands have loaded their data. */
  ready?: string;
  /** Clicked once the page is ready, one after the other (a state clicks open: the phone menu). */
  click?: string | string[];
  /** Only at these widths (the phone menu exists only on a phone). */
  widths?: readonly number[];
}

const member = (d: VisualData) => d.member.token;
const newcomer = (d: VisualData) => d.newcomer.token;
const admin = (d: VisualData) => d.admin.token;

/** The application form at its summary: answers as the form keeps them in this browser. */
const applicationDraft = (lang: Lang) => ({
  'atelier.candidature.v1': JSON.stringify({
    screen: 'summary',
    values: {
      first_name: 'Léa',
      last_name: 'Garnier',
      email: 'lea.garnier@atelier.test',
      brand: lang === 'en' ? 'Léa Garnier Weaving' : 'Tissages Léa Garnier',
      trade: lang === 'en' ? 'Weaver' : 'Tisserande',
      links: ['https://tissages-garnier.example'],
      photos: [],
      priority_need: 'image_de_marque',
      monthly_revenue: '1800',
      objective: lang === 'en' ? 'Sell my throws to three shops this year.' : 'Vendre mes plaids dans trois boutiques cette année.',
      already_tried: lang === 'en' ? 'Craft fairs in the region.' : 'Des marchés de créateurs de la région.',
      formula: 'premium',
      street: '4 place des Tisserands',
      postal_code: '69004',
      city: 'Lyon',
      country: 'FR',
      accept_cgv: 'yes',
      start_choice: 'now',
    },
  }),
});

export const STATES: State[] = [
  { name: 'landing', path: () => '/', reload: true },
  { name: 'application-identity', path: () => '/candidature' },
  { name: 'application-summary', path: () => '/candidature', localStorage: applicationDraft },
  { name: 'dashboard', path: () => '/mes-actions', who: member },
  // The phone menu opened: French labels are the longest (« Déconnexion » was cut at 390 px).
  // The level-up moment the card page hands to the home (sessionStorage), on a phone in both languages.
  {
    name: 'level-up',
    path: () => '/mes-actions',
    who: member,
    sessionStorage: (lang) => ({ 'atelier.levelUp': JSON.stringify({ domain: 'image_de_marque', label: lang === 'en' ? 'Brand image' : 'Image de marque', level: 2 }) }),
    element: '[data-testid="level-up-banner"]',
    widths: [390],
  },
  { name: 'menu-open', path: () => '/mes-actions', who: member, click: 'details.menu > summary', widths: [390] },
  { name: 'action-with-proofs', path: () => '/fiches/photos-produit-lumiere-naturelle', who: member, ready: '#impact .metric-panel svg' },
  { name: 'impact', path: () => '/fiches/photos-produit-lumiere-naturelle', who: member, element: '#impact', ready: '#impact .metric-panel svg' },
  // On a phone every reading is a small card: « Supprimer » and its confirmation in view, no sideways scrolling.
  {
    name: 'readings-confirm',
    path: () => '/fiches/photos-produit-lumiere-naturelle',
    who: member,
    element: '[data-testid="readings-contacts"]',
    ready: '#impact .metric-panel svg',
    click: ['[data-testid="readings-contacts"] summary', '[data-testid="readings-contacts"] tr[data-date="2026-02-09"] .row-actions button:last-child'],
    widths: [390],
  },
  // A new member's first suggestions: cards finishable in one session, as the home promises.
  { name: 'first-run', path: () => '/mes-actions', who: newcomer, widths: [390] },
  // A contract's text names its reference (the match's id): painted over, with the sealed PDF's fingerprints.
  { name: 'contract-to-sign', path: (d) => `/collaborations/accords/${d.toSignMatchId}`, who: member, mask: ['[data-testid="contract-text"]'] },
  { name: 'contract-sealed', path: (d) => `/collaborations/accords/${d.sealedMatchId}`, who: member, mask: ['[data-testid="contract-text"]', '.hash'] },
  { name: 'verify-contract', path: () => '/verifier-un-contrat' },
  { name: 'account', path: () => '/mon-compte', who: member },
  { name: 'invoices', path: () => '/mes-factures', who: member },
  { name: 'staff-list', path: () => '/admin/candidatures', who: admin },
  { name: 'staff-detail', path: (d) => `/admin/candidatures/${d.applicationId}`, who: admin },
  // The funnel's counts come from the view counter's periodic flush, and the preview frame loads
  // its lazy photo when it likes (the landing itself has its own screenshots): painted over.
  { name: 'themes-editor', path: () => '/admin/themes', who: admin, mask: ['.funnel-card table', '.funnel-chart', '.funnel .hint', 'iframe'] },
  { name: 'legal-notice', path: () => '/mentions-legales' },
  { name: 'terms-of-sale', path: () => '/cgv' },
  { name: 'unsubscribe', path: (d, lang) => d.unsubscribePaths[lang] },
  { name: 'not-found', path: () => '/page-qui-n-existe-pas' },
];

/** /en + path, except the API's own links (the unsubscribe page speaks its owner's language). */
export function pathIn(lang: Lang, path: string): string {
  if (lang === 'fr' || path.startsWith('/api/')) return path;
  return path === '/' ? '/en/' : `/en${path}`;
}
