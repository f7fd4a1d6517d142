/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const id = z.string().meta({ format: 'uuid', description: 'UUID' });
const dateTime = z.string().meta({ format: 'date-time', description: 'ISO 8601 date-time' });
const levelUp = z.object({ domain: z.string(), label: z.string(), level: z.number().int() });

export const actionResponse = z
  .object({
    id,
    card_id: id,
    card_slug: z.string(),
    card_title: z.string(),
    domain: z.string().nullable(),
    status: z.enum(['en_cours', 'validee']),
    data: z.record(z.string(), z.unknown()).describe('Answers by field id (the card’s `guide.renseignements.fields` keys)'),
    checklist: z.record(z.string(), z.boolean()),
    created_at: dateTime,
    updated_at: dateTime,
    validated_at: dateTime.nullable(),
  })
  .meta({ id: 'Action' });

export const savedActionResponse = actionResponse.extend({ level_up: levelUp.nullable().describe('Set when validating raised a domain level') });

export const actionsResponse = z.array(actionResponse);
