import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import SignInPanel from './SignInPanel.tsx';
import { ui } from '../i18n/ui.ts';

describe('SignInPanel', () => {
  it('renders test accounts whatever their stored role (`__proto__`, `constructor`: no inherited label)', () => {
    const accounts = ['__proto__', 'constructor', 'toString', 'membre', 'admin', null].map((role, i) => ({ id: `u${i}`, email: `u${i}@test.atelier.local`, first_name: `U${i}`, role }));
    const html = renderToString(
      createElement(SignInPanel, { lang: 'fr', texts: ui.fr.signIn, roles: ui.fr.roles, googleEnabled: false, testAccounts: accounts, next: '/mes-actions', initialError: null }),
    );
    const options = [...html.matchAll(/<option[^>]*>(.*?)<\/option>/g)].map((m) => m[1]!.replace(/<!-- -->/g, ''));
    expect(options.slice(0, 5)).toEqual([
      'U0 — __proto__ (u0@test.atelier.local)',
      'U1 — constructor (u1@test.atelier.local)',
      'U2 — toString (u2@test.atelier.local)',
      'U3 — membre (u3@test.atelier.local)',
      `U4 — ${ui.fr.roles.admin} (u4@test.atelier.local)`,
    ]);
  });
});
