/**
 * Hostile bodies and queries over EVERY route (decision 006): the route files under
 * src/pages/api and src/pages/auth are discovered from the disk, so routes added later are fuzzed
 * without anyone touching this file. Whatever is sent, the answer is never a 5xx and never shows a
 * stack trace, and the server is still healthy afterwards.
 *
 * For each route and method: bodies that are not objects, keys named like Object.prototype
 * members, lone surrogates, NUL, extreme numbers, huge strings and arrays, deep nesting; then, per
 * field the route takes (learnt from its own 400 answers), a plausible body with that one field
 * replaced by each hostile value, so the value gets past the schema's other checks; then hostile
 * query parameters. Requests run as an admin (deepest reach: member, admin and self routes), with
 * a fresh account per route (a route may sign it out or change its password) and a random
 * X-Forwarded-For (so sign-in rate limits do not stop the fuzzing early).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { STACK_TRACE, api, newUser, type ApiResponse, type TestUser } from '../support/api.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface DiscoveredRoute {
  file: string;
  /** `/api/users/[id]/profile` */
  route: string;
  methods: Method[];
}

const ROOT = join(process.cwd(), 'src/pages');
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every endpoint file and the methods it exports, however it declares them. */
function discoverRoutes(): DiscoveredRoute[] {
  const routes: DiscoveredRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|js|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) && !entry.name.startsWith('[...')) {
        const source = readFileSync(file, 'utf8');
        const methods = new Set<Method>();
        for (const m of source.matchAll(/export\s+const\s*\{([^}]*)\}\s*=/g)) for (const name of m[1]!.split(',')) methods.add(name.trim() as Method);
        for (const m of source.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(m[1] as Method);
        const route = '/' + relative(ROOT, file).replace(/\.(ts|js|mjs)$/, '').replace(/\/index$/, '');
        routes.push({ file, route, methods: METHODS.filter((m) => methods.has(m)) });
      }
    }
  };
  walk(join(ROOT, 'api'));
  walk(join(ROOT, 'auth'));
  return routes.filter((r) => r.methods.length > 0);
}

const ROUTES = discoverRoutes();

const RESERVED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

/** Values that have broken (or could break) something past a schema. */
const HOSTILE_VALUES: unknown[] = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0.1,
  '\ud800',
  'a\udc00b',
  'a\u0000b',
  '',
  ' ',
  'x'.repeat(100_000),
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '2026-02-30',
  '__proto__',
  'constructor',
  null,
  true,
  [],
  Array.from({ length: 5000 }, (_, i) => i),
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  { toString: 'x', valueOf: 1 },
];

/** Whole bodies that are wrong in shape, as raw JSON text (some cannot be written as objects). */
const HOSTILE_RAW_BODIES: string[] = [
  '',
  'null',
  '[]',
  '"string"',
  '1e309',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '{"toString": 1, "valueOf": 2, "hasOwnProperty": 3}',
  '{"\\ud800": 1}',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  '{"a": 1e309}',
  '['.repeat(5000) + ']'.repeat(5000),
  JSON.stringify({ a: 'x'.repeat(200_000) }),
  '{"a": 1, "a": 2}',
  '{',
];

/** Plausible values by field name, so a body gets past the other checks of its schema. */
function plausible(field: string, ids: Record<string, string>): unknown {
  const f = field.toLowerCase();
  if (f === 'card_id' || f === 'card' || f === 'slug') return 'recit-atelier';
  if (f.includes('email')) return `fuzz-${Math.random().toString(36).slice(2)}@example.test`;
  if (f.includes('password')) return 'fuzz-password-123';
  if (f === 'lang') return 'fr';
  if (f === 'website' || f.endsWith('url')) return 'https://example.test/';
  if (f === 'gallery' || f.endsWith('_links')) return ['https://example.test/a.jpg'];
  if (f === 'status') return 'en_cours';
  if (f === 'date') return new Date().toISOString().slice(0, 10);
  if (f === 'value' || f.endsWith('_count') || f === 'amount' || f === 'percentage') return 3;
  if (f === 'metric') return 'messages_histoire';
  if (f.endsWith('_id') || f === 'id') return ids.user;
  if (f.startsWith('is_') || f.startsWith('has_') || f === 'everywhere') return false;
  if (f === 'data' || f === 'checklist' || f === 'answers' || f === 'guide' || f === 'config') return {};
  if (f.endsWith('s') && f !== 'status') return [];
  return 'fuzz';
}

