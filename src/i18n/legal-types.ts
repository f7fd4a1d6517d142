/**
 * The shapes of the legal pages and of the facts they are built from (decisions 022, 059): types
 * only, so the texts' modules (legal-texts, cgv-sections, privacy-texts…) share them without
 * importing one another.
 */
import type { CgvMoneyFacts, SellerIdentity } from '../shared/legal-facts.ts';
import type { Lang } from './lang.ts';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** Paragraphs after the list (those that speak of it: « ci-dessus »). */
  after?: string[];
  /** A table of [name, purpose, lifetime] rows (the cookies). */
  table?: { head: [string, string, string]; rows: [string, string, string][] };
  /** The retention rules, one block each (src/server/site/legal/retention-rules.ts). */
  retention?: { labels: { duration: string; reason: string; deletes: string }; rules: { id: string; data: string; duration: string; reason: string; deletes: string }[] };
}

/** A retention rule as the privacy page shows it (words only; the job is server-side). */
export interface RetentionWords {
  id: string;
  data: Record<Lang, string>;
  duration: Record<Lang, string>;
  reason: Record<Lang, string>;
  deletes: Record<Lang, string>;
}

export interface LegalPage {
  title: string;
  intro: string;
  /** The review notice (REVIEW_NOTICE), null in production (decision 059). */
  review: string | null;
  sections: LegalSection[];
}

/**
 * The processors the privacy page names, from the settings in force (decision 059): null where a
 * setting is missing (outside production only), false where the service does without one.
 */
export interface Processors {
  host: string | null;
  /** The company behind SMTP_URL (MAIL_PROVIDER_NAME); false when mail only goes to the outbox directory. */
  mail: string | null | false;
  /** The company behind an s3:// STORAGE_URL (STORAGE_PROVIDER_NAME); false when files stay on the host. */
  storage: string | null | false;
  stripe: boolean;
  google: boolean;
}

export interface LegalFacts {
  seller: SellerIdentity;
  isProduction: boolean;
  prices: { essentiel: number; premium: number };
  deposits: { essentiel: number; premium: number };
  /** How many months each formula runs from the deposit's payment (FORMULA_*_MONTHS, decision 050). */
  months: { essentiel: number; premium: number };
  depositPercent: number;
  googleEnabled: boolean;
  /** What the product does with money, from its code (the CGV are built on it). */
  money: CgvMoneyFacts;
  /** The consumer mediator (MEDIATOR_NAME, MEDIATOR_URL settings). */
  mediator: { name: string | null; url: string | null };
  /** The seller's phone and the publication director (SELLER_PHONE, PUBLICATION_DIRECTOR; decision 059). */
  publisher: { phone: string | null; director: string | null };
  /** The host (HOST_NAME, HOST_ADDRESS, HOST_PHONE; LCEN art. 6 III). */
  host: { name: string | null; address: string | null; phone: string | null };
  processors: Processors;
  /** Days from the balance's request to its due date (BALANCE_DUE_DAYS). */
  balanceDueDays: number;
  /** How many parcours an Essentiel member follows at once (ESSENTIEL_MAX_ACTIVE_PARCOURS). */
  essentielMaxParcours: number;
  /** Every retention rule, in the order the job applies them. */
  retention: RetentionWords[];
}
