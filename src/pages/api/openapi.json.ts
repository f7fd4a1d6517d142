import { endpoint, route } from '#server/identity/endpoint.ts';
import { json } from '#server/platform/http/respond.ts';
import { apiDocument } from '#server/platform/openapi/api-document.ts';
import { contract as getOpenapiDocumentContract } from '#server/platform/openapi/get-openapi-document.contract.ts';

/** The OpenAPI 3.1 description of this API, generated from the routes' zod schemas (decision 013). */
export const { GET, ALL } = route(endpoint(getOpenapiDocumentContract, () => json(apiDocument(), 200, { 'cache-control': 'public, max-age=300' })));
