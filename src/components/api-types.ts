/** Shapes of the API answers the islands read (contract of issues #3 and #4). */
export type ActionStatus = 'en_cours' | 'validee';

export interface CardSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  domain: string | null;
  domain_label: string | null;
  position: number;
  status: ActionStatus | null;
}

export type FieldType = 'text' | 'number' | 'boolean' | 'tags' | 'color_list';

/** An option as the API sends it: `{value, label}` in the reader's language, or a plain string. */
export type GuideOption = string | { value: string; label: string };

export interface GuideField {
  key: string;
  label: string;
  type: FieldType;
  help?: string;
  placeholder?: string;
  options?: GuideOption[];
  required?: boolean;
  show_if?: { field: string; equals: unknown };
  /** text: the limit the guide names (a counter shows). */
  max_length?: number;
  /** text: several lines. */
  multiline?: boolean;
  /** number: bounds and unit. */
  min?: number;
  max?: number;
  unit?: string;
}

export interface ChecklistItem {
  id: string;
  label: string;
  detail?: string;
  requires_proof: boolean;
  printable_worksheet?: boolean;
  worksheet_section?: string;
}

export interface TitledText {
  titre: string;
  texte: string;
}

export interface Action {
  id: string;
  card_id: string;
  card_slug: string;
  card_title: string;
  domain: string | null;
  status: ActionStatus;
  data: Record<string, unknown>;
  checklist: Record<string, boolean>;
  created_at: string;
  updated_at: string;
  validated_at: string | null;
}

export interface LevelUp {
  domain: string;
  label: string;
  level: number;
}

export interface CardDetail {
  id: string;
  slug: string;
  title: string;
  summary: string;
  domain: string | null;
  domain_label: string | null;
  guide: {
    renseignements?: { fields?: GuideField[] };
    checklist?: ChecklistItem[];
    objectif?: { label?: string; metric_principale?: string };
    mesure?: unknown;
  };
  comment_faire_par_etape: TitledText[] | null;
  exemples_concrets: TitledText[] | null;
  action: Action | null;
}

export interface DomainLevel {
  domain: string;
  label: string;
  xp: number;
  level: number;
  progress: number;
  xp_to_next: number;
  next_floor: number;
}

export interface LevelsResponse {
  user_id: string;
  xp_total: number;
  domains: DomainLevel[];
}

export interface ParcoursSummary {
  id: string;
  title: string;
  description: string;
  card_count: number;
  status: string | null;
  progress: { done: number; total: number };
}

export type MetricType = 'number' | 'integer' | 'percent' | 'currency' | 'boolean' | 'choice';

// Impact shapes are the server's own types (type-only imports: nothing of the server reaches
// the browser bundle), so the islands and the API cannot drift apart.
export type { MetricState as MetricEntry, ImpactView as ImpactResponse } from '../server/impact/get-impact.ts';
export type { AggregateView as AggregateResponse } from '../server/impact/aggregate-impact.ts';
export type { DueItem as DueReading } from '../server/impact/list-due.ts';

export interface ParcoursDetail {
  id: string;
  title: string;
  description: string;
  cards: { id: string; slug: string; title: string; domain: string | null; status: ActionStatus | null }[];
  progress: { done: number; total: number; fraction: number };
  status: string | null;
  has_other_active: boolean;
}
