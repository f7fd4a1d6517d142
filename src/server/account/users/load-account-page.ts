/**
 * Everything the account page (/mon-compte) renders, read in one call (decision 046): the profile,
 * the notification settings, the choice to be named in others' impact samples, the first-password section, the invoices, and the personal data
 * (the export's state, what an erasure would take and keep: decision 026).
 */
import { getDb } from '#server/platform/db/client.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { getProfile } from './update-profile.ts';
import { RECENT_SIGN_IN_MINUTES } from '#server/identity/recent-sign-in.ts';
import { readPasswordSetup, type PasswordSetup } from '#server/identity/read-password-setup.ts';
import { getNotificationSettings, type NotificationSettings } from '#server/collaboration/notifications/notification-settings.ts';
import { listInvoicesForPage } from '#server/money/invoices/list-invoices.ts';
import { currentExport } from '../personal-data/exports.ts';
import { erasurePreview } from '../personal-data/delete-my-account.ts';
import { getSampleConsent, type SampleConsent } from '#server/learning/impact/sample-consent.ts';
import { loadWithdrawalSection, type WithdrawalSection } from '#server/money/withdrawal/load-withdrawal-state.ts';
import { pendingEmail } from './email-change.ts';

export interface AccountPage {
  profile: Awaited<ReturnType<typeof getProfile>>;
  notificationSettings: NotificationSettings;
  /** Named in other artisans' impact samples or not (decision 055). */
  sampleConsent: SampleConsent;
  exportState: Awaited<ReturnType<typeof currentExport>>;
  preview: Awaited<ReturnType<typeof erasurePreview>>;
  passwordSetup: PasswordSetup | null;
  invoices: Awaited<ReturnType<typeof listInvoicesForPage>>;
  /** The consumer's withdrawal right (decision 058), null when there is none to show. */
  withdrawal: WithdrawalSection | null;
  /** How recent a link or Google sign-in must be to stand in for the password. */
  recentSignInMinutes: number;
  /** A new address waiting for its link (decision 061). */
  pendingEmail: { email: string; expiresAt: string } | null;
}

export async function loadAccountPage(user: SessionUser, sessionId: string | null): Promise<AccountPage> {
  const db = await getDb();
  const profile = await getProfile(db, user.id);
  const notificationSettings = await getNotificationSettings(db, user.id);
  const sampleConsent = await getSampleConsent(db, user.id);
  const exportState = await currentExport(db, user.id);
  const preview = await erasurePreview(db, user.id);
  const passwordSetup = await readPasswordSetup(db, user, sessionId);
  const invoices = await listInvoicesForPage(db, user);
  const withdrawal = await loadWithdrawalSection(db, user.id);
  const pending = await pendingEmail(db, user.id);
  return {
    profile,
    notificationSettings,
    sampleConsent,
    exportState,
    preview,
    passwordSetup,
    invoices,
    withdrawal,
    recentSignInMinutes: RECENT_SIGN_IN_MINUTES,
    pendingEmail: pending && { email: pending.email, expiresAt: pending.expiresAt.toISOString() },
  };
}
