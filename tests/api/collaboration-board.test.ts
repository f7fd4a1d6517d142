/** Collaboration requests, replies and matches against the real server (spec §8). */
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';
import { publishRequest, reply, setupMatch } from '../support/collaboration.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('collaboration requests', () => {
  it('publishes a request and lists open ones newest first, with the author’s first name and trade', async () => {
    const author = await newUser({ first_name: 'Camille' });
    await api(`/api/users/${author.user.id}/profile`, { method: 'PUT', token: author.token, body: { trade: 'Céramiste' } });
    const reader = await newUser();
    const first = await publishRequest(author.token, 'Première demande');
    const second = await api('/api/collaboration-requests', { token: author.token, body: { title: '  Seconde  demande ', description: 'Bols\r\net planches' } });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ title: 'Seconde  demande', description: 'Bols\net planches', status: 'ouverte', mine: true, reply_count: 0, author: { first_name: 'Camille', trade: 'Céramiste' } });

    const list = await api('/api/collaboration-requests', { token: reader.token });
    expect(list.status).toBe(200);
    const ids = list.body.map((r: { id: string }) => r.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first));
    const seen = list.body.find((r: { id: string }) => r.id === first);
    expect(Object.keys(seen).sort()).toEqual(['author', 'closed_at', 'created_at', 'description', 'id', 'mine', 'my_reply_id', 'reply_count', 'status', 'title']);
    expect(seen).toMatchObject({ mine: false, reply_count: null, author: { first_name: 'Camille', trade: 'Céramiste' } });
    expect(JSON.stringify(seen)).not.toContain(author.user.email);
  });

  it('pages the board with limit and before', async () => {
    const author = await newUser();
    const a = await publishRequest(author.token, 'A');
    const b = await publishRequest(author.token, 'B');
    const c = await publishRequest(author.token, 'C');
    const page = await api('/api/collaboration-requests?mine=1&limit=2', { token: author.token });
    expect(page.body.map((r: { id: string }) => r.id)).toEqual([c, b]);
    const next = await api(`/api/collaboration-requests?mine=1&limit=2&before=${b}`, { token: author.token });
    expect(next.body.map((r: { id: string }) => r.id)).toEqual([a]);
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'mine=2', 'other=1']) {
      expect((await api(`/api/collaboration-requests?${query}`, { token: author.token })).status).toBe(400);
    }
    expect(errorCode(await api(`/api/collaboration-requests?before=${UNKNOWN}`, { token: author.token }))).toBe('request_not_found');
  });

  it('validates the request in the caller’s language', async () => {
    const en = await newUser({ lang: 'en' });
    const cases: [unknown, string][] = [
      [{ title: '', description: 'x' }, 'title'],
      [{ title: '   ', description: 'x' }, 'title'],
      [{ title: 'x'.repeat(121), description: 'x' }, 'title'],
      [{ title: 'x', description: 'y'.repeat(2001) }, 'description'],
      [{ title: 'x' }, 'description'],
      [{ title: 12, description: 'x' }, 'title'],
      [{ title: 'bad \ud800', description: 'x' }, 'title'],
      [{ title: 'x', description: 'bell\u0007' }, 'description'],
    ];
    for (const [body, field] of cases) {
      const res = await api('/api/collaboration-requests', { token: en.token, body });
      // All 400: a control character is the board's own rule (rule_failed, decision 030); the rest the description states.
      expect([res.status, errorCode(res)], JSON.stringify(body)).toEqual([400, JSON.stringify(body).includes('\\u0007') ? 'rule_failed' : 'validation_failed']);
      expect(Object.keys(res.body.error.details.fieldErrors)).toEqual([field]);
    }
    const long = await api('/api/collaboration-requests', { token: en.token, body: { title: 'x'.repeat(121), description: 'x' } });
    expect(long.body.error.details.fieldErrors.title).toEqual(['At most 120 characters.']);
    const unknown = await api('/api/collaboration-requests', { token: en.token, body: { title: 'x', description: 'y', constructor: 1, __proto__: 2 } as object });
    expect(unknown.status).toBe(400);
  });

  it('is closed and reopened by its author only; a closed request leaves the board and takes no reply', async () => {
    const author = await newUser();
    const other = await newUser();
    const late = await newUser();
    const id = await publishRequest(author.token);
    await reply(other.token, id);
    expect(errorCode(await api(`/api/collaboration-requests/${id}`, { method: 'PATCH', token: other.token, body: { status: 'fermee' } }))).toBe('forbidden');
    const closed = await api(`/api/collaboration-requests/${id}`, { method: 'PATCH', token: author.token, body: { status: 'fermee' } });
    expect(closed.body).toMatchObject({ status: 'fermee' });
    expect(closed.body.closed_at).not.toBeNull();
    expect((await api('/api/collaboration-requests', { token: late.token })).body.some((r: { id: string }) => r.id === id)).toBe(false);
    expect((await api('/api/collaboration-requests?mine=1', { token: author.token })).body.some((r: { id: string }) => r.id === id)).toBe(true);
    // Still readable by id (a page opened before it closed), but it takes no reply.
    expect((await api(`/api/collaboration-requests/${id}`, { token: late.token })).body).toMatchObject({ id, status: 'fermee', mine: false });
    const refused = await api('/api/collaboration-replies', { token: late.token, body: { request_id: id, message: 'Trop tard ?' } });
    expect([refused.status, errorCode(refused)]).toEqual([409, 'request_closed']);
    expect((await api(`/api/collaboration-requests/${id}`, { method: 'PATCH', token: author.token, body: { status: 'ouverte' } })).body).toMatchObject({ status: 'ouverte', closed_at: null });
    expect((await api('/api/collaboration-replies', { token: late.token, body: { request_id: id, message: 'Me voici' } })).status).toBe(201);
    expect((await api(`/api/collaboration-requests/${id}`, { method: 'PATCH', token: author.token, body: { status: 'autre' } })).status).toBe(400);
    for (const unknown of [UNKNOWN, 'x']) {
      expect(errorCode(await api(`/api/collaboration-requests/${unknown}`, { token: late.token }))).toBe('request_not_found');
      expect(errorCode(await api(`/api/collaboration-requests/${unknown}`, { method: 'PATCH', token: late.token, body: { status: 'fermee' } }))).toBe('request_not_found');
    }
  });
});

