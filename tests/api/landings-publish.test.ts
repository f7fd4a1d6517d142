/**
 * Publishing the landings as static files (docs/edge.md), with real servers: the app
 * publishes to a directory after each editor change (LANDINGS_PUBLISH_TO), nginx serves that
 * directory with the documented configuration (deploy/nginx-landings.conf), and the command
 * publishes to an S3-compatible store (s3rver), writing nothing when nothing changed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLandingServer, SHARED_SECRET, PUBLIC_URL, type LandingServer } from '../support/landing-server.ts';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';
import { freePort } from '../support/start-server.ts';
import type { TestUser } from '../support/api.ts';

const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
// CI installs nginx (.ci/run); elsewhere a machine without it skips only the nginx part.
const haveNginx = existsSync(NGINX) || Boolean(process.env.CI);
const haveBrotli = existsSync(BROTLI_MODULE) || Boolean(process.env.CI);

let lp: LandingServer;
let admin: TestUser;
const published = mkdtempSync(join(tmpdir(), 'atelier-published-'));

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, so Accept-Encoding is exactly what the test says (fetch adds and decodes its own). */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `npm run landings:publish -- --to …` on the landing server's database and files. */
async function publishCommand(to: string, extraEnv: Record<string, string> = {}): Promise<{ status: number; output: string }> {
  // The embedded database (no DATABASE_URL) is held by the running server: stop it meanwhile.
  if (!lp.databaseUrl) await lp.server.stop();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: lp.dataDir,
    LANDING_THEMES_DIR: lp.themesDir,
    PUBLIC_URL,
    JWT_SECRET: SHARED_SECRET,
    LOG_LEVEL: 'warn',
    ...(lp.databaseUrl ? { DATABASE_URL: lp.databaseUrl } : {}),
    ...extraEnv,
  };
  delete env.LANDINGS_PUBLISH_TO;
  // Asynchronously: s3rver runs in this process and must keep answering.
  const child = spawn(process.execPath, ['scripts/landings-publish.ts', '--to', to], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const status = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
  if (!lp.databaseUrl) await lp.restart({ LANDINGS_PUBLISH_TO: published });
  return { status, output };
}

beforeAll(async () => {
  lp = await startLandingServer({ env: { LANDINGS_PUBLISH_TO: published } });
  admin = await lp.newUser({ role: 'admin' });
  // The start publishes once (the background job catches up with the start's sync).
  await until(() => existsSync(join(published, '.landings-manifest.json')), 'the first publish');
}, 180_000);

afterAll(async () => {
  await lp?.stop();
  rmSync(published, { recursive: true, force: true });
});

