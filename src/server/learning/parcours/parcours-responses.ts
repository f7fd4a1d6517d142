/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const id = z.string().meta({ format: 'uuid' });
const num = z.number();
const actionStatus = z.enum(['en_cours', 'validee']).nullable().describe('The caller’s action on it; null: not started');
const runStatus = z.enum(['actif', 'termine']).nullable().describe('The caller’s run of this path; null: not started or left');
const progress = z.object({ done: z.number().int(), total: z.number().int(), fraction: num.optional() });

export const parcoursListResponse = z.array(
  z.object({ id: z.string(), title: z.string(), description: z.string(), card_count: z.number().int(), status: runStatus, progress }),
);

export const parcoursResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cards: z.array(z.object({ id, slug: z.string(), title: z.string(), domain: z.string().nullable(), status: actionStatus })),
  progress: progress.extend({ fraction: num }),
  status: runStatus,
  has_other_active: z.boolean(),
});
