/** Fonts and images of the landing pages (see src/server/site/landings/landing-assets.ts). */
import type { APIRoute } from 'astro';
import { Readable } from 'node:stream';
import { assetHeaders, landingAsset } from '#server/site/landings/landing-assets.ts';
import { env } from '#src/env.ts';

export const GET: APIRoute = async ({ params, request }) => {
  const asset = await landingAsset(params.name ?? '');
  if (!asset) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  const body = Buffer.isBuffer(asset.body) ? new Uint8Array(asset.body) : (Readable.toWeb(asset.body) as ReadableStream);
  return new Response(request.method === 'HEAD' ? null : body, { headers: assetHeaders(asset, env().isProduction) });
};
