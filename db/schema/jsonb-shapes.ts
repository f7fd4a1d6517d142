/**
 * What the jsonb columns hold, given to drizzle with `.$type<…>()` so a row reads typed and the
 * code needs no cast (issue 38). Types only: `$type` changes no SQL, so no migration follows.
 * The schema imports nothing under src/ (docs/architecture.md, "Floors"): the shapes live here
 * and the server imports them. Three words of the shared vocabulary are spelt again here (the
 * seller's identity, the questionnaire's answers, the VAT regimes), because src/shared imports
 * nothing of ours either; src/server/platform/db/jsonb-shapes-agree.ts fails to compile the day
 * a copy and its original part.
 */

/** The VAT regimes of decision 036 (src/shared/buyer-price.ts VAT_REGIMES). */
export type StoredVatRegime = 'fr' | 'franchise' | 'reverse_charge' | 'out_of_scope';

/**
 * The seller as printed on an invoice or a credit note (invoices.seller, credit_notes.seller),
 * frozen at issue: src/shared/legal-facts.ts SellerIdentity, which the settings give.
 */
export interface SellerSnapshot {
  name: string;
  /** The legal form alone (SAS…); snapshots before decision 050 may hold free text ("SAS au capital de…"). */
  legal_form: string | null;
  /** Share capital in integer cents (decision 050); absent on older snapshots. */
  share_capital_cents?: number | null;
  address: string;
  siren: string | null;
  /** "RCS Paris" (the registry's city: art. R123-237 du Code de commerce); free text on older snapshots. */
  rcs: string | null;
  vat_number: string | null;
  vat_exempt: boolean;
  vat_rate_bp: number;
  /** The option for VAT on debits (art. 269-2-c du CGI), printed on invoices; absent on older snapshots. */
  vat_on_debits?: boolean;
  email: string | null;
  /** False outside production when the SELLER_* settings are missing. */
  configured: boolean;
}

/** A postal address (applications.billing_address; the buyer snapshot's `address`). */
export interface PostalAddress {
  street: string;
  postal_code: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** The business a buyer invoices as (applications.buyer_business, the buyer snapshot's `business`; decision 036). */
export interface BuyerBusiness {
  name: string;
  siren?: string | null;
  vat_number?: string | null;
}

/** The buyer as printed (invoices.buyer, credit_notes.buyer); every field may be missing on old rows. */
export interface BuyerSnapshot {
  name?: string;
  brand?: string;
  email?: string;
  city?: string | null;
  address?: PostalAddress | null;
  /** The business invoiced, when the buyer is one (decision 036). */
  business?: BuyerBusiness | null;
}

/** What a final invoice prints about the deposit invoice it deducts (invoices.deduction; decision 024). */
export interface DeductionSnapshot {
  invoice_id: string;
  number: string;
  issued_on: string;
  excl_tax_cents: number;
  vat_cents: number;
  incl_tax_cents: number;
  /**
   * The deposit's own VAT, at which it is deducted (decision 048). Absent on final invoices
   * issued before: those deducted at their own VAT, which was always the deposit's.
   */
  vat_regime?: StoredVatRegime;
  vat_rate_bp?: number | null;
}

/** One side of a match, in the answers' absolute terms (decision 010). */
export type StoredParty = 'demandeur' | 'partenaire';

/** A party as printed in the contract (collaboration_matches.contract_parties), for its certificate page. */
export interface ContractParty {
  name: string;
  email: string;
  submitted_at: string;
  /** The brand at locking time (absent from contracts locked before). */
  brand?: string;
}

export type ContractParties = Record<StoredParty, ContractParty>;

/**
 * A complete set of answers to the questionnaire (decision 010; src/shared/collaboration-questions.ts
 * Answers, whose choices come from CHOICES there). collaboration_answers.answers holds a draft
 * (any subset) until submitted_at is set, then a complete set.
 */
export interface StoredAnswers {
  objet: string;
  livrables: string;
  charge_pct: number;
  revenue_pct: number;
  frais: 'au_prorata' | 'chacun_les_siens' | 'demandeur' | 'partenaire';
  facturation: 'demandeur' | 'partenaire' | 'chacun';
  interlocuteur: 'demandeur' | 'partenaire' | 'les_deux';
  delai_paiement: number;
  propriete: 'demandeur' | 'partenaire' | 'les_deux';
  portfolio: 'les_deux' | 'demandeur' | 'partenaire' | 'aucun';
  priorite_futur: 'demandeur' | 'partenaire' | 'les_deux' | 'aucune';
  alea: 'renegociation' | 'report' | 'partage_des_pertes';
  resiliation: 'preavis_15_jours' | 'preavis_30_jours' | 'accord_mutuel';
  assurance_rc_pro: boolean;
  duree: 'projet' | '1_mois' | '3_mois' | '6_mois' | '12_mois';
  date_debut: string;
}

export type StoredDraftAnswers = Partial<StoredAnswers>;

/** What an event of a contract's audit trail adds to its kind (collaboration_events.details). */
export interface ContractEventDetails {
  /** The party who acted (null for what the service did: locking, sealing); always written, optional for the column's `{}` default. */
  party?: StoredParty | null;
  /** answers_submitted: conflicts left after it (flag keys, empty when none). */
  conflicts?: string[];
  /** contract_locked: SHA-256 of the text. sealed: SHA-256 of the signed PDF. */
  sha256?: string;
  /** sealed: SHA-256 fingerprint of the signing certificate. */
  certificate_fingerprint?: string;
  /** signed: the full name the party typed. */
  typed_name?: string;
}

/**
 * What the texts of each notification event need, stored with the notice (notifications.data:
 * the names as they were at the event, a notice tells what happened then).
 */
export interface NoticeData {
  /** The other artisan: who replied, accepted, answered or signed. */
  actor_first_name?: string;
  request_id?: string;
  request_title?: string;
  match_id?: string;
  /** answers_submitted: conflicts flagged between the two sets (0 when they agree). */
  conflicts?: number;
  /** answers_submitted: the answers agreed and the contract text was written and locked. */
  locked?: boolean;
  /** contract_sealed: where the sealed PDF is served. */
  pdf_path?: string;
}

/*
 * Open documents: their keys depend on a card or a mail kind, and each is checked where it is
 * written (the card file's schema, src/server/learning/cards/card-file-schema.ts; the card's fields,
 * src/server/learning/actions/validate-answers.ts; the mail kind that enqueues it). They are named here
 * so every jsonb column says what it holds, and read through those same modules.
 */

/** cards.guide: checklist, renseignements, objectif, mesure and domain of a card file. */
export type CardGuide = Record<string, unknown>;
/** cards.translations, parcours.translations: `{ en: { title, summary, …overrides } }`. */
export type Translations = Record<string, unknown>;
/** cards.comment_faire_par_etape, cards.exemples_concrets: the enrichment, a list in the card file's terms. */
export type CardEnrichment = unknown;
/** actions.data: the answers to a card's fields, keyed by field. */
export type ActionData = Record<string, unknown>;
/** actions.checklist: item id → ticked. */
export type ActionChecklist = Record<string, boolean>;
/** mail_outbox.payload: what its kind needs to build the message at send time. */
export type MailPayload = Record<string, unknown>;
