/**
 * GET /api/levels for a user with 50 validated actions. The seeded catalogue has ~12
 * cards, so 50 bench cards (`bench-level-NN`, one of the three domains each) are inserted before
 * the server starts; the card loader never deletes them. Actions are validated through the API.
 */
import type postgres from 'postgres';
import { compareWithBare } from '../load.ts';
import { bearer, routeExists, signup, type Account, type Scenario } from '../scenario.ts';

const CARDS = 50;
const DOMAINS = ['image_de_marque', 'parcours_client', 'gamme_de_tarifs'];

async function levelCardIds(sql: postgres.Sql): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`select id from cards where slug like 'bench-level-%' order by slug limit ${CARDS}`;
  return rows.map((r) => r.id);
}

export const levels: Scenario = {
  name: 'levels',
  describe: 'GET /api/levels with 50 validated actions',
  prepare: async (sql) => {
    await sql`
      insert into cards (slug, domain, title, summary, guide, position)
      select 'bench-level-' || lpad(i::text, 2, '0'), (${DOMAINS}::text[])[1 + i % 3],
             'Bench level card ' || i, 'Synthetic card for npm run bench', '{}'::jsonb, 2000 + i
      from generate_series(1, ${CARDS}::int) i
      on conflict (slug) do nothing`;
  },
  unavailable: async ({ baseUrl }) => {
    const account = await signup(baseUrl);
    for (const path of ['/api/levels', '/api/my-actions']) {
      if (!(await routeExists(baseUrl, path, bearer(account.token)))) return `${path} does not exist on this branch yet`;
    }
    return null;
  },
  run: async ({ baseUrl, sql }) => {
    const { account, validated } = await accountWithValidatedActions(baseUrl, sql);
    const comparison = await compareWithBare('levels', baseUrl, '/api/levels', bearer(account.token));
    return { kind: 'http', comparisons: [comparison], notes: [`the bench user has ${validated} validated actions`] };
  },
};

/** A new account whose 50 bench-level actions are validated through the API (as a user would). */
export async function accountWithValidatedActions(baseUrl: string, sql: postgres.Sql): Promise<{ account: Account; validated: number }> {
  const account = await signup(baseUrl, { first_name: 'Bench' });
  const headers = { ...bearer(account.token), 'content-type': 'application/json' };
  const ids = await levelCardIds(sql);
  if (ids.length !== CARDS) throw new Error(`expected ${CARDS} bench-level cards, found ${ids.length}`);
  for (const cardId of ids) {
    const res = await fetch(`${baseUrl}/api/my-actions`, { method: 'PUT', headers, body: JSON.stringify({ card_id: cardId, status: 'validee' }) });
    if (!res.ok) throw new Error(`PUT /api/my-actions answered ${res.status}: ${await res.text()}`);
  }
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from actions where user_id = ${account.user.id} and status = 'validee'`;
  return { account, validated: row!.n };
}