describe('collaboration replies', () => {
  it('refuses a reply to one’s own request, a second reply, an empty message and unknown ids', async () => {
    const author = await newUser();
    const replier = await newUser();
    const third = await newUser();
    const id = await publishRequest(author.token);
    const own = await api('/api/collaboration-replies', { token: author.token, body: { request_id: id, message: 'moi' } });
    expect([own.status, errorCode(own)]).toEqual([403, 'cannot_reply_to_own_request']);
    await reply(replier.token, id);
    const again = await api('/api/collaboration-replies', { token: replier.token, body: { request_id: id, message: 'encore' } });
    expect([again.status, errorCode(again)]).toEqual([409, 'already_replied']);
    for (const requestId of [UNKNOWN, 'nope']) {
      expect(errorCode(await api('/api/collaboration-replies', { token: third.token, body: { request_id: requestId, message: 'x' } }))).toBe('request_not_found');
    }
    for (const body of [{ request_id: id, message: '' }, { request_id: id, message: 'x'.repeat(2001) }, { request_id: id }, { request_id: id, message: 'x', extra: 1 }]) {
      expect((await api('/api/collaboration-replies', { token: third.token, body })).status).toBe(400);
    }
  });

  it('keeps one reply when the same artisan sends two at once', async () => {
    const author = await newUser();
    const replier = await newUser();
    const id = await publishRequest(author.token);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => api('/api/collaboration-replies', { token: replier.token, body: { request_id: id, message: `essai ${i}` } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => errorCode(r) === 'already_replied')).toBe(true);
    expect((await api(`/api/collaboration-replies?request_id=${id}`, { token: author.token })).body).toHaveLength(1);
  });

  it('shows all replies to the author, one’s own to a replier, none to anyone else', async () => {
    const author = await newUser();
    const [a, b, c] = await Promise.all([newUser({ first_name: 'Léa' }), newUser({ first_name: 'Malo' }), newUser()]);
    const id = await publishRequest(author.token);
    const replyA = await reply(a.token, id, 'Tissage');
    await reply(b.token, id, 'Cuir');
    const all = await api(`/api/collaboration-replies?request_id=${id}`, { token: author.token });
    expect(all.body.map((r: { message: string }) => r.message)).toEqual(['Cuir', 'Tissage']);
    expect(all.body[1]).toMatchObject({ id: replyA, author: { first_name: 'Léa' }, mine: false, match_id: null, request_title: 'Collection vaisselle grès et bois' });
    expect((await api(`/api/collaboration-replies?request_id=${id}`, { token: a.token })).body.map((r: { id: string }) => r.id)).toEqual([replyA]);
    expect((await api(`/api/collaboration-replies?request_id=${id}`, { token: c.token })).body).toEqual([]);
    expect((await api('/api/collaboration-replies', { token: a.token })).body.map((r: { id: string }) => r.id)).toEqual([replyA]);
    expect(errorCode(await api(`/api/collaboration-replies?request_id=${UNKNOWN}`, { token: c.token }))).toBe('request_not_found');
    expect(errorCode(await api('/api/collaboration-replies?request_id=x', { token: c.token }))).toBe('request_not_found');
  });
});

