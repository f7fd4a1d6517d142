// Temporary (not committed): screenshots of the legal pages in production mode.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './start-server.ts';
import { createAuthoritySignedP12 } from './authority-signed-p12.ts';

const p12 = join(mkdtempSync(join(tmpdir(), 'h2-p12-')), 's.p12');
writeFileSync(p12, createAuthoritySignedP12('Atelier (shots)', 'pass'));
const server = await startServer({
  APP_ENV: 'production', JWT_SECRET: 'p'.repeat(48), EMBEDDED_DATABASE: 'true', DATABASE_URL: '', SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://atelier.example',
  GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SELLER_NAME: 'Atelier SAS', SELLER_ADDRESS: '12 rue des Artisans, 75011 Paris', SELLER_SIREN: '732829320', SELLER_VAT_NUMBER: 'FR44732829320', SELLER_LEGAL_FORM: 'SAS', SELLER_SHARE_CAPITAL_CENTS: '1000000', SELLER_RCS_CITY: 'Paris',
  CONTRACT_SIGNING_P12: p12, CONTRACT_SIGNING_PASSPHRASE: 'pass',
  SELLER_EMAIL: 'contact@atelier.example', SELLER_PHONE: '+33 1 23 45 67 89', PUBLICATION_DIRECTOR: 'Camille Martin', HOST_NAME: 'OVH SAS', HOST_ADDRESS: '2 rue Kellermann, 59100 Roubaix', HOST_PHONE: '+33 9 72 10 10 07',
  MEDIATOR_NAME: 'CM2C', MEDIATOR_URL: 'https://www.cm2c.net', MAIL_PROVIDER_NAME: 'Brevo',
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const path of ['/mentions-legales', '/cgv', '/confidentialite', '/en/legal-notice', '/en/terms-of-sale', '/en/privacy']) {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(server.baseUrl + path);
      const name = `${path.replace(/\//g, '_')}-${width}.png`;
      await page.screenshot({ path: `/tmp/h2-shots/${name}`, fullPage: true });
      writeFileSync(`/tmp/h2-shots/${path.replace(/\//g, '_')}.txt`, await page.innerText('main, body'));
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