describe('the published directory', () => {
  it('holds every active page at a path a static server maps, with compressed siblings and the assets they name', () => {
    for (const path of ['index.html', 'en/index.html', 'landing/ceramistes/index.html', 'en/landing/ceramistes/index.html', 'landing/maroquiniers/index.html', 'en/landing/salon-createurs/index.html']) {
      const html = readFileSync(join(published, path));
      expect(brotliDecompressSync(readFileSync(join(published, `${path}.br`))).equals(html), path).toBe(true);
      expect(gunzipSync(readFileSync(join(published, `${path}.gz`))).equals(html), path).toBe(true);
      expect(html.toString()).toContain('<meta http-equiv="Content-Security-Policy" content="default-src \'self\';');
      // The legal notice, privacy page and CGV from every page (decision 022), in the page's language.
      const legal = path.startsWith('en/') ? ['/en/legal-notice', '/en/privacy', '/en/terms-of-sale'] : ['/mentions-legales', '/confidentialite', '/cgv'];
      for (const href of legal) expect(html.toString(), `${path} → ${href}`).toContain(`href="${href}"`);
      for (const [, asset] of html.toString().matchAll(/\/landing-assets\/([A-Za-z0-9._-]+)/g)) expect(existsSync(join(published, 'landing-assets', asset!)), asset).toBe(true);
    }
    const manifest = JSON.parse(readFileSync(join(published, '.landings-manifest.json'), 'utf8'));
    expect(Object.keys(manifest.files)).toContain('landing/ceramistes/index.html.br');
  });

  it('the page is the app’s page, with its CSP as a meta tag', async () => {
    const app = (await lp.api('/landing/bijoutiers')).text;
    const file = readFileSync(join(published, 'landing/bijoutiers/index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">\n/.exec(file)!;
    expect(file.replace(meta[0], '')).toBe(app);
    const header = (await lp.api('/landing/bijoutiers')).headers.get('content-security-policy')!;
    expect(meta[1]!.replaceAll('&quot;', '"')).toBe(header.replace("; frame-ancestors 'none'", ''));
  });

  it('follows the editor: a deactivated theme is removed, reactivated it is back', async () => {
    expect((await lp.api('/api/admin-landing-themes/maroquiniers', { method: 'PUT', body: { actif: false }, token: admin.token })).status).toBe(200);
    // The run removes the French folder, then the English one: wait for both, not the first.
    await until(
      () => !existsSync(join(published, 'landing/maroquiniers')) && !existsSync(join(published, 'en/landing/maroquiniers')),
      'maroquiniers removed in both languages',
    );
    expect(existsSync(join(published, 'landing/ceramistes/index.html'))).toBe(true);
    expect((await lp.api('/api/admin-landing-themes/maroquiniers', { method: 'PUT', body: { actif: true }, token: admin.token })).status).toBe(200);
    await until(() => existsSync(join(published, 'landing/maroquiniers/index.html.br')), 'maroquiniers back');
  }, 60_000);

  it('a second run of the command writes nothing', async () => {
    const run = await publishCommand(published);
    expect(run.output).toMatch(/\d+ files, 0 written, 0 removed, \d+ unchanged/);
    expect(run.status).toBe(0);
  }, 60_000);
});

describe.skipIf(!haveNginx)('nginx serving the published directory with deploy/nginx-landings.conf', () => {
  let nginx: ChildProcess;
  let base: string;
  let log = '';
  const prefix = mkdtempSync(join(tmpdir(), 'atelier-nginx-'));

  beforeAll(async () => {
    const port = await freePort();
    const appPort = new URL(lp.baseUrl).port;
    let site = readFileSync('deploy/nginx-landings.conf', 'utf8');
    // Plain HTTP on a free port, one app instance: TLS, the port-80 redirect and the two instances
    // are exercised by tests/production/production-install.sh.
    const adaptations = [
      ['listen 443 ssl http2;', `listen 127.0.0.1:${port};`],
      ['listen 80;', `listen 127.0.0.1:${await freePort()};`],
      ['root /srv/atelier-landings;', `root ${published};`],
      ['server 127.0.0.1:4321 max_fails=0;', `server 127.0.0.1:${appPort} max_fails=0;`],
      ['server 127.0.0.1:4322 max_fails=0;', ''],
    ] as const;
    for (const [from, to] of adaptations) {
      expect(site).toContain(from); // the documented file still has the lines the test adapts
      site = site.replace(from, to);
    }
    site = site.replace(/^\s*ssl_.*$/gm, '');
    if (!haveBrotli) site = site.replace('brotli_static on;', '');
    writeFileSync(join(prefix, 'site.conf'), site);
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
    writeFileSync(
      join(prefix, 'nginx.conf'),
      [
        haveBrotli ? `load_module ${BROTLI_MODULE};` : '',
        // One process as the test's user: it can read the test's temporary directories.
        'daemon off;', 'master_process off;', `pid ${prefix}/nginx.pid;`, `error_log ${prefix}/error.log warn;`,
        'events {}',
        `http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;`,
        ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((d) => `${d === 'body' ? 'client_body' : d}_temp_path ${prefix}/${d};`),
        `include ${prefix}/site.conf; }`,
      ].join('\n'),
    );
    nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stdout!.on('data', (d) => (log += d));
    nginx.stderr!.on('data', (d) => (log += d));
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${log}${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
      if (await get(`${base}/favicon.svg`).then(() => true, () => false)) break;
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 30_000);

  afterAll(() => {
    nginx?.kill('SIGTERM');
    rmSync(prefix, { recursive: true, force: true });
  });

  const pages = [
    ['/', 'index.html'],
    ['/en/', 'en/index.html'],
    ['/en', 'en/index.html'],
    ['/landing/ceramistes', 'landing/ceramistes/index.html'],
    ['/landing/ceramistes/', 'landing/ceramistes/index.html'],
    ['/en/landing/bijoutiers', 'en/landing/bijoutiers/index.html'],
    ['/landing/salon-createurs?utm_source=x', 'landing/salon-createurs/index.html'],
  ] as const;

  it.each(pages)('%s: the page in brotli, gzip and identity, with its headers', async (path, file) => {
    const bytes = readFileSync(join(published, file));
    const encodings = [['br', (b: Buffer) => brotliDecompressSync(b)], ['gzip', (b: Buffer) => gunzipSync(b)], ['identity', (b: Buffer) => b]] as const;
    for (const [encoding, decode] of encodings) {
      if (encoding === 'br' && !haveBrotli) continue;
      const res = await get(`${base}${path}`, encoding === 'identity' ? {} : { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' });
      expect(res.status, `${path} ${encoding}`).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(decode(res.body).equals(bytes), `${path} ${encoding} body`).toBe(true);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const again = await get(`${base}${path}`, { 'accept-encoding': 'gzip', 'if-none-match': String(res.headers.etag) });
      if (encoding === 'gzip') expect(again.status).toBe(304);
    }
  });

  it('assets: the right type, a year, immutable', async () => {
    const html = readFileSync(join(published, 'landing/ceramistes/index.html'), 'utf8');
    const font = /\/landing-assets\/[^"]+\.woff2/.exec(html)![0];
    const image = /\/landing-assets\/[^" ]+\.webp/.exec(html)![0];
    for (const [path, type] of [[font, 'font/woff2'], [image, 'image/webp']] as const) {
      const res = await get(`${base}${path}`, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-encoding']).toBeUndefined(); // already compressed formats
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(readFileSync(join(published, path.slice(1)))), path).toBe(true); // (toEqual on large buffers diffs for minutes)
    }
  });

  it('what is not published goes to the app: the .html alias and an unknown slug get its 404 page; the manifest is hidden', async () => {
    for (const path of ['/landing/ceramistes.html', '/landing/nope', '/en/landing/nope/']) {
      const res = await get(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.toString()).toContain('<html'); // the app's 404 page, through the proxy
    }
    expect((await get(`${base}/.landings-manifest.json`)).status).toBe(404);
    const api = await get(`${base}/api/health`);
    expect(api.status).toBe(200);
  });
});

describe('publishing to an S3-compatible store', () => {
  let s3: LocalS3;
  let client: S3Client;
  beforeAll(async () => {
    s3 = await startLocalS3('atelier-landings');
    client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.close();
  });

  // The store's address and keys as the uploads use them; the uploads themselves stay on disk here.
  const { STORAGE_URL: _uploads, ...storeSettings } = { STORAGE_URL: '', S3_ENDPOINT: '', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' };
  const publish = () => publishCommand('s3://atelier-landings/site', { ...storeSettings, S3_ENDPOINT: s3.endpoint });
  const keys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: 'atelier-landings', Prefix: 'site/' }))).Contents ?? []).map((o) => o.Key!).sort();
  const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: 'atelier-landings', Key: `site/${key}` }));

  it('writes every file with its metadata; a second run uploads nothing; a deactivated theme is removed', async () => {
    const first = await publish();
    expect(first.status, first.output).toBe(0);
    const written = Number(/(\d+) written/.exec(first.output)![1]);
    expect(written).toBeGreaterThan(40);
    const stored = await keys();
    expect(stored).toContain('site/landing/ceramistes/index.html');
    expect(stored).toContain('site/.landings-manifest.json');
    expect(stored.length).toBe(written + 1);

    const page = await head('en/landing/bijoutiers/index.html');
    expect(page.ContentType).toBe('text/html; charset=utf-8');
    expect(page.CacheControl).toBe('public, no-cache');
    const br = await head('en/landing/bijoutiers/index.html.br');
    expect(br.ContentType).toBe('text/html; charset=utf-8');
    expect(br.ContentEncoding).toBe('br');
    expect((await head('index.html.gz')).ContentEncoding).toBe('gzip');
    const font = stored.find((k) => k.endsWith('.woff2'))!;
    expect((await head(font.slice(5))).CacheControl).toBe('public, max-age=31536000, immutable');

    const second = await publish();
    expect(second.output).toMatch(/ 0 written, 0 removed, \d+ unchanged/);

    expect((await lp.api('/api/admin-landing-themes/salon-createurs', { method: 'PUT', body: { actif: false }, token: admin.token })).status).toBe(200);
    const third = await publish();
    expect(third.output).toContain('removed landing/salon-createurs/index.html.br');
    const after = await keys();
    expect(after.filter((k) => k.includes('salon-createurs'))).toEqual([]);
    expect(after).toContain('site/landing/ceramistes/index.html');
    expect((await publish()).output).toMatch(/ 0 written, 0 removed/);
    await lp.api('/api/admin-landing-themes/salon-createurs', { method: 'PUT', body: { actif: true }, token: admin.token });
  }, 120_000);
});
