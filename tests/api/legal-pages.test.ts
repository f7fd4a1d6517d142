/**
 * The legal pages (decision 022): public, in French and English, linked from every footer; and
 * the cookie honesty rule: the cookies the service sets are exactly the ones the privacy page lists.
 */
import { describe, expect, it, inject } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { api, newUser, sessionCookieFrom, type ApiResponse } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { SERVICE_COOKIES } from '#i18n/legal-cookies.ts';
import { retentionRules } from '#server/site/legal/retention-rules.ts';

const html = (path: string, cookie?: string) => api(path, { cookie, headers: { accept: 'text/html' } });

const PAGES = [
  { fr: '/mentions-legales', en: '/en/legal-notice', frTitle: 'Mentions légales', enTitle: 'Legal notice' },
  { fr: '/confidentialite', en: '/en/privacy', frTitle: 'Confidentialité', enTitle: 'Privacy' },
  { fr: '/cgv', en: '/en/terms-of-sale', frTitle: 'Conditions générales de vente', enTitle: 'Terms of sale' },
] as const;

describe('legal pages', () => {
  it('answer 200 without sign-in in French and English, with their title and the review notice', async () => {
    for (const p of PAGES) {
      const fr = await html(p.fr);
      expect(fr.status, p.fr).toBe(200);
      expect(fr.text, p.fr).toContain(`<h1>${p.frTitle}</h1>`);
      expect(fr.text, p.fr).toContain('Modèle à faire relire par un juriste.');
      const en = await html(p.en);
      expect(en.status, p.en).toBe(200);
      expect(en.text, p.en).toContain(`<h1>${p.enTitle}</h1>`);
      expect(en.text, p.en).toContain('Template for legal review.');
      // The shared slug keeps working in English.
      const shared = await html(`/en${p.fr}`);
      expect(shared.status, `/en${p.fr}`).toBe(200);
      expect(shared.text).toContain(`<h1>${p.enTitle}</h1>`);
    }
  });

  it('outside production, show the settings still to fill as visible gaps (decision 059; production: production-mode.test.ts)', async () => {
    // The test server sets no host nor publication director.
    const fr = (await html('/mentions-legales')).text;
    expect(fr).toMatch(/Directeur de la publication<\/h2>\s*<p>\[à compléter\]<\/p>/);
    expect(fr).toMatch(/Hébergeur<\/h2>[\s\S]*?Nom\u00a0: \[à compléter\]/);
    const en = (await html('/en/legal-notice')).text;
    expect(en).toMatch(/Host<\/h2>[\s\S]*?Name: \[to be completed\]/);
  });

  it('are linked from the footer of other pages, in the page’s language', async () => {
    const { token } = await newUser({ role: 'client_essentiel' });
    for (const [path, cookie, links] of [
      ['/connexion', undefined, PAGES.map((p) => p.fr)],
      ['/en/connexion', undefined, PAGES.map((p) => p.en)],
      ['/catalogue', `session=${token}`, PAGES.map((p) => p.fr)],
      ['/en/catalogue', `session=${token}`, PAGES.map((p) => p.en)],
      ['/candidature', undefined, PAGES.map((p) => p.fr)],
      ['/en/verify-a-contract', undefined, PAGES.map((p) => p.en)],
      ['/cgv', undefined, PAGES.map((p) => p.fr)],
      // The baked landings (decision 022; the published files are these bytes: landings-publish.test.ts).
      ['/', undefined, PAGES.map((p) => p.fr)],
      ['/en/', undefined, PAGES.map((p) => p.en)],
      ['/landing/ceramistes', undefined, PAGES.map((p) => p.fr)],
      ['/en/landing/maroquiniers', undefined, PAGES.map((p) => p.en)],
    ] as const) {
      const res = await html(path, cookie);
      expect(res.status, path).toBe(200);
      const footer = /<footer class="(?:site|lp)-footer"[\s\S]*?<\/footer>/.exec(res.text)?.[0] ?? '';
      expect(footer, path).toContain('data-testid="footer-legal"');
      for (const href of links) expect(footer, `${path} → ${href}`).toContain(`href="${href}"`);
    }
  });

  it('CGV state the formulas’ prices and the 10 % deposit from the configuration', async () => {
    const fr = (await html('/cgv')).text;
    expect(fr).toMatch(/Essentiel\u00a0: 1\u202f490,00\u00a0€ TTC/);
    expect(fr).toMatch(/Premium\u00a0: 2\u202f990,00\u00a0€ TTC/);
    expect(fr).toContain('acompte de 10\u00a0% du prix');
    expect(fr).toContain('149,00');
    const en = (await html('/en/terms-of-sale')).text;
    expect(en).toContain('€1,490.00 incl. VAT');
    expect(en).toContain('deposit of 10 % of the price');
  });

  it('CGV say what the product does with money: the balance paid online, credit notes, the access rule (decisions 035, 057)', async () => {
    const fr = (await html('/cgv')).text;
    expect(fr).toContain('Vous le réglez en ligne par carte depuis');
    expect(fr).toContain('donne lieu à un avoir');
    expect(fr).toContain('L’accès à la formule suit ce que vous avez payé');
    expect(fr).toContain('l’acompte n’est remboursé en totalité qu’avec la facture de solde');
    expect(fr).toContain('médiateur de la consommation');
    expect(fr).not.toMatch(/ne l’encaisse pas en ligne|n’émet pas encore d’avoirs/);
    const en = (await html('/en/terms-of-sale')).text;
    expect(en).toContain('You pay it online by card from');
    expect(en).toContain('Every refund issues a credit note');
    expect(en).toContain('A partial refund of the deposit ends neither access nor a balance requested');
    expect(en).not.toMatch(/does not collect the balance online|does not issue credit notes/);
  });
});

