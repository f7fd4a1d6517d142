/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

/** A map whose keys are the document's own (paths, schemas…): no property is hidden behind it. */
const map = z.record(z.string(), z.unknown());

/** decision 005: the one error body (every 4xx and 5xx answered as JSON). */
export const errorBody = z
  .object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) })
  .meta({ id: 'Error' });

/** The document itself (OpenAPI 3.1): its top-level fields declared, their contents OpenAPI's. */
export const openapiDocumentResponse = z.object({
  openapi: z.string(),
  info: map,
  servers: z.array(map).optional(),
  'x-path-aliases': z.array(z.object({ alias: z.string(), of: z.string() })).optional(),
  tags: z.array(map).optional(),
  paths: map,
  components: map.optional(),
});
