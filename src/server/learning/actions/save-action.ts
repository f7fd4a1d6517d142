/**
 * POST and PUT /api/my-actions (decision 011). Each request runs in one transaction that first
 * locks the caller's user row: requests of one user on actions are serialized, so parallel
 * validations can neither create two actions nor report (or count) a level-up twice.
 */
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/platform/db/client.ts';
import { actions } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { findCard, type CardRow } from '../cards/find-card.ts';
import { takeAction } from './take-action.ts';
import { serializeAction } from './serialize-action.ts';
import { validateAnswers } from './validate-answers.ts';
import { checkProof, proofItemsOf } from './check-proof.ts';
import { isOpen, opensOn } from './checklist-opening.ts';
import { env } from '#src/env.ts';
import { formatDate } from '#i18n/format.ts';
import { isComplete, missingForCompletion, type ChecklistSpec, type CompletenessField } from './action-completeness.ts';
import { fieldMessages } from '#server/platform/http/field-messages.ts';
import { domainLabel, isDomain, XP_PER_ACTION } from '../levels/domains.ts';
import { xpByDomain } from '../levels/domain-xp.ts';
import { levelFor } from '../levels/level-math.ts';
import type { Lang } from '#i18n/lang.ts';
import { inputTexts } from '#i18n/input-texts.ts';

const cardRef = z.string().trim().min(1).max(200).meta({ pattern: '\\S' }); // the description states the trim: not spaces alone

export const takeActionInput = z.strictObject({ card_id: cardRef });

export const saveActionInput = z.strictObject({
  card_id: cardRef,
  data: z.record(z.string(), z.unknown()).optional(),
  checklist: z.record(z.string(), z.boolean()).optional(),
  status: z.enum(['en_cours', 'validee']).optional(),
});

interface GuideShape {
  renseignements?: { fields?: CompletenessField[] };
  checklist?: ChecklistSpec[];
}

async function lockUser(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

async function existingAction(tx: Transaction, userId: string, cardId: string) {
  const [row] = await tx
    .select()
    .from(actions)
    .where(sql`${actions.userId} = ${userId} and ${actions.cardId} = ${cardId}`)
    .limit(1);
  return row;
}

/** POST: takes the action (`en_cours`), or returns the existing one with created=false. */
export async function startAction(db: Database, userId: string, cardRefValue: string, lang: Lang) {
  return db.transaction(async (tx) => {
    const card = await findCard(tx, cardRefValue);
    await lockUser(tx, userId);
    const existing = await existingAction(tx, userId, card.id);
    const action = existing ?? (await takeAction(tx, userId, card.id));
    return { created: !existing, action: serializeAction(action, card, lang) };
  });
}

export async function saveAction(db: Database, userId: string, input: z.infer<typeof saveActionInput>, lang: Lang) {
  return db.transaction(async (tx) => {
    const card = await findCard(tx, input.card_id);
    await lockUser(tx, userId);
    const action = await takeAction(tx, userId, card.id);
    const guide = card.guide as GuideShape;
    const wasValidated = action.status === 'validee';
    if (wasValidated && input.status === 'en_cours') {
      throw new AppError('conflict', { details: { reason: 'action_already_validated' } });
    }
    const status = wasValidated ? 'validee' : (input.status ?? action.status);
    // A validated action keeps its required answers; a first validation is checked whole below
    // (answers and checklist) and refused with 422 `action_incomplete`.
    const enforceRequired = wasValidated;
    const fields = guide.renseignements?.fields ?? [];

    let data = action.data;
    if (input.data !== undefined) {
      data = validateAnswers(fields, input.data, { enforceRequired, lang });
    } else if (enforceRequired) {
      // Answers stored earlier were valid then; only keys still in the card are checked.
      const known = new Set(fields.map((f) => f.key));
      validateAnswers(fields, Object.fromEntries(Object.entries(data).filter(([k]) => known.has(k))), { enforceRequired, lang });
    }

    // Item ids come from the client: no inherited member may answer `checklist[id]`.
    const checklist: Record<string, boolean> = Object.assign(Object.create(null), action.checklist);
    if (input.checklist) {
      const items = new Map((guide.checklist ?? []).map((item) => [item.id, item]));
      const unknown = Object.keys(input.checklist).filter((id) => !items.has(id));
      if (unknown.length > 0) {
        const fieldErrors = Object.fromEntries(unknown.map((id) => [id, [fieldMessages[lang].unknownItem]]));
        throw new AppError('rule_failed', { details: { formErrors: [], fieldErrors: { checklist: unknown, ...fieldErrors } } });
      }
      for (const [id, checked] of Object.entries(input.checklist)) {
        if (checked && checklist[id] !== true) refuseIfNotYetOpen(items.get(id)!, action.createdAt, lang);
        if (checked && checklist[id] !== true && items.get(id)!.requires_proof) await checkProof(tx, action.id, id);
        checklist[id] = checked;
      }
    }

    const becomesValidated = !wasValidated && status === 'validee';
    if (becomesValidated) {
      const proofs = await proofItemsOf(tx, action.id);
      const timeZone = env().APP_TIMEZONE;
      const notYetOpen = new Set((guide.checklist ?? []).filter((item) => !isOpen(item, action.createdAt, new Date(), timeZone)).map((item) => item.id));
      const missing = missingForCompletion(fields, guide.checklist ?? [], { data, checklist, proofs, notYetOpen }, lang);
      if (!isComplete(missing)) throw new AppError('action_incomplete', { details: { missing_fields: missing.fields, missing_checklist: missing.checklist } });
    }
    const [saved] = await tx
      .update(actions)
      .set({
        data,
        checklist: { ...checklist },
        status,
        ...(becomesValidated ? { validatedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(actions.id, action.id))
      .returning();
    const levelUp = becomesValidated ? await levelUpOf(tx, userId, card, lang) : null;
    return { ...serializeAction(saved!, card, lang), level_up: levelUp };
  });
}

/** 400 `checklist_item_not_yet_open` when the item waits and its day has not come (decision 041). */
function refuseIfNotYetOpen(item: ChecklistSpec, startedAt: Date, lang: Lang): void {
  const timeZone = env().APP_TIMEZONE;
  if (isOpen(item, startedAt, new Date(), timeZone)) return;
  const day = opensOn(item, startedAt, timeZone)!;
  const when = formatDate(day, lang);
  throw new AppError('checklist_item_not_yet_open', {
    message: inputTexts[lang].itemNotYetOpen(when, item.after_days!),
    details: { checklist_item_id: item.id, opens_on: day, after_days: item.after_days },
  });
}

/** The level reached when this validation (the last 15 XP of the domain) crossed a threshold. */
async function levelUpOf(tx: Transaction, userId: string, card: CardRow, lang: Lang) {
  if (!isDomain(card.domain)) return null;
  const after = (await xpByDomain(tx, userId))[card.domain];
  const before = levelFor(after - XP_PER_ACTION).level;
  const now = levelFor(after).level;
  if (now <= before) return null;
  return { domain: card.domain, label: domainLabel(card.domain, lang)!, level: now };
}
