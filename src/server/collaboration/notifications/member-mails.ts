/**
 * Every email the product sends to a member, in one table (decision 061): the ones a switch of
 * /mon-compte turns off (with the switch), and the ones that cannot be turned off (the page says
 * why: texts in src/i18n/ui-member-mails.ts). Keys are the mail's name: the outbox kind
 * (`mailKind` of a domain, handed to the outbox by src/server/wiring.ts) or, for the three mails
 * sent directly, the name used here. A unit test checks that every wired kind is in the table.
 * Pure: read by the account page's island.
 */
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds.ts';

/** A switch of the settings (GET/PUT /api/notifications/settings). */
export type MailSwitch = NotificationKind | 'reminders';

export const MAIL_SWITCHES: readonly MailSwitch[] = ['reminders', ...NOTIFICATION_KINDS];

type Entry = { readonly switches: readonly MailSwitch[] } | { readonly always: true };

export const MEMBER_MAILS = {
  /** The impact reminders (src/server/learning/impact/reminder-mail.ts, sent by the reminder job, not the outbox). */
  reminder: { switches: ['reminders'] },
  /** The collaboration events (outbox kind `notification`), one switch per kind (decision 016). */
  notification: { switches: NOTIFICATION_KINDS },
  /** Asked for by the person, at the moment (src/server/account/auth/magic-link.ts, sent directly). */
  magic_link: { always: true },
  /** Security: the warnings to the current address when a change is asked, then when it is confirmed (decision 061). */
  email_change_requested: { always: true },
  email_changed: { always: true },
  /** The link to a new address that makes the change happen (src/server/account/users/email-change.ts, sent directly). */
  email_change_confirm: { always: true },
  /** Invoices and credit notes: the seller must issue them to the buyer (CGI art. 289, C. com. L441-9). */
  invoice: { always: true },
  credit_note: { always: true },
  /** Performing the contract the member signed: the balance to pay, the deposit's link (staff resend). */
  balance_request: { always: true },
  payment_link: { always: true },
  /** The acknowledgement of a withdrawal, on a durable medium (Code de la consommation L221-21; decision 058). */
  withdrawal: { always: true },
  /** Answers to a request the person made (RGPD art. 12, 15, 17, 20). */
  data_export_ready: { always: true },
  account_erased: { always: true },
} as const satisfies Record<string, Entry>;

export type MemberMailName = keyof typeof MEMBER_MAILS;

export const MEMBER_MAIL_NAMES = Object.keys(MEMBER_MAILS) as MemberMailName[];

export function isSwitchable(name: MemberMailName): boolean {
  return 'switches' in MEMBER_MAILS[name];
}
