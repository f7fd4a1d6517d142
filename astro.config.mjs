// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { rewriteNodeRequest } from './src/server/http/rewrite-url.ts';

/** The dev server rewrites URLs like the production server does (scripts/start.ts). */
const rewriteUrls = {
  name: 'atelier-rewrite-urls',
  hooks: {
    /** @param {{ server: import('vite').ViteDevServer }} options */
    'astro:server:setup': ({ server }) => {
      server.middlewares.use((req, _res, next) => {
        rewriteNodeRequest(/** @type {any} */ (req));
        next();
      });
    },
  },
};

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), rewriteUrls],
  // Our own middleware checks Origin for every cookie-authenticated state change (JSON too).
  security: { checkOrigin: false },
  server: { host: '127.0.0.1', port: 4321 },
});
