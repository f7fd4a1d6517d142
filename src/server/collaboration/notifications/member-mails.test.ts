/**
 * The mail table of /mon-compte (decision 061) covers every email the product sends: each kind the
 * wiring hands to the outbox, plus the two sent directly, is either switchable (by a switch the
 * settings API knows) or explained on the page, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { wireMailKinds } from '#server/wiring.ts';
import { mailKinds } from '#server/platform/mail/mail-kind.ts';
import { MAIL_SWITCHES, MEMBER_MAILS, MEMBER_MAIL_NAMES, isSwitchable } from './member-mails.ts';
import { notificationSettingsInput } from './notification-settings.ts';
import { memberMailsUi } from '#i18n/ui-member-mails.ts';

describe('the table of the emails a member gets', () => {
  it('lists every mail kind of the wiring, and the reminder and sign-in link sent without the outbox', async () => {
    wireMailKinds();
    const wired = [...(await mailKinds()).keys()];
    expect(wired.length).toBeGreaterThan(5);
    const missing = wired.filter((name) => !(MEMBER_MAIL_NAMES as string[]).includes(name));
    expect(missing).toEqual([]);
    expect(MEMBER_MAIL_NAMES).toEqual(expect.arrayContaining(['reminder', 'magic_link']));
  });

  it('gives each email a switch the settings API accepts, or a reason in both languages', () => {
    for (const name of MEMBER_MAIL_NAMES) {
      const entry = MEMBER_MAILS[name];
      if ('switches' in entry) {
        expect(entry.switches.length, name).toBeGreaterThan(0);
        for (const s of entry.switches) expect(notificationSettingsInput.safeParse({ [s]: false }).success, `${name}: ${s}`).toBe(true);
      } else {
        for (const lang of ['fr', 'en'] as const) {
          const text = (memberMailsUi[lang].always as Record<string, { label: string; why: string } | undefined>)[name];
          expect(text?.label, `${lang} ${name}`).toBeTruthy();
          expect(text?.why, `${lang} ${name}`).toBeTruthy();
        }
      }
    }
    // Every switch shown belongs to some email, and the settings API knows no switch the page lacks.
    const used = new Set(
      MEMBER_MAIL_NAMES.filter(isSwitchable).flatMap((n) => {
        const entry = MEMBER_MAILS[n];
        return 'switches' in entry ? [...entry.switches] : [];
      }),
    );
    expect([...used].sort()).toEqual([...MAIL_SWITCHES].sort());
    expect(Object.keys(notificationSettingsInput.shape).sort()).toEqual([...MAIL_SWITCHES].sort());
  });
});
