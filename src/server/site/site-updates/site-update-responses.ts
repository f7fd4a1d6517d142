/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const id = z.string().meta({ format: 'uuid' });
const dateTime = z.string().meta({ format: 'date-time' });
const day = z.string();

export const siteUpdateResponse = z.object({
  id,
  title: z.string(),
  description: z.string(),
  title_en: z.string().nullable().describe('English title; null: English pages show the French one'),
  description_en: z.string().nullable(),
  published_on: day,
  scheduled: z.boolean(),
  author_name: z.string().nullable(),
  created_at: dateTime,
});
