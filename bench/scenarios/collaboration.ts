/**
 * The collaboration board with 2,000 open requests (GET /api/collaboration-requests,
 * 50 newest with the author's first name and trade) and the contract body of a sealed match
 * (GET /api/collaboration-contract), each against the bare baseline; plus sequential timings
 * of sealing a contract (the second submission's PUT), rendering its PDF and verifying that PDF.
 */
import { performance } from 'node:perf_hooks';
import { compareWithBare } from '../load.ts';
import { bearer, routeExists, signup, type Account, type Scenario } from '../scenario.ts';
import { summarize } from '../stats.ts';
import { sampleAnswers } from '#server/collaboration/questionnaire/test-answers.ts';

const BOARD_SIZE = 2000;
const SEALS = 20;

async function call(baseUrl: string, token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function newMatch(baseUrl: string, requester: Account, partner: Account): Promise<string> {
  const request = await call(baseUrl, requester.token, '/api/collaboration-requests', { body: { title: 'Bench collaboration', description: 'Sealed by npm run bench' } });
  const reply = await call(baseUrl, partner.token, '/api/collaboration-replies', { body: { request_id: request.id, message: 'Bench reply' } });
  return (await call(baseUrl, requester.token, '/api/collaboration-matches', { body: { reply_id: reply.id } })).id;
}

export const collaboration: Scenario = {
  name: 'collaboration',
  describe: 'collaboration board (2,000 open requests), sealed contract body, sealing, PDF and its verification',
  unavailable: async ({ baseUrl }) => {
    const account = await signup(baseUrl);
    return (await routeExists(baseUrl, '/api/collaboration-requests', bearer(account.token))) ? null : '/api/collaboration-requests does not exist on this branch yet';
  },
  run: async ({ baseUrl, sql }) => {
    const [requester, partner, reader] = await Promise.all([signup(baseUrl, { first_name: 'Camille' }), signup(baseUrl, { first_name: 'Hugo' }), signup(baseUrl)]);
    // Earlier runs' board rows go first, so the board always holds the same number of requests.
    await sql`delete from collaboration_requests where title like 'Bench board request %'`;
    await sql`
      insert into collaboration_requests (author_id, title, description, created_at)
      select ${requester.user.id}, 'Bench board request ' || i, 'Synthetic request for npm run bench', now() - i * interval '1 minute'
      from generate_series(1, ${BOARD_SIZE}::int) i`;

    const sealMs: number[] = [];
    let matchId = '';
    for (let i = 0; i < SEALS; i++) {
      matchId = await newMatch(baseUrl, requester, partner);
      await call(baseUrl, requester.token, '/api/collaboration-contract', { method: 'PUT', body: { match_id: matchId, answers: sampleAnswers() } });
      const locked = await call(baseUrl, partner.token, '/api/collaboration-contract', { method: 'PUT', body: { match_id: matchId, answers: sampleAnswers() } });
      if (!locked.finalized) throw new Error('the answers did not lock');
      // Both read and sign (decision 015): the second signature seals the PDF.
      const sign = (who: Account, fullName: string) => call(baseUrl, who.token, '/api/collaboration-contract/sign', { body: { match_id: matchId, full_name: fullName, accept: true } });
      await sign(requester, locked.parties.demandeur.name);
      const started = performance.now();
      const sealed = await sign(partner, locked.parties.partenaire.name);
      sealMs.push(performance.now() - started);
      if (!sealed.sealed) throw new Error('the contract was not sealed');
    }

    const pdfMs: number[] = [];
    const verifyMs: number[] = [];
    let pdf = new Uint8Array();
    for (let i = 0; i < 10; i++) {
      let started = performance.now();
      const res = await fetch(`${baseUrl}/api/collaboration-contract/pdf?match_id=${matchId}`, { headers: bearer(requester.token) });
      pdf = new Uint8Array(await res.arrayBuffer());
      pdfMs.push(performance.now() - started);
      started = performance.now();
      const check = await fetch(`${baseUrl}/api/collaboration-contract/verify?match_id=${matchId}`, {
        method: 'POST',
        headers: { ...bearer(requester.token), 'content-type': 'application/pdf' },
        body: pdf,
      });
      const answer = (await check.json()) as { match?: boolean };
      verifyMs.push(performance.now() - started);
      if (answer.match !== true) throw new Error('the contract PDF did not verify');
    }

    const comparisons = [
      await compareWithBare('collaboration-board', baseUrl, '/api/collaboration-requests?limit=50', bearer(reader.token)),
      await compareWithBare('collaboration-contract', baseUrl, `/api/collaboration-contract?match_id=${matchId}`, bearer(requester.token)),
    ];
    const line = (label: string, ms: number[]) => {
      const s = summarize(ms);
      return `${label}: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (${ms.length} sequential)`;
    };
    return {
      kind: 'http',
      comparisons,
      notes: [line('sealing (second signature)', sealMs), line(`contract PDF (${pdf.byteLength} B)`, pdfMs), line('PDF verification', verifyMs)],
    };
  },
};
