/** GET /api/levels: XP, level and progress for every domain, in DOMAINS order. */
import type { DbOrTx } from '#server/platform/db/client.ts';
import { DOMAINS } from './domains.ts';
import { xpByDomain } from './domain-xp.ts';
import { levelFor } from './level-math.ts';
import type { Lang } from '#i18n/lang.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { levelsResponse } from './level-responses.ts';

export async function getLevels(db: DbOrTx, userId: string, lang: Lang) {
  const xp = await xpByDomain(db, userId);
  const domains = DOMAINS.map((d) => ({ domain: d.id, label: d.label[lang], xp: xp[d.id], ...levelFor(xp[d.id]) }));
  return {
    user_id: userId,
    xp_total: domains.reduce((sum, d) => sum + d.xp, 0),
    domains,
  } satisfies ResponseOf<typeof levelsResponse>;
}
