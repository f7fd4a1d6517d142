// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // Our own middleware checks Origin for every cookie-authenticated state change (JSON too).
  security: { checkOrigin: false },
  server: { host: '127.0.0.1', port: 4321 },
  telemetry: false,
});
