/**
 * Names for the API answers the islands read, taken from the types generated from the OpenAPI
 * document (api-schema.d.ts, `npm run api-types`): the islands read what the document says the
 * server sends, and the API tests check the server sends exactly that. Nothing here is hand-kept
 * but the impact shapes, which are the server's own types (type-only imports).
 */
import type { components } from '../generated/api-schema';
import type { ApiOk } from './api-client.ts';

type Schemas = components['schemas'];

export type Action = Schemas['Action'];
export type ActionStatus = Action['status'];
export type CardSummary = ApiOk<'/api/cards', 'get'>[number];
export type CardDetail = ApiOk<'/api/cards/{id}', 'get'>;
type Guide = CardDetail['guide'];
export type GuideField = Guide['renseignements']['fields'][number];
export type ChecklistItem = Guide['checklist'][number];
export type TitledText = CardDetail['comment_faire_par_etape'][number];
export type LevelUp = NonNullable<ApiOk<'/api/my-actions', 'put'>['level_up']>;
export type LevelsResponse = ApiOk<'/api/levels', 'get'>;
export type DomainLevel = LevelsResponse['domains'][number];
export type ParcoursSummary = ApiOk<'/api/parcours', 'get'>[number];
export type ParcoursDetail = ApiOk<'/api/parcours/{id}', 'get'>;

export type MetricType = 'number' | 'integer' | 'percent' | 'currency' | 'boolean' | 'choice';

// Impact shapes are the server's own types (type-only imports: nothing of the server reaches
// the browser bundle); the document describes their metrics as open objects.
export type { MetricState as MetricEntry, ImpactView as ImpactResponse } from '../server/learning/impact/get-impact.ts';
export type { AggregateView as AggregateResponse } from '../server/learning/impact/aggregate-impact.ts';
export type { DueItem as DueReading } from '../server/learning/impact/list-due.ts';