describe('collaboration matches', () => {
  it('lets only the request’s author accept a reply; again is idempotent (201 then 200)', async () => {
    const author = await newUser({ first_name: 'Camille' });
    const replier = await newUser({ first_name: 'Hugo' });
    const third = await newUser();
    const id = await publishRequest(author.token);
    const replyId = await reply(replier.token, id);
    for (const token of [replier.token, third.token]) {
      const res = await api('/api/collaboration-matches', { token, body: { reply_id: replyId } });
      expect([res.status, errorCode(res)]).toEqual([403, 'not_request_author']);
    }
    const created = await api('/api/collaboration-matches', { token: author.token, body: { reply_id: replyId } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ request_id: id, reply_id: replyId, role: 'demandeur', status: 'a_remplir', answered: 0, submitted: false, requester: { first_name: 'Camille' }, partner: { first_name: 'Hugo' } });
    const again = await api('/api/collaboration-matches', { token: author.token, body: { reply_id: replyId } });
    expect([again.status, again.body.id]).toEqual([200, created.body.id]);
    expect((await api(`/api/collaboration-replies?request_id=${id}`, { token: replier.token })).body[0].match_id).toBe(created.body.id);
    for (const replyIdValue of [UNKNOWN, 'x']) expect(errorCode(await api('/api/collaboration-matches', { token: author.token, body: { reply_id: replyIdValue } }))).toBe('reply_not_found');
    expect((await api('/api/collaboration-matches', { token: author.token, body: {} })).status).toBe(400);
  });

  it('creates exactly one match when the author accepts the same reply many times at once', async () => {
    const author = await newUser();
    const replier = await newUser();
    const replyId = await reply(replier.token, await publishRequest(author.token));
    const results = await Promise.all(Array.from({ length: 8 }, () => api('/api/collaboration-matches', { token: author.token, body: { reply_id: replyId } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect((await api('/api/collaboration-matches?mine=1', { token: author.token })).body).toHaveLength(1);
  });

  it('lists a match for both parties and nobody else; one match is readable by its parties only', async () => {
    const { requester, partner, matchId } = await setupMatch();
    const third = await newUser();
    const mine = await api('/api/collaboration-matches?mine=1', { token: requester.token });
    expect(mine.body.map((m: { id: string }) => m.id)).toEqual([matchId]);
    expect((await api('/api/collaboration-matches?mine=1', { token: partner.token })).body[0]).toMatchObject({ id: matchId, role: 'partenaire' });
    expect((await api('/api/collaboration-matches?mine=1', { token: third.token })).body).toEqual([]);
    expect((await api('/api/collaboration-matches', { token: third.token })).body).toEqual([]);
    expect((await api('/api/collaboration-matches?mine=0', { token: third.token })).status).toBe(400);
    expect((await api(`/api/collaboration-matches/${matchId}`, { token: partner.token })).body.id).toBe(matchId);
    for (const id of [matchId, UNKNOWN, 'x']) expect(errorCode(await api(`/api/collaboration-matches/${id}`, { token: third.token }))).toBe('match_not_found');
  });

  it('lets the author accept several replies to one request, even once it is closed', async () => {
    const author = await newUser();
    const [a, b] = await Promise.all([newUser(), newUser()]);
    const id = await publishRequest(author.token);
    const [ra, rb] = [await reply(a.token, id), await reply(b.token, id)];
    await api(`/api/collaboration-requests/${id}`, { method: 'PATCH', token: author.token, body: { status: 'fermee' } });
    for (const replyId of [ra, rb]) expect((await api('/api/collaboration-matches', { token: author.token, body: { reply_id: replyId } })).status).toBe(201);
    expect((await api('/api/collaboration-matches?mine=1', { token: author.token })).body).toHaveLength(2);
  });

  it('refuses non-members and the signed-out', async () => {
    const prospect = await newUser({ role: null });
    for (const [path, body] of [['/api/collaboration-requests', undefined], ['/api/collaboration-matches?mine=1', undefined], ['/api/collaboration-replies', { request_id: UNKNOWN, message: 'x' }]] as const) {
      expect(errorCode(await api(path, { token: prospect.token, body }))).toBe('forbidden');
      expect(errorCode(await api(path, { body }))).toBe('unauthenticated');
    }
  });
});