/** The names of the cookies a response sets. */
function cookieNames(res: ApiResponse): string[] {
  return res.headers.getSetCookie().map((c) => c.split('=')[0]!.trim());
}

async function mailTo(email: string, timeoutMs = 5000): Promise<string> {
  const dir = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  for (;;) {
    const files = await readdir(dir).catch(() => [] as string[]);
    const file = files.find((f) => f.endsWith(`-${safe}.eml`));
    if (file) return (await readFile(join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (Date.now() > deadline) throw new Error(`no mail for ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('cookie honesty', () => {
  it('the cookies set across sign-in, sign-out, applying and page views are exactly the listed ones', async () => {
    const seen = new Set<string>();
    const note = (res: ApiResponse) => {
      for (const name of cookieNames(res)) seen.add(name);
      return res;
    };
    // Page views signed out, fr and en.
    for (const path of ['/', '/en/', '/connexion', '/en/connexion', '/mentions-legales', '/en/privacy', '/cgv', '/verifier-un-contrat', '/candidature', '/en/candidature', '/page-qui-n-existe-pas']) note(await html(path));
    // Password sign-in, page views signed in, sign-out.
    const password = 'correct horse battery staple 22';
    const { user } = await newUser({ role: 'client_premium', password });
    const login = note(await api('/auth/login', { body: { email: user.email, password } }));
    expect(login.status).toBe(200);
    const cookie = sessionCookieFrom(login);
    for (const path of ['/mes-actions', '/en/mes-actions', '/catalogue', '/mon-compte', '/en/mon-compte', '/mes-factures']) note(await html(path, cookie));
    note(await api('/api/me', { cookie }));
    note(await api('/auth/logout', { body: {}, cookie }));
    // Magic link sign-in.
    const other = await newUser({ role: 'client_essentiel' });
    note(await api('/auth/magic-link', { body: { email: other.user.email } }));
    const token = /\/auth\/magic\?token=([A-Za-z0-9_-]+)/.exec(await mailTo(other.user.email))?.[1];
    expect(token).toBeTruthy();
    const magic = note(await api(`/auth/magic?token=${token}`, { redirect: 'manual' }));
    expect(magic.status).toBe(303);
    // Applying signs the prospect in.
    const applied = note(await apply({ formula: 'essentiel', email: `cookies-${Date.now()}@test.atelier.local` }));
    expect(applied.status).toBe(201);
    // Starting a Google sign-in (the test server points Google at a local fake).
    const google = note(await api('/auth/google', { redirect: 'manual' }));
    expect(google.status).toBeGreaterThanOrEqual(300);
    const listed = SERVICE_COOKIES.map((c) => c.name).sort();
    expect([...seen].sort()).toEqual(listed);
  });

  it('the privacy page lists those cookies, in French and English', async () => {
    for (const path of ['/confidentialite', '/en/privacy']) {
      const text = (await html(path)).text;
      const table = /<table data-testid="cookie-table"[\s\S]*?<\/table>/.exec(text)?.[0] ?? '';
      const names = [...table.matchAll(/<code>([^<]+)<\/code>/g)].map((m) => m[1]).sort();
      // Google sign-in is configured on the test server, so its two cookies are listed too.
      expect(names, path).toEqual(SERVICE_COOKIES.map((c) => c.name).sort());
    }
  });

  it('the privacy page says what other members see of one’s results, and that naming needs a yes (decision 055)', async () => {
    const fr = (await html('/confidentialite')).text;
    expect(fr).toContain('Ce que les autres membres voient de vos résultats');
    expect(fr).toMatch(/que si vous avez dit oui[\s\S]*jamais le montant/);
    const en = (await html('/en/privacy')).text;
    expect(en).toContain('What other members see of your results');
    expect(en).toMatch(/only if you said yes[\s\S]*never the amount/);
  });

  it('the privacy page lists every retention rule the job applies, with its duration and legal reason (decision 027)', async () => {
    const decode = (t: string) => t.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    for (const [path, lang] of [['/confidentialite', 'fr'], ['/en/privacy', 'en']] as const) {
      const text = decode((await html(path)).text);
      const list = /<ul class="retention-rules"[\s\S]*?<\/ul>/.exec(text)?.[0] ?? '';
      const ids = [...list.matchAll(/data-rule="([a-z_]+)"/g)].map((m) => m[1]);
      expect(ids, path).toEqual(retentionRules().map((r) => r.id));
      for (const rule of retentionRules()) {
        const item = new RegExp(`<li data-rule="${rule.id}"[\\s\\S]*?</li>`).exec(list)?.[0] ?? '';
        for (const words of [rule.data, rule.duration, rule.reason, rule.deletes]) expect(item, `${path} ${rule.id}`).toContain(words[lang]);
      }
    }
  });
});
