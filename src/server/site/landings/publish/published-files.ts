/**
 * What `landings:publish` writes: every active theme's baked pages, laid out so that a
 * static server or an object store maps URLs to files with no per-page rule, and every asset
 * those pages name (fonts, images, the favicon).
 *
 *   index.html, en/index.html                    the main theme (`/`, `/en/`)
 *   landing/index.html, en/landing/index.html    the same (`/landing`, `/en/landing`, as the app)
 *   landing/<slug>/index.html                    `/landing/<slug>`
 *   en/landing/<slug>/index.html                 `/en/landing/<slug>`
 *   landing-assets/<content-hashed name>         fonts and images
 *   favicon.svg
 *
 * Each text file also gets `.br` and `.gz` siblings (what nginx's brotli_static/gzip_static and
 * most CDNs pick). The published HTML carries its page CSP in a `<meta http-equiv>`: a static
 * server cannot send a header that differs per page (the style hash differs per theme), and the
 * meta tag is enforced by browsers for every directive but `frame-ancestors`, which the server's
 * fixed headers send (docs/edge.md).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { landingThemes } from '#db/schema/landings.ts';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { cspFor } from '../page-cache.ts';
import { PAGE_CACHE_CONTROL } from '../serve-landing.ts';
import { ASSET_CACHE_CONTROL, landingAsset } from '../landing-assets.ts';
import { ASSET_URL_PREFIX } from '../shared-parts.ts';

export interface PublishedFile {
  /** Relative key (a path under the directory, or under the bucket's prefix). */
  key: string;
  body: Buffer;
  contentType: string;
  cacheControl: string;
  /** Set on the precompressed siblings (`.br`, `.gz`): their Content-Encoding. */
  contentEncoding?: 'br' | 'gzip';
}

/** The favicon the pages link to (`/favicon.svg`): cached a day, it is not content-hashed. */
const FAVICON_CACHE_CONTROL = 'public, max-age=86400';
const HTML = 'text/html; charset=utf-8';

/** The page's CSP as a meta tag, right after `<meta charset>` so it covers the inline stylesheet. */
export function withCspMeta(html: string): string {
  // frame-ancestors is ignored (and warned about) in a meta tag: the server's headers send it.
  const csp = cspFor(html)
    .split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp.replace(/"/g, '&quot;')}">`;
  const charset = /<meta charset="utf-8">\n?/i.exec(html);
  if (!charset) throw new Error('a baked page without <meta charset="utf-8">: the template changed');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${meta}\n${html.slice(at)}`;
}

/** The `.br` and `.gz` siblings of a text file, kept only when smaller (quality 11: publishing is not on a request's path). */
function compressedSiblings(file: PublishedFile): PublishedFile[] {
  const br = brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length } });
  const gz = gzipSync(file.body, { level: 9 });
  const out: PublishedFile[] = [];
  if (br.length < file.body.length) out.push({ ...file, key: `${file.key}.br`, body: br, contentEncoding: 'br' });
  if (gz.length < file.body.length) out.push({ ...file, key: `${file.key}.gz`, body: gz, contentEncoding: 'gzip' });
  return out;
}

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Every file to publish, read in one consistent view of the themes (the caller's transaction). */
export async function publishedFiles(db: DbOrTx, options: { faviconPath?: string } = {}): Promise<PublishedFile[]> {
  const rows = await db
    .select({ slug: landingThemes.slug, main: landingThemes.estAccueil, fr: landingThemes.htmlBaked, en: landingThemes.htmlBakedEn })
    .from(landingThemes)
    .where(and(eq(landingThemes.actif, true), isNotNull(landingThemes.htmlBaked), isNotNull(landingThemes.htmlBakedEn)))
    .orderBy(asc(landingThemes.slug));

  const pages: PublishedFile[] = [];
  const page = (key: string, html: string): PublishedFile => ({ key, body: Buffer.from(withCspMeta(html), 'utf8'), contentType: HTML, cacheControl: PAGE_CACHE_CONTROL });
  for (const row of rows) {
    pages.push(page(`landing/${row.slug}/index.html`, row.fr!), page(`en/landing/${row.slug}/index.html`, row.en!));
    if (row.main) pages.push(page('index.html', row.fr!), page('en/index.html', row.en!), page('landing/index.html', row.fr!), page('en/landing/index.html', row.en!));
  }

  // The assets are exactly those the pages name: fonts (preloads and @font-face) and images.
  const names = new Set<string>();
  const assetPattern = new RegExp(`${ASSET_URL_PREFIX.replace(/[/.]/g, '\\$&')}([A-Za-z0-9._/-]+)`, 'g');
  for (const file of pages) for (const match of file.body.toString('utf8').matchAll(assetPattern)) names.add(match[1]!);
  const assets: PublishedFile[] = [];
  for (const name of [...names].sort()) {
    const asset = await landingAsset(name);
    // A page naming a missing asset would publish a broken page: stop before anything is written.
    if (!asset) throw new Error(`a published page names ${ASSET_URL_PREFIX}${name}, which is not in the file storage`);
    assets.push({ key: `${ASSET_URL_PREFIX.slice(1)}${name}`, body: await bytesOf(asset.body), contentType: asset.contentType, cacheControl: ASSET_CACHE_CONTROL });
  }

  const faviconPath = options.faviconPath ?? join(process.cwd(), 'public/favicon.svg');
  const favicon = await readFile(faviconPath).catch(() => null);
  const extra: PublishedFile[] = favicon ? [{ key: 'favicon.svg', body: favicon, contentType: 'image/svg+xml', cacheControl: FAVICON_CACHE_CONTROL }] : [];

  const text = [...pages, ...extra];
  return [...assets, ...text.flatMap((f) => [...compressedSiblings(f), f])];
}
