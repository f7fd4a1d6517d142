// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { rewriteNodeRequest } from './src/server/platform/http/rewrite-url.ts';
import { refuseRawRequest, setBaseSecurityHeaders } from './src/server/platform/http/raw-request.ts';
import { PAGE_CSP_DIRECTIVES } from './src/server/platform/http/security-headers.ts';

/** The dev server rewrites URLs like the production server does (scripts/start.ts). */
const rewriteUrls = {
  name: 'atelier-rewrite-urls',
  hooks: {
    /** @param {{ server: import('vite').ViteDevServer }} options */
    'astro:server:setup': ({ server }) => {
      server.middlewares.use((req, res, next) => {
        setBaseSecurityHeaders(res, false);
        if (refuseRawRequest(req, res, false)) return;
        rewriteNodeRequest(/** @type {any} */ (req));
        next();
      });
    },
  },
};

export default defineConfig({
  output: 'server',
  // HTML streaming off (decision 006): a page is rendered whole before its status is sent, so a
  // component that fails mid-page gives the 500 page with status 500, not a 200 cut short with
  // "Internal server error". Pages are small; the first byte waits a few milliseconds more.
  // Middleware mode (decision 014): scripts/start.ts serves the built client files from memory and
  // hands every other request to Astro, without the adapter's per-request disk lookup.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [react(), rewriteUrls],
  // The islands' client (src/components/api-client.ts, decision 066) is rendered on the server too:
  // openapi-fetch is bundled into the server build, as it is into the islands', so the pruned
  // production install (no devDependencies) needs nothing more.
  vite: { ssr: { noExternal: ['openapi-fetch'] } },
  security: {
    // Our own middleware checks Origin for every cookie-authenticated state change (JSON too).
    checkOrigin: false,
    // Astro hashes the inline scripts and styles it writes (island loader) into the page CSP
    // header; the other directives are ours (src/server/platform/http/security-headers.ts).
    csp: {
      algorithm: 'SHA-256',
      directives: /** @type {any} */ (PAGE_CSP_DIRECTIVES),
      scriptDirective: { resources: ["'self'"] },
      // style="…" attributes rendered by islands (e.g. a colour swatch's background) are allowed;
      // <style> elements still need Astro's hashes.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  server: { host: '127.0.0.1', port: 4321 },
});
