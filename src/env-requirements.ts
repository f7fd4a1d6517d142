/**
 * What a start needs beyond well-formed values (decision 039): production refuses to start
 * without each setting it cannot run without, and every problem is named in one message so an
 * operator fixes them in one pass. Plain TypeScript (no path aliases), like src/env.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readP12 } from './shared/read-p12.ts';

/** The settings these rules read (a subset of the parsed schema of src/env.ts). */
export interface RequiredSettings {
  JWT_SECRET?: string;
  ENABLE_TEST_ACCOUNTS?: boolean;
  DATABASE_URL?: string;
  EMBEDDED_DATABASE: boolean;
  INSTANCES: number;
  STORAGE_URL?: string;
  SMTP_URL?: string;
  PUBLIC_URL?: string;
  CONTRACT_SIGNING_P12?: string;
  CONTRACT_SIGNING_PASSPHRASE?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  SELLER_NAME?: string;
  SELLER_LEGAL_FORM?: string;
  SELLER_SHARE_CAPITAL_CENTS?: number;
  SELLER_RCS_CITY?: string;
  SELLER_RCS?: string;
  SELLER_ADDRESS?: string;
  SELLER_SIREN?: string;
  SELLER_VAT_NUMBER?: string;
  SELLER_VAT_EXEMPT: boolean;
  SELLER_EMAIL?: string;
  SELLER_PHONE?: string;
  MEDIATOR_NAME?: string;
  MEDIATOR_URL?: string;
  PUBLICATION_DIRECTOR?: string;
  HOST_NAME?: string;
  HOST_ADDRESS?: string;
  HOST_PHONE?: string;
  MAIL_PROVIDER_NAME?: string;
  STORAGE_PROVIDER_NAME?: string;
}

