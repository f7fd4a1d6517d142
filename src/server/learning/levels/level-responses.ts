/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const id = z.string().meta({ format: 'uuid', description: 'UUID' });

export const levelsResponse = z.object({
  user_id: id,
  xp_total: z.number().int(),
  domains: z.array(
    z.object({
      domain: z.string(),
      label: z.string(),
      xp: z.number().int(),
      level: z.number().int(),
      progress: z.number(),
      xp_to_next: z.number().int(),
      next_floor: z.number().int(),
    }),
  ),
});
