/**
 * How long the service keeps each kind of personal data, in ONE place (decision
 * 027). The privacy page prints this table (legal-texts.ts → retentionTable) and the retention job
 * (retention-job.ts, scheduled by PURGE_CRON) runs every rule that has an
 * `apply`: what the page says and what the job does cannot drift apart.
 *
 * Adding a rule: push an entry to RETENTION_RULES below with its duration, legal reason, what it
 * deletes (fr/en) and an `apply(db)` that deletes what is due and returns how many rows went.
 * Deleting `uploads` rows is enough for stored files: a trigger queues their objects in
 * `file_deletions`, which the file sweeper removes from the store.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#server/platform/db/client.ts';
import { env } from '#src/env.ts';
import { purgeSessions, SESSION_LIFETIME_SECONDS } from '#server/identity/session-tokens.ts';
import { EMAIL_CHANGE_TTL_HOURS, purgeEmailChanges } from '#server/account/users/email-change.ts';
import { purgeRateLimits } from '#server/platform/http/rate-limit.ts';
import { MAGIC_LINK_TTL_MINUTES } from '#server/account/auth/magic-link.ts';
import { EXPORT_VALID_DAYS, expireExports } from '#server/account/personal-data/exports.ts';
import type { Lang } from '#i18n/lang.ts';

type Words = Record<Lang, string>;

/** An application still unpaid this many days after it was sent is deleted with its photos. */
export const UNPAID_APPLICATION_RETENTION_DAYS = 180;
/** Revoked sessions and used or expired sign-in links are kept one day (to answer "why was I signed out"). */
export const SIGN_IN_RECORD_GRACE_HOURS = 24;
/** Invoices (Code de commerce, art. L123-22): not deleted by any job. */
export const INVOICE_RETENTION_YEARS = 10;
/** Sealed contracts: kept while a party has an account, then this long (civil code art. 2224). */
export const CONTRACT_RETENTION_YEARS = 5;

export interface RetentionRule {
  id: string;
  /** What is concerned. */
  data: Words;
  /** How long it is kept. */
  duration: Words;
  /** Why (the legal basis and the reason for the duration). */
  reason: Words;
  /** What the job deletes when the time is up (or what happens to it). */
  deletes: Words;
  /** Deletes what is due; returns the number of records deleted. Absent: kept, no job deletes it. */
  apply?: (db: DbOrTx) => Promise<number>;
}

/** Unpaid applications (and their claimed photos) older than the period. Returns applications deleted. */
export async function deleteUnpaidApplications(db: DbOrTx, days = UNPAID_APPLICATION_RETENTION_DAYS): Promise<number> {
  // One statement: an application paid meanwhile no longer matches `en_attente` and stays.
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
          delete from applications where payment_status = 'en_attente'
            and created_at < now() - make_interval(days => ${days})
            and not exists (select 1 from invoices i where i.application_id = applications.id)
          returning id),
        photos as (delete from uploads where type = 'candidature' and application_id in (select id from gone) returning 1)
        select (select count(*)::int from gone) as n, (select count(*)::int from photos) as p`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Application photos no application claimed within CANDIDATURE_UPLOAD_TTL_HOURS. */
export async function deleteUnclaimedUploads(db: DbOrTx, ttlHours = env().CANDIDATURE_UPLOAD_TTL_HOURS): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from uploads where type = 'candidature' and claimed_at is null
        and created_at < now() - make_interval(hours => ${ttlHours}) returning id`,
  );
  return rows.length;
}

/**
 * Sealed contracts whose two parties have both erased their accounts, the later erasure more than
 * `years` ago: nobody can read them any more and the limitation period to prove them has run. The
 * match goes with its text, answers, signatures, signed PDF and audit trail (cascades), then the
 * request and reply shells the erasures kept only for it. Returns contracts deleted.
 */
