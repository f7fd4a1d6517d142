/**
 * The one place that knows every domain's registrations: the mail kinds the outbox sends
 * (decision 009) and the jobs the scheduler runs. Registries live on the floor below
 * (src/server/platform/mail/, src/server/platform/jobs/) and import no domain; they are handed their entries from
 * here, so imports point down only. Called by the server start (scripts/start.ts) and, for
 * `astro dev` and the bundled server's own copy of the modules, by the middleware.
 */
import { loadMailKinds, registerMailKinds, type AnyMailKind } from './platform/mail/mail-kind.ts';
import { loadJobModules, startJobs, type JobDeclaration } from './platform/jobs/scheduler.ts';
import { outboxJob } from './platform/mail/outbox-runner.ts';
import { fileSweepJob } from './platform/files/file-sweeper-job.ts';
import { dataExportJob } from './account/personal-data/jobs.ts';
import { landingsPublishJob, landingViewsJob } from './site/landings/jobs.ts';
import { remindersJob } from './learning/impact/reminder-job.ts';
import { retentionJob } from './site/legal/retention-job.ts';
import { deferredAccessJob } from './money/withdrawal/jobs.ts';

/**
 * Registers every outbox mail kind; the builders (PDF libraries and all) load when first asked for:
 * at start by loadServerModules below, or at the first delivery of `astro dev` and the middleware.
 */
export function wireMailKinds(): void {
  registerMailKinds(async (): Promise<AnyMailKind[]> => {
    const [invoice, paymentLink, balance, creditNote, notification, exportReady, erasure, account, withdrawal] = await Promise.all([
      import('./money/invoices/invoice-mail.ts'),
      import('./money/applications/payment-link-mail.ts'),
      import('./money/payment/balance-mail.ts'),
      import('./money/refunds/credit-note-mail.ts'),
      import('./collaboration/notifications/notification-mail.ts'),
      import('./account/personal-data/export-mail.ts'),
      import('./account/personal-data/erasure-mail.ts'),
      import('./account/users/account-mails.ts'),
      import('./money/withdrawal/withdrawal-mail.ts'),
    ]);
    return [
      invoice.invoiceMail,
      paymentLink.paymentLinkMail,
      balance.balanceMail,
      creditNote.creditNoteMail,
      notification.notificationMail,
      exportReady.exportReadyMail,
      erasure.erasureMail,
      account.emailChangedMail,
      withdrawal.withdrawalMail,
      account.emailChangeRequestedMail,
    ];
  });
}

/**
 * Every job of the server process, in start order; each module says its schedule and why.
 * Stopped by stopJobs and finishJobs (src/server/platform/jobs/scheduler.ts) at shutdown.
 */
const JOBS: readonly JobDeclaration[] = [
  outboxJob, // invoice emails and any other queued mail (decision 009)
  fileSweepJob, // uploads left behind, deletions to retry (decision 008)
  dataExportJob, // members' data exports (decision 026)
  landingsPublishJob, // when LANDINGS_PUBLISH_TO is set (decision 028)
  landingViewsJob, // the landing views counted in memory (decision 029)
  remindersJob, // when REMINDERS_CRON is set (decision 003)
  retentionJob, // PURGE_CRON, hourly by default (decisions 006, 027)
  deferredAccessJob, // the formula's role after the withdrawal period (decision 058)
];

/**
 * Loads what the jobs and the mail builders import on first use (PDF, ZIP and all), while the
 * start prepares the database: a first run then compiles nothing on the event loop as requests
 * wait (issue 37; bench: event-loop stalls of 64–106 ms 1, 5 and 10 s after start before).
 */
export async function loadServerModules(): Promise<void> {
  await Promise.all([loadJobModules(JOBS), loadMailKinds()]);
}

/** Starts every job (once the server listens). */
export function startServerJobs(): void {
  startJobs(JOBS);
}