/** The path with its params filled: ids of things that exist, by the param's name. */
function pathOf(route: string, ids: Record<string, string>): string {
  return route.replace(/\[(\.\.\.)?(\w+)\]/g, (_m, _rest, name: string) => {
    const n = name.toLowerCase();
    if (route.startsWith('/api/users') || n.includes('user')) return ids.user!;
    if (n.includes('card') || route.startsWith('/api/cards') || route.startsWith('/api/impact')) return ids.card!;
    if (n.includes('parcours') || route.startsWith('/api/parcours')) return ids.parcours!;
    return ids.user!;
  });
}

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const STACK = STACK_TRACE;

let ids: Record<string, string>;

beforeAll(async () => {
  const probe = await newUser({ role: 'admin' });
  ids = {
    user: probe.user.id,
    card: (await api('/api/cards', { token: probe.token })).body[0].id,
    parcours: (await api('/api/parcours', { token: probe.token })).body[0].id,
  };
});

async function send(method: Method, path: string, who: TestUser, rawBody?: string): Promise<ApiResponse> {
  return api(path, {
    method,
    token: who.token,
    rawBody,
    headers: { 'x-forwarded-for': randomIp(), ...(rawBody !== undefined ? { 'content-type': 'application/json' } : {}) },
  });
}

/** Runs `count` jobs with at most `width` in flight; returns the failures. */
async function pool<T>(jobs: (() => Promise<T>)[], width = 6): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) out.push(await jobs[next++]!());
    }),
  );
  return out;
}

function verdict(label: string, res: ApiResponse): string | null {
  if (res.status >= 500) return `${label} → ${res.status} ${res.text.slice(0, 200)}`;
  if (STACK.test(res.text)) return `${label} → stack trace in the answer`;
  return null;
}

describe('route discovery', () => {
  it('finds the endpoint files, with their methods', () => {
    const names = ROUTES.map((r) => `${r.methods.join(',')} ${r.route}`);
    expect(names).toContain('GET,POST,PUT /api/my-actions');
    expect(names).toContain('POST /auth/login');
    expect(ROUTES.length).toBeGreaterThanOrEqual(25);
  });
});