/** Every missing or contradictory setting, one line each (`NAME: why`); empty when all is well. */
export function settingProblems(raw: RequiredSettings, isProduction: boolean, paymentProvider: 'stripe' | 'test'): string[] {
  const problems: string[] = [];
  if (isProduction) {
    if (!raw.JWT_SECRET) problems.push('JWT_SECRET: required in production (at least 32 bytes)');
    // Test accounts have a published password and /auth/dev-* routes sign in without one.
    if (raw.ENABLE_TEST_ACCOUNTS === true) problems.push('ENABLE_TEST_ACCOUNTS: cannot be true in production (test accounts have a public password)');
    if (!raw.DATABASE_URL && !raw.EMBEDDED_DATABASE) {
      problems.push('DATABASE_URL: required in production (or EMBEDDED_DATABASE=true to run one instance on the embedded database in DATA_DIR)');
    }
    if (!raw.SMTP_URL) problems.push('SMTP_URL: required in production (without it emails are only written to DATA_DIR/outbox)');
    if (!raw.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (the public origin used in emails, payment returns and the Google redirect)');
    if (!raw.CONTRACT_SIGNING_P12) problems.push('CONTRACT_SIGNING_P12: required in production (the certificate that signs sealed contracts)');
  }
  if (raw.EMBEDDED_DATABASE && raw.DATABASE_URL) problems.push('EMBEDDED_DATABASE: cannot be true when DATABASE_URL is set');
  if (raw.INSTANCES > 1) {
    if (!raw.DATABASE_URL) problems.push(`DATABASE_URL: required when INSTANCES=${raw.INSTANCES} (the embedded database serves one process)`);
    if (!raw.STORAGE_URL) problems.push(`STORAGE_URL: required when INSTANCES=${raw.INSTANCES} (an s3:// store every instance shares)`);
  }
  if (raw.CONTRACT_SIGNING_P12) {
    const problem = signingP12Problem(raw.CONTRACT_SIGNING_P12, raw.CONTRACT_SIGNING_PASSPHRASE ?? '', isProduction);
    if (problem) problems.push(problem);
  }
  if (Boolean(raw.GOOGLE_CLIENT_ID) !== Boolean(raw.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
  }
  problems.push(...paymentProblems(raw, paymentProvider, isProduction));
  if (isProduction) problems.push(...legalPageProblems(raw));
  return problems;
}

/**
 * What the legal pages print in production (decision 059): each is a legal duty, so production
 * refuses to start without it rather than print « [à compléter] ».
 */
const LEGAL_PAGE_SETTINGS: readonly [keyof RequiredSettings, string][] = [
  ['SELLER_EMAIL', 'the contact address of the legal notice and the CGV (LCEN art. 6 III; code de la consommation, art. L111-1)'],
  ['SELLER_PHONE', 'the seller’s phone on the legal notice and the CGV (LCEN art. 6 III; code de la consommation, art. L111-1)'],
  ['PUBLICATION_DIRECTOR', 'the publication director named on the legal notice (LCEN art. 6 III)'],
  ['HOST_NAME', 'the host named on the legal notice and the privacy page (LCEN art. 6 III; RGPD art. 13)'],
  ['HOST_ADDRESS', 'the host’s address on the legal notice (LCEN art. 6 III)'],
  ['HOST_PHONE', 'the host’s phone on the legal notice (LCEN art. 6 III)'],
  ['MEDIATOR_NAME', 'the consumer mediator named by the CGV (code de la consommation, art. L612-1, L616-1)'],
  ['MEDIATOR_URL', 'the consumer mediator’s site given by the CGV (code de la consommation, art. L616-1)'],
  ['MAIL_PROVIDER_NAME', 'the company that sends the mail of SMTP_URL, named as a processor on the privacy page (RGPD art. 13, 28)'],
];

function legalPageProblems(raw: RequiredSettings): string[] {
  const problems = LEGAL_PAGE_SETTINGS.filter(([name]) => !raw[name]).map(([name, why]) => `${name}: required in production (${why})`);
  if (raw.STORAGE_URL && !raw.STORAGE_PROVIDER_NAME) {
    problems.push('STORAGE_PROVIDER_NAME: required in production when STORAGE_URL is set (the company that keeps the files, named as a processor on the privacy page, RGPD art. 13, 28)');
  }
  return problems;
}

/** An individual enterprise (EI, micro-entrepreneur…) has no share capital to state. */
export function isIndividualEnterprise(legalForm: string | undefined): boolean {
  return legalForm !== undefined && /^(EI|EIRL|entrepreneur individuel|entreprise individuelle|micro-entrepreneur|auto-entrepreneur)\b/i.test(legalForm.trim());
}

/**
 * The payment sandbox never runs in production, Stripe needs its keys, and an invoice can only be
 * issued in production with the seller's legal identity (decision 009).
 */
function paymentProblems(raw: RequiredSettings, provider: 'stripe' | 'test', isProduction: boolean): string[] {
  const problems: string[] = [];
  if (isProduction && provider === 'test') {
    problems.push('PAYMENT_PROVIDER: the "test" payment sandbox is refused in production (use stripe)');
  }
  if (provider === 'stripe') {
    if (!raw.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER is stripe');
    if (!raw.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER is stripe');
  }
  if (raw.SELLER_RCS) problems.push('SELLER_RCS: replaced by SELLER_RCS_CITY (the city of the registry alone; the number printed is SELLER_SIREN)');
  if (isProduction) {
    for (const name of ['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_SIREN'] as const) {
      if (!raw[name]) problems.push(`${name}: required in production (legal mention of every invoice)`);
    }
    // Art. R123-237 du Code de commerce: a company's invoices state its legal form, its capital and
    // "RCS" with the registry's city (decision 050). An individual enterprise has no capital.
    if (!raw.SELLER_LEGAL_FORM) problems.push('SELLER_LEGAL_FORM: required in production (the legal form printed on invoices, art. R123-237 du Code de commerce: SAS, SARL…)');
    if (raw.SELLER_SHARE_CAPITAL_CENTS === undefined && !isIndividualEnterprise(raw.SELLER_LEGAL_FORM)) {
      problems.push('SELLER_SHARE_CAPITAL_CENTS: required in production (the share capital printed on invoices, art. R123-237 du Code de commerce), in cents');
    }
    if (!raw.SELLER_RCS_CITY) problems.push('SELLER_RCS_CITY: required in production (the registry city printed as "RCS <city>" on invoices, art. R123-237 du Code de commerce)');
    if (!raw.SELLER_VAT_EXEMPT && !raw.SELLER_VAT_NUMBER) {
      problems.push('SELLER_VAT_NUMBER: required in production unless SELLER_VAT_EXEMPT=true');
    }
  }
  return problems;
}

/**
 * The contract signing certificate must open now, not at the first sealing months later; in
 * production it must be issued by an authority: a self-signed one (such as the certificate
 * generated locally in DATA_DIR) makes every reader show the signer as unknown (decision 015).
 */
function signingP12Problem(file: string, passphrase: string, isProduction: boolean): string | undefined {
  if (!existsSync(file)) return `CONTRACT_SIGNING_P12: no file at ${file}`;
  let cert: ReturnType<typeof readP12>['cert'];
  try {
    cert = readP12(readFileSync(file), passphrase).cert;
  } catch (error) {
    return `CONTRACT_SIGNING_P12: cannot be read with CONTRACT_SIGNING_PASSPHRASE (${(error as Error).message})`;
  }
  if (isProduction && isSelfSigned(cert)) {
    return 'CONTRACT_SIGNING_P12: the certificate is self-signed (like the local one generated in DATA_DIR); production needs one issued by a certification authority';
  }
  return undefined;
}

function isSelfSigned(cert: ReturnType<typeof readP12>['cert']): boolean {
  if (!cert.isIssuer(cert)) return false;
  try {
    return cert.verify(cert);
  } catch {
    return false; // signed by another key that happens to carry the same name
  }
}
