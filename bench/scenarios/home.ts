/**
 * GET /mes-actions, the server-rendered home page ("Mon atelier"), for an artisan with
 * 6 actions in progress, 4 finished cards, readings on two cards and an active parcours: the
 * page reads levels, actions with their cards, readings due, first readings and parcours.
 * Compared with the bare server answering the same HTML bytes.
 */
import { compareWithBare } from '../load.ts';
import { bearer, routeExists, signup, type Scenario } from '../scenario.ts';

export const home: Scenario = {
  name: 'home',
  describe: 'GET /mes-actions (home page) for a busy artisan',
  unavailable: async ({ baseUrl }) => {
    const account = await signup(baseUrl);
    return (await routeExists(baseUrl, '/api/impact/due', bearer(account.token))) ? null : 'the impact API does not exist on this branch';
  },
  run: async ({ baseUrl, sql }) => {
    const account = await signup(baseUrl, { first_name: 'Bench' });
    const headers = { ...bearer(account.token), 'content-type': 'application/json' };
    const send = async (method: string, path: string, body: unknown) => {
      const res = await fetch(`${baseUrl}${path}`, { method, headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    };
    const cards = await sql<{ slug: string }[]>`select slug from cards where slug not like 'bench-%' order by position limit 10`;
    for (const [i, { slug }] of cards.entries()) {
      if (i < 4) await send('PUT', '/api/my-actions', { card_id: slug, status: 'validee' }).catch(() => send('POST', '/api/my-actions', { card_id: slug }));
      else await send('POST', '/api/my-actions', { card_id: slug });
    }
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    for (const { slug } of cards.slice(0, 2)) await send('POST', `/api/impact/${slug}`, { readings: [{ value: 3, date: day(20) }, { value: 5, date: day(10) }] }).catch(() => undefined);
    const [parcours] = await sql<{ id: string }[]>`select id from parcours order by position limit 1`;
    if (parcours) await send('POST', `/api/parcours/${parcours.id}/start`, {});
    const comparison = await compareWithBare('home', baseUrl, '/mes-actions', bearer(account.token));
    return { kind: 'http', comparisons: [comparison], notes: [`${cards.length} actions taken, 4 of them finished when their card allows it`] };
  },
};
