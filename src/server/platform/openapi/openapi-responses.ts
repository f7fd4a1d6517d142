/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const open = z.looseObject({});

/** decision 005: the one error body (every 4xx and 5xx answered as JSON). */
export const errorBody = z
  .object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) })
  .meta({ id: 'Error' });

export const openapiDocumentResponse = z.looseObject({ openapi: z.string(), info: open, paths: open });
