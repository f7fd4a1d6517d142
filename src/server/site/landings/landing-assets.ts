/**
 * `/landing-assets/<name>`: the fonts of the shared template (memory) and the landing images
 * (fileStorage, `landings/<name>`). Every name carries a hash of its content, so the answer never
 * changes: cached for a year, `immutable` (pages themselves are always revalidated).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { fileStorage } from '#server/platform/storage/storage.ts';
import { baseSecurityHeaders } from '#server/platform/http/security-headers.ts';
import { ASSET_URL_PREFIX, sharedParts } from './shared-parts.ts';
import { IMAGE_NAME, STORAGE_PREFIX } from './landing-images.ts';
import { logger } from '#server/platform/log.ts';

export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface AssetBody {
  contentType: string;
  size: number;
  body: Buffer | Readable;
}

export async function landingAsset(name: string): Promise<AssetBody | null> {
  const font = sharedAsset(name);
  if (font) return { contentType: font.contentType, size: font.bytes.length, body: font.bytes };
  if (!IMAGE_NAME.test(name)) return null;
  const stored = await fileStorage().get(STORAGE_PREFIX + name);
  return stored ? { contentType: 'image/webp', size: stored.size, body: stored.body } : null;
}

function sharedAsset(name: string) {
  try {
    return sharedParts().assets.get(name) ?? null;
  } catch {
    return null; // shared parts unreadable: the sync reports it
  }
}

export function assetHeaders(asset: AssetBody, production: boolean): Record<string, string> {
  return {
    ...baseSecurityHeaders(production),
    'content-type': asset.contentType,
    'content-length': String(asset.size),
    'cache-control': ASSET_CACHE_CONTROL,
    'cross-origin-resource-policy': 'same-origin',
  };
}

/** node:http: answers every GET/HEAD under /landing-assets/ (a plain 404 for an unknown name). */
export function serveLandingAssetFast(req: IncomingMessage, res: ServerResponse, production: boolean): boolean {
  const url = req.url ?? '';
  if (!url.startsWith(ASSET_URL_PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const queryStart = url.indexOf('?');
  const name = url.slice(ASSET_URL_PREFIX.length, queryStart === -1 ? undefined : queryStart);
  void landingAsset(name)
    .then((asset) => {
      if (!asset) {
        res.writeHead(404, { ...baseSecurityHeaders(production), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
        return;
      }
      res.writeHead(200, assetHeaders(asset, production));
      if (req.method === 'HEAD') {
        if (!Buffer.isBuffer(asset.body)) asset.body.destroy();
        res.end();
      } else if (Buffer.isBuffer(asset.body)) res.end(asset.body);
      else asset.body.on('error', () => res.destroy()).pipe(res);
    })
    .catch((error) => {
      logger.error('landing asset failed', error);
      if (!res.headersSent) res.writeHead(500, { ...baseSecurityHeaders(production), 'content-type': 'text/plain; charset=utf-8' });
      res.end();
    });
  return true;
}
