import { route, json } from '../../server/platform/http/respond.ts';
import { apiDocument } from '../../server/platform/openapi/api-document.ts';

/** The OpenAPI 3.1 description of this API, generated from the routes' zod schemas (decision 013). */
export const { GET, ALL } = route({
  GET: () => json(apiDocument(), 200, { 'cache-control': 'public, max-age=300' }),
});
