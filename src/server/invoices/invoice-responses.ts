/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const id = z.string().meta({ format: 'uuid' });

export const invoicesResponse = z.array(
  z.looseObject({ id, number: z.string(), kind: z.string(), amount_incl_tax_cents: z.number().int(), currency: z.string(), url: z.string() }),
);
