/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const dateTime = z.string().meta({ format: 'date-time' });

export const mainFragmentResponse = z.object({
  slug: z.string(),
  lang: z.enum(['fr', 'en']),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  html: z.string(),
  blocks_style: z.string(),
  baked_at: dateTime.nullable(),
});

/** `blocks_config` of a theme (docs/api-landings.md): which blocks show, in this order. */
export const blocksConfigResponse = z.object({ blocks: z.array(z.object({ id: z.string(), enabled: z.boolean() })) });

export const adminThemeResponse = z.object({
  slug: z.string(),
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  image_url: z.string().nullable(),
  image: z.object({ url: z.string(), small_url: z.string().nullable(), width: z.number().int(), height: z.number().int(), from_files: z.boolean(), alt: z.string().nullable().describe('What the image shows in French (its alt text on the page); null: not described, shown as decorative'), alt_en: z.string().nullable().describe('The same in English') }).nullable(),
  actif: z.boolean(),
  est_accueil: z.boolean(),
  ordre: z.number().int(),
  blocks_config: blocksConfigResponse,
  blocks: z.array(z.object({ id: z.string(), enabled: z.boolean(), shared: z.boolean(), available: z.boolean() })),
  url: z.string(),
  url_en: z.string(),
  baked_at: dateTime.nullable(),
  updated_at: dateTime,
});

/** POST /api/admin-landing-upload: the stored landing image; `url` is what a theme's `image_url` takes. */
export const landingImageResponse = z.object({ name: z.string(), url: z.string(), width: z.number().int(), height: z.number().int(), size: z.number().int(), small_url: z.string().nullable(), alt: z.string().nullable().describe('What the photo shows in French (sent as `alt`); null when sent without a description'), alt_en: z.string().nullable().describe('The same in English (`alt_en`)') });

export const rebakeResultResponse = z.object({
  ok: z.boolean(),
  baked: z.array(z.string()),
  failed: z.array(z.object({ slug: z.string(), code: z.string(), message: z.string() })),
  results: z.array(
    z.object({ slug: z.string(), status: z.enum(['baked', 'unchanged', 'failed']), baked_at: z.string().optional(), error: z.object({ code: z.string(), message: z.string() }).optional() }),
  ),
  duration_ms: z.number(),
});