describe.each(ROUTES.map((r) => [r.route, r] as const))('fuzz %s', (_route, r) => {
  // Hundreds of requests per route on a machine that may be shared: a generous timeout.
  it.each(r.methods.filter((m) => m !== 'GET').map((m) => [m] as const))('%s: hostile bodies never give a 5xx', { timeout: 180_000 }, async (method) => {
    const who = await newUser({ role: 'admin' });
    const path = pathOf(r.route, ids);
    const failures: (string | null)[] = [];

    // 1. Bodies wrong in shape.
    failures.push(...(await pool(HOSTILE_RAW_BODIES.map((raw) => async () => verdict(`${method} ${path} ${raw.slice(0, 60)}`, await send(method, path, who, raw))))));

    // 2. Learn the fields the route takes from its own 400s: the required ones from `{}`, and
    //    which of a set of common names its strict schema calls unrecognised.
    const common = ['card_id', 'data', 'checklist', 'status', 'value', 'metric', 'date', 'note', 'readings', 'email', 'password', 'current_password', 'new_password', 'lang', 'role', 'first_name', 'last_name', 'bio', 'gallery', 'website', 'everywhere', 'title', 'slug', 'guide', 'token', 'name', 'message', 'answers', 'amount'];
    const empty = await send(method, path, who, '{}');
    const required = Object.keys(empty.body?.error?.details?.fieldErrors ?? {}).map((k) => k.split('.')[0]!);
    const probe = await send(method, path, who, JSON.stringify(Object.fromEntries(common.map((k) => [k, plausible(k, ids)]))));
    // Unknown fields are reported under their own name ("Ce champ n’existe pas.").
    const fieldErrors: Record<string, string[]> = probe.body?.error?.details?.fieldErrors ?? {};
    const rejected = new Set(Object.keys(fieldErrors).filter((k) => fieldErrors[k]!.some((m) => /n’existe pas|does not exist/.test(m))));
    // Grow a body the route accepts (2xx), one plausible field at a time, so each hostile value
    // below travels as far into the route as it can; without any 2xx, keep every candidate field.
    const candidates = common.filter((k) => !rejected.has(k) && !required.includes(k));
    let base: Record<string, unknown> = Object.fromEntries(required.map((k) => [k, plausible(k, ids)]));
    let accepted = (await send(method, path, who, JSON.stringify(base))).status < 400;
    for (const key of candidates) {
      const tried = { ...base, [key]: plausible(key, ids) };
      if ((await send(method, path, who, JSON.stringify(tried))).status < 400) {
        base = tried;
        accepted = true;
      }
    }
    if (!accepted) base = Object.fromEntries([...required, ...candidates].map((k) => [k, plausible(k, ids)]));
    // A route that takes anything (it ignores its body, or strips unknown keys) accepts every
    // candidate: its answers cannot tell which fields matter, so a few stand for all of them.
    const lenient = (await send(method, path, who, JSON.stringify({ zz_fuzz_unknown_field: 1 }))).status < 400;
    if (lenient) base = Object.fromEntries(Object.entries(base).slice(0, Math.max(required.length, 6)));

    // 3. One field at a time replaced by each hostile value (and the whole base as a sanity check).
    const jobs: (() => Promise<string | null>)[] = [async () => verdict(`${method} ${path} base`, await send(method, path, who, JSON.stringify(base)))];
    for (const field of Object.keys(base)) {
      for (const value of HOSTILE_VALUES) {
        const body = JSON.stringify({ ...base, [field]: value });
        jobs.push(async () => verdict(`${method} ${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`, await send(method, path, who, body)));
      }
      for (const key of RESERVED) {
        const body = `{${JSON.stringify(base).slice(1, -1)}${Object.keys(base).length ? ',' : ''}"${field}": {"${key}": 1}}`;
        jobs.push(async () => verdict(`${method} ${path} ${field}.${key}`, await send(method, path, who, body)));
      }
    }
    // FUZZ_DEBUG=1 prints the body each route accepted, to see how deep the fuzzing reaches.
    if (process.env.FUZZ_DEBUG) {
      const res = await send(method, path, who, JSON.stringify(base));
      console.log(`FUZZDBG ${method} ${path} base=${JSON.stringify(base).slice(0, 150)} → ${res.status} ${res.text.slice(0, 150)}`);
    }
    failures.push(...(await pool(jobs)));
    expect(failures.filter(Boolean)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(r.methods.map((m) => [m] as const))('%s: hostile query parameters and path ids never give a 5xx', { timeout: 120_000 }, async (method) => {
    const who = await newUser({ role: 'admin' });
    const path = pathOf(r.route, ids);
    const names = ['domain', 'status', 'metric', 'test', 'real', 'token', 'next', 'error', 'code', 'state', 'page', 'limit', 'from', 'to', 'lang', 'id', ...RESERVED];
    const values = ['%00', '%ED%A0%80', '%ff', '1e308', '-1', '__proto__', 'constructor', 'x'.repeat(5000), '%2F%2Fevil.example', "'%20OR%201=1--"];
    const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
    const jobs: (() => Promise<string | null>)[] = [];
    for (const name of names) for (const value of values) jobs.push(async () => verdict(`${method} ${path}?${name}=${value.slice(0, 30)}`, await send(method, `${path}?${name}=${value}`, who, body)));
    if (r.route.includes('[')) {
      for (const id of ['%00', 'a%2500', '%ED%A0%80', '__proto__', 'constructor', 'x'.repeat(3000), '-1', '1e308', ids.user!.toUpperCase()]) {
        const odd = r.route.replace(/\[(\.\.\.)?\w+\]/g, id);
        jobs.push(async () => verdict(`${method} ${odd.slice(0, 80)}`, await send(method, odd, who, body)));
      }
    }
    const failures = await pool(jobs);
    expect(failures.filter(Boolean)).toEqual([]);
  });
});

describe('HEAD', () => {
  it.each(ROUTES.filter((r) => r.methods.includes('GET')).map((r) => [r.route, r] as const))('HEAD %s answers like GET, without a body (was 405)', async (_route, r) => {
    const who = await newUser({ role: 'admin' });
    const path = pathOf(r.route, ids);
    const get = await send('GET', path, who);
    const head = await api(path, { method: 'HEAD', token: who.token });
    expect(head.status).toBe(get.status);
    expect(head.text).toBe('');
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
  });
});

describe('after the fuzzing', () => {
  it('the server is healthy', async () => {
    expect((await api('/api/health')).status).toBe(200);
  });
});