export async function deleteContractsOfErasedParties(db: DbOrTx, years = CONTRACT_RETENTION_YEARS): Promise<number> {
  // The database lets a sealed contract go only when the retention job says so, for this
  // transaction alone (migration 0029).
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('atelier.retention_job', 'on', true)`);
    return queryRows<{ n: number }>(
      tx,
      sql`with due as (
          select m.id, m.request_id, m.reply_id from collaboration_matches m
          join users a on a.id = m.requester_id join users b on b.id = m.partner_id
          where m.sealed_at is not null and a.deleted_at is not null and b.deleted_at is not null
            and greatest(a.deleted_at, b.deleted_at) < now() - make_interval(years => ${years})),
        notices as (delete from notifications where data->>'match_id' in (select id::text from due) returning 1),
        gone as (delete from collaboration_matches where id in (select id from due) returning id, request_id, reply_id),
        replies as (delete from collaboration_replies r where r.id in (select reply_id from gone)
                      and not exists (select 1 from collaboration_matches m where m.reply_id = r.id and m.id not in (select id from gone)) returning 1),
        requests as (delete from collaboration_requests q where q.id in (select request_id from gone)
                      and not exists (select 1 from collaboration_matches m where m.request_id = q.id and m.id not in (select id from gone)) returning 1)
        select (select count(*)::int from gone) as n, (select count(*) from notices) + (select count(*) from replies) + (select count(*) from requests) as others`,
    );
  });
  return Number(rows[0]?.n ?? 0);
}

export function retentionRules(): RetentionRule[] {
  const ttl = env().CANDIDATURE_UPLOAD_TTL_HOURS;
  const sessionDays = Math.round(SESSION_LIFETIME_SECONDS / 86_400);
  return [
    {
      id: 'unclaimed_uploads',
      data: { fr: 'Photos déposées pour une candidature jamais envoyée', en: 'Photos uploaded for an application never sent' },
      duration: { fr: `${ttl}\u00a0heures après le dépôt`, en: `${ttl} hours after upload` },
      reason: {
        fr: 'Mesures précontractuelles\u00a0: sans candidature, elles ne servent plus.',
        en: 'Pre-contractual steps: without an application they serve no purpose.',
      },
      deletes: { fr: 'Les photos et leurs fichiers.', en: 'The photos and their files.' },
      apply: (db) => deleteUnclaimedUploads(db),
    },
    {
      id: 'unpaid_applications',
      data: { fr: 'Candidatures dont l’acompte n’a jamais été payé', en: 'Applications whose deposit was never paid' },
      duration: { fr: `${UNPAID_APPLICATION_RETENTION_DAYS}\u00a0jours après l’envoi`, en: `${UNPAID_APPLICATION_RETENTION_DAYS} days after sending` },
      reason: {
        fr: 'Mesures précontractuelles\u00a0: le temps de relancer et de payer, puis elles ne servent plus.',
        en: 'Pre-contractual steps: time to follow up and pay, after which they serve no purpose.',
      },
      deletes: {
        fr: 'La candidature, ses réponses et ses photos (le compte reste, sans candidature).',
        en: 'The application, its answers and its photos (the account stays, without an application).',
      },
      apply: (db) => deleteUnpaidApplications(db),
    },
    {
      id: 'sign_in_records',
      data: { fr: 'Traces de connexion\u00a0: sessions, liens de connexion par e-mail et nouvelle adresse en attente de confirmation', en: 'Sign-in records: sessions, email sign-in links and a new address waiting for confirmation' },
      duration: {
        fr: `Sessions\u00a0: ${sessionDays}\u00a0jours au plus, un jour après la déconnexion. Liens\u00a0: valables ${MAGIC_LINK_TTL_MINUTES}\u00a0minutes, gardés un jour après usage ou expiration. Nouvelle adresse\u00a0: ${EMAIL_CHANGE_TTL_HOURS}\u00a0heures, un jour de plus si elle n’est pas confirmée.`,
        en: `Sessions: ${sessionDays} days at most, one day after signing out. Links: valid ${MAGIC_LINK_TTL_MINUTES} minutes, kept one day after use or expiry. New address: ${EMAIL_CHANGE_TTL_HOURS} hours, one more day if not confirmed.`,
      },
      reason: { fr: 'Intérêt légitime\u00a0: la sécurité des comptes.', en: 'Legitimate interest: keeping accounts safe.' },
      deletes: { fr: 'Les sessions expirées ou révoquées, les liens utilisés ou expirés et les nouvelles adresses jamais confirmées.', en: 'Expired or revoked sessions, used or expired links and new addresses never confirmed.' },
      apply: async (db) => {
        const counts = await purgeSessions(db);
        return counts.sessions + counts.magicLinks + (await purgeEmailChanges(db));
      },
    },
    {
      id: 'rate_limit_counters',
      data: { fr: 'Compteurs de tentatives (connexion, candidature), par adresse IP ou e-mail', en: 'Attempt counters (sign-in, application), per IP address or email' },
      duration: { fr: 'La fin de leur fenêtre (15\u00a0minutes par défaut)', en: 'The end of their window (15 minutes by default)' },
      reason: { fr: 'Intérêt légitime\u00a0: freiner les abus.', en: 'Legitimate interest: slowing down abuse.' },
      deletes: { fr: 'Le compteur.', en: 'The counter.' },
      apply: (db) => purgeRateLimits(db),
    },
    {
      // Built by the export job (decision 026), which also expires them every minute; listed here
      // so the page shows the rule and the daily job applies it even if that job is stopped.
      id: 'expired_exports',
      data: { fr: 'Votre archive de données («\u00a0Mes données\u00a0»)', en: 'Your data archive (“Download my data”)' },
      duration: {
        fr: `Jusqu’à son téléchargement, ${EXPORT_VALID_DAYS}\u00a0jours au plus après être prête`,
        en: `Until it is downloaded, ${EXPORT_VALID_DAYS} days at most after it is ready`,
      },
      reason: { fr: 'Droit à la portabilité (RGPD, art. 20)\u00a0: elle ne sert qu’à vous la remettre.', en: 'Right to data portability (GDPR, art. 20): it only serves to hand it to you.' },
      deletes: { fr: 'L’archive et son fichier.', en: 'The archive and its file.' },
      apply: (db) => expireExports(db),
    },
    {
      id: 'invoices',
      data: { fr: 'Factures', en: 'Invoices' },
      duration: { fr: `${INVOICE_RETENTION_YEARS}\u00a0ans`, en: `${INVOICE_RETENTION_YEARS} years` },
      reason: {
        fr: 'Obligation légale (code de commerce, art. L123-22).',
        en: 'Legal obligation (French commercial code, art. L123-22).',
      },
      deletes: { fr: 'Rien avant la fin du délai, même si le compte est supprimé.', en: 'Nothing before the period ends, even if the account is deleted.' },
    },
    {
      id: 'sealed_contracts',
      data: { fr: 'Contrats de collaboration scellés', en: 'Sealed collaboration contracts' },
      duration: {
        fr: `Tant que l’une des deux parties a son compte, puis ${CONTRACT_RETENTION_YEARS}\u00a0ans (prescription)`,
        en: `As long as either party has an account, then ${CONTRACT_RETENTION_YEARS} years (limitation period)`,
      },
      reason: {
        fr: 'Intérêt légitime de chaque partie à prouver le contrat (code civil, art. 2224).',
        en: 'Each party’s legitimate interest in proving the contract (French civil code, art. 2224).',
      },
      deletes: {
        fr: `Gardés pour l’autre partie même si votre compte est supprimé\u00a0; effacés ${CONTRACT_RETENTION_YEARS}\u00a0ans après la suppression du second compte (texte, réponses, signatures, PDF signé).`,
        en: `Kept for the other party even if your account is deleted; erased ${CONTRACT_RETENTION_YEARS} years after the second account is deleted (text, answers, signatures, signed PDF).`,
      },
      apply: (db) => deleteContractsOfErasedParties(db),
    },
    {
      id: 'account',
      data: { fr: 'Votre compte et votre travail dans le service', en: 'Your account and your work in the service' },
      duration: { fr: 'Tant que le compte existe', en: 'As long as the account exists' },
      reason: { fr: 'Exécution du contrat.', en: 'Performance of the contract.' },
      deletes: {
        fr: 'Effacés aussitôt quand vous supprimez votre compte (Mon compte → Supprimer mon compte), sauf les factures et les contrats scellés ci-dessus.',
        en: 'Erased at once when you delete your account (My account → Delete my account), except the invoices and sealed contracts above.',
      },
    },
  ];
}

/** Runs every rule that deletes something; returns the count per rule id. One failing rule does not stop the others. */
export async function applyRetentionRules(db: DbOrTx, rules = retentionRules()): Promise<{ counts: Record<string, number>; failed: { id: string; error: unknown }[] }> {
  const counts: Record<string, number> = {};
  const failed: { id: string; error: unknown }[] = [];
  for (const rule of rules) {
    if (!rule.apply) continue;
    try {
      counts[rule.id] = await rule.apply(db);
    } catch (error) {
      failed.push({ id: rule.id, error });
    }
  }
  return { counts, failed };
}
