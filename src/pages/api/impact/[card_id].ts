import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getImpactContract } from '#server/learning/impact/get-impact.contract.ts';
import { contract as recordReadingsContract } from '#server/learning/impact/record-readings.contract.ts';
import { contract as deleteReadingContract } from '#server/learning/impact/delete-reading.contract.ts';
import { getImpact } from '#server/learning/impact/get-impact.ts';
import { recordReadings } from '#server/learning/impact/record-readings.ts';
import { deleteReading } from '#server/learning/impact/delete-reading.ts';

/** The caller's impact readings on one card (id or slug): read, record, delete; member-only. */
export const { GET, POST, DELETE, ALL } = route(
  endpoint(getImpactContract, async ({ user, params, query, lang, db }) => getImpact(db, user.id, params.card_id, query.metric, { lang })),
  endpoint(recordReadingsContract, async ({ user, params, body, lang, db }) => recordReadings(db, user, params.card_id, body, { lang })),
  endpoint(deleteReadingContract, async ({ user, params, query, lang, db }) => deleteReading(db, user, params.card_id, query, { lang })),
);
